// LINE LIFF (issue 15): the LIFF app id the operator configured (LIFF_ID, as the LINE Developers
// console shows it, e.g. 1657000000-AbCdEfGh), or null: the /liff pages then work as plain pages.
const LIFF_ID = /^\d{6,20}-[A-Za-z0-9]{4,20}$/;

export function liffId(): string | null {
  const raw = process.env.LIFF_ID?.trim();
  return raw && LIFF_ID.test(raw) ? raw : null;
}

/** Where the LIFF SDK talks to once initialised (LINE's API and login), for the page's CSP. */
export const LIFF_ORIGINS = ['https://api.line.me', 'https://access.line.me'] as const;
