// The access token lives only in an httpOnly cookie: page JavaScript never sees it.
import type { AstroCookies } from 'astro';

export const SESSION_COOKIE = 'r999_session';
const DEFAULT_MAX_AGE_S = 7 * 24 * 3600;

function isLocalhost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');
}

export function readSession(cookies: AstroCookies): string | undefined {
  return cookies.get(SESSION_COOKIE)?.value || undefined;
}

export function setSession(cookies: AstroCookies, url: URL, token: string, expiresAt?: string): void {
  const expires = expiresAt ? Date.parse(expiresAt) : NaN;
  const maxAge = Number.isFinite(expires) ? Math.max(0, Math.floor((expires - Date.now()) / 1000)) : DEFAULT_MAX_AGE_S;
  cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocalhost(url.hostname),
    path: '/',
    maxAge,
  });
}

export function clearSession(cookies: AstroCookies): void {
  cookies.delete(SESSION_COOKIE, { path: '/' });
}
