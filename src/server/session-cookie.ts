// The access token lives only in an httpOnly cookie: page JavaScript never sees it.
import type { AstroCookies } from 'astro';

export const SESSION_COOKIE = 'r999_session';
const DEFAULT_MAX_AGE_S = 7 * 24 * 3600;

/**
 * What a token may look like: ours are base64url, an operator's platform may use JWTs. Anything
 * else (NUL, CR, LF, non-Latin-1, spaces) could never be sent on as a header, so it is no session.
 */
const TOKEN_SHAPE = /^[A-Za-z0-9._~+/=-]{1,4096}$/;

function isLocalhost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');
}

/** The session token, or undefined; a cookie that cannot be a token is cleared, leaving a visitor. */
export function readSession(cookies: AstroCookies): string | undefined {
  let value: string | undefined;
  try {
    value = cookies.get(SESSION_COOKIE)?.value;
  } catch {
    value = '\0'; // undecodable: treated like any other malformed value
  }
  if (!value) return undefined;
  if (TOKEN_SHAPE.test(value)) return value;
  clearSession(cookies);
  return undefined;
}

/** `origin` is the public origin the browser sees (Secure is set everywhere but localhost). */
export function setSession(cookies: AstroCookies, origin: URL, token: string, expiresAt?: string): void {
  const expires = expiresAt ? Date.parse(expiresAt) : NaN;
  const maxAge = Number.isFinite(expires) ? Math.max(0, Math.floor((expires - Date.now()) / 1000)) : DEFAULT_MAX_AGE_S;
  cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: origin.protocol === 'https:' || !isLocalhost(origin.hostname),
    path: '/',
    maxAge,
  });
}

export function clearSession(cookies: AstroCookies): void {
  cookies.delete(SESSION_COOKIE, { path: '/' });
}
