// The access token lives only in an httpOnly cookie: page JavaScript never sees it. Pages read it
// through Astro's cookies; the API door works on the raw headers (it answers before Astro).
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

export function clearSession(cookies: AstroCookies): void {
  cookies.delete(SESSION_COOKIE, { path: '/' });
}

export const isTokenShaped = (value: string): boolean => TOKEN_SHAPE.test(value);

/** A cookie of `name` as a `Cookie` request header holds it: a token, a malformed value, or none. */
export function readCookie(cookieHeader: string | null | undefined, name: string): { token?: string; malformed: boolean } {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return { malformed: true };
    }
    if (!value) return { malformed: false };
    return TOKEN_SHAPE.test(value) ? { token: value, malformed: false } : { malformed: true };
  }
  return { malformed: false };
}

/** The session cookie as a `Cookie` request header holds it: the token, a malformed value, or none. */
export function sessionFromHeader(cookieHeader: string | null | undefined): { token?: string; malformed: boolean } {
  return readCookie(cookieHeader, SESSION_COOKIE);
}

/** `Set-Cookie` for a new session; `origin` is the public origin (Secure everywhere but localhost). */
export function sessionSetCookie(origin: URL, token: string, expiresAt?: string): string {
  const expires = expiresAt ? Date.parse(expiresAt) : NaN;
  const maxAge = Number.isFinite(expires) ? Math.max(0, Math.floor((expires - Date.now()) / 1000)) : DEFAULT_MAX_AGE_S;
  const secure = origin.protocol === 'https:' || !isLocalhost(origin.hostname);
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** `Set-Cookie` that ends the session in the browser. */
export const SESSION_CLEARED_COOKIE = `${SESSION_COOKIE}=deleted; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0`;
