// Which pages need a member and which are for guests only (SPEC.md section 2, "Guards").
export type Guard = 'member' | 'guest' | 'public';

const MEMBER_PREFIXES = ['/member/', '/lotto/bills', '/affiliate', '/cashback', '/checkin', '/redeem', '/promotions', '/winloss', '/play'];
const GUEST_PATHS = ['/login', '/login_box', '/register', '/register_box', '/forgot'];

export function guardOf(pathname: string): Guard {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (GUEST_PATHS.includes(path)) return 'guest';
  if (MEMBER_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)))
    return 'member';
  return 'public';
}

/** Where a guard sends someone who may not see the page: the home path, as the spec says. */
export const GUARD_REDIRECT = '/';
