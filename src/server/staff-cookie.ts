// The staff session's cookie, apart from the member's: httpOnly, SameSite=Strict, and sent only to
// the back office (its pages under /admin and its calls under /api/admin), so no member page or
// member call ever carries it. A cookie has one Path, so the token is set twice, once per path.
import type { AstroCookies } from 'astro';
import { isTokenShaped, readCookie } from './session-cookie.ts';

export const STAFF_COOKIE = 'r999_staff';
const STAFF_PATHS = ['/admin', '/api/admin'] as const;
const DEFAULT_MAX_AGE_S = 12 * 3600;

function isLocalhost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');
}

/** Whether a path is the back office's (its pages or its calls). */
export function isAdminPath(pathname: string): boolean {
  return STAFF_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** `Set-Cookie` lines for a new staff session; `origin` is the public origin (Secure everywhere but localhost). */
export function staffSetCookies(origin: URL, token: string, expiresAt?: string): string[] {
  const expires = expiresAt ? Date.parse(expiresAt) : NaN;
  const maxAge = Number.isFinite(expires) ? Math.max(0, Math.floor((expires - Date.now()) / 1000)) : DEFAULT_MAX_AGE_S;
  const secure = origin.protocol === 'https:' || !isLocalhost(origin.hostname);
  return STAFF_PATHS.map(
    (path) => `${STAFF_COOKIE}=${token}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
  );
}

/** `Set-Cookie` lines that end the staff session in the browser. */
export const STAFF_CLEARED_COOKIES = STAFF_PATHS.map(
  (path) => `${STAFF_COOKIE}=deleted; Path=${path}; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Strict`,
);

/** The staff token as a `Cookie` request header holds it. */
export function staffFromHeader(cookieHeader: string | null | undefined): { token?: string; malformed: boolean } {
  return readCookie(cookieHeader, STAFF_COOKIE);
}

/** The staff token of a page request, or undefined (a value that cannot be a token is none). */
export function readStaffSession(cookies: AstroCookies): string | undefined {
  let value: string | undefined;
  try {
    value = cookies.get(STAFF_COOKIE)?.value;
  } catch {
    return undefined;
  }
  return value && isTokenShaped(value) ? value : undefined;
}

/** Whether the back office is on (ADMIN_ENABLED=0 turns every /admin page and /api/admin call into a 404). */
export function adminEnabled(): boolean {
  return process.env.ADMIN_ENABLED?.trim() !== '0';
}
