// A member's bank account as every page shows it (withdrawal, deposit, profile): masked, so a
// screen or a screenshot never holds the whole number. One function for the platform and the browser.

/** `xxx-x-x1234-x` for a Thai ten-digit account; longer ones keep four digits before the last. */
export function maskBankAccount(account: string): string {
  const digits = account.replace(/\D/g, '');
  // Thai ten-digit accounts are written 123-4-56789-0: the 6th to 9th digits show.
  if (digits.length === 10) return `xxx-x-x${digits.slice(5, 9)}-x`;
  if (digits.length < 6) return 'x'.repeat(digits.length);
  return `${'x'.repeat(digits.length - 5)}${digits.slice(-5, -1)}x`;
}
