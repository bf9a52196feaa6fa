// The back office's pages (/admin): off entirely with ADMIN_ENABLED=0 (the 404 page); otherwise the
// staff cookie says who is there (the log-in and enrolment pages are open, every other page asks
// for a log-in and comes back), and no answer is cached or indexed.
import type { APIContext, MiddlewareNext } from 'astro';
import * as adminStaff from '../contract/endpoints/admin/admin-staff.ts';
import type { StaffMe } from '../contract/admin/admin-staff.ts';
import { load } from './page-load.ts';
import { roleMay } from './admin-desks.ts';
import { adminEnabled, readStaffSession } from './staff-cookie.ts';

const OPEN_PAGES = new Set(['/admin/login', '/admin/enrol']);
export const ADMIN_LOGIN = '/admin/login';

function withoutSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export async function adminPage(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const { url, cookies, locals } = context;
  if (!adminEnabled()) return context.rewrite('/404');
  locals.member = null;
  locals.agent = null;
  const token = readStaffSession(cookies);
  const staff: StaffMe | null = token ? (await load(adminStaff.staffMe, { token })).data : null;
  locals.staff = staff;
  // The page guard: buttons and sections are drawn only for what the role's calls may do.
  locals.may = (need) => staff !== null && roleMay(staff.role, need);
  const path = withoutSlash(url.pathname);
  if (!staff && !OPEN_PAGES.has(path)) {
    const back = path === '/admin' ? '' : `?next=${encodeURIComponent(path + url.search)}`;
    return redirect(`${ADMIN_LOGIN}${back}`);
  }
  if (staff && path === ADMIN_LOGIN) return redirect(safeNext(url.searchParams.get('next')));
  const response = await next();
  for (const [name, value] of Object.entries(HEADERS)) response.headers.set(name, value);
  return response;
}

const HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' };

function redirect(location: string): Response {
  return new Response(null, { status: 302, headers: { location, ...HEADERS } });
}

/** Where to go after logging in: a back-office page, never another site or a member page. */
export function safeNext(next: string | null | undefined): string {
  return next && /^\/admin(\/[A-Za-z0-9/_-]*)?(\?[^\s]*)?$/.test(next) && !next.startsWith('//') ? next : '/admin';
}
