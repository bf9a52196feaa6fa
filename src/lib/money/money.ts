// Money on screen: Thai locale, two decimals, the baht sign.
let baht: Intl.NumberFormat | undefined;

export function formatBaht(amount: number): string {
  // Built at the first amount shown, not when the module loads (it is in every page's first
  // scripts): a Thai currency formatter costs a phone tens of ms, and a visitor's `/` shows none.
  baht ??= new Intl.NumberFormat('th-TH', {
    style: 'currency',
    currency: 'THB',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'negative',
  });
  return baht.format(amount);
}
