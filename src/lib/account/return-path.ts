// Where to continue after logging in: the page a visitor (or a member whose session ended) meant
// to reach. It travels as `?next=` on the login and register pages, so it is untrusted input:
// only a path on our own site is ever followed (no open redirect).
import { GUARD_REDIRECT, guardOf, type Guard } from '../routes.ts';

const ORIGIN = 'https://r999.invalid';

/** `raw` as a same-origin path (with its query), or null when it is not one we should go to. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 512) return null;
  // Only a path: "//host", "/\host" and "scheme:" would leave the site; control characters
  // and backslashes have no place in our routes.
  if (!raw.startsWith('/') || raw.startsWith('//') || [...raw].some((c) => c === '\\' || c <= '\u001f' || c === '\u007f')) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  // Back to a login or register page would be a loop; the API is no page to land on.
  if (guardOf(url.pathname) === 'guest' || url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  return url.pathname + url.search;
}

/** A page that continues to `next` afterwards (login, register, a deposit from a bill); home needs no `next`. */
export function withReturnPath(page: string, next: string | null | undefined): string {
  const target = safeReturnPath(next);
  return target && target !== '/' ? `${page}?next=${encodeURIComponent(target)}` : page;
}

/** The `next` of the current address, when it is safe to follow. */
export function returnPathOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get('next'));
}

/**
 * Where a guard sends someone who may not see `url`. A visitor at a member page is asked to log
 * in and then continues there (not silently sent home); a member at a login or register page goes
 * on to the page that login was for, or home (SPEC.md section 2 sends both home).
 */
export function guardRedirect(guard: Exclude<Guard, 'public'>, url: URL): string {
  if (guard === 'member') return withReturnPath('/login', url.pathname + url.search);
  return returnPathOf(url.search) ?? GUARD_REDIRECT;
}
