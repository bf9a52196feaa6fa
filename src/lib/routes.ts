// The site's one route table (SPEC.md section 2): per route its path, Thai label, icon key, who may
// open it, whether its page is built or still planned, and where it shows. The header, the drawer,
// the member menu, the guards (middleware and browser), the planned-route page, the accessibility
// audit and the bench all read it. A new page: one row here (and its file under src/pages).
import { th } from '../i18n/th-shell.ts';

/**
 * Who may open a route: `member` only (a visitor is asked to log in), `guest` only (a visitor:
 * log-in and register pages send a member on), or `public` (anyone).
 */
export type Guard = 'member' | 'guest' | 'public';

/** Where a route's link shows: the header's navigation, the phone drawer, the member menu. */
export type Place = 'header' | 'drawer' | 'memberMenu';

export interface SiteRoute {
  /** The address a link goes to. A member route covers its sub-paths too (`/lotto/bills/42`). */
  path: string;
  label: string;
  /** Which icon stands for the route, by name. */
  icon: string;
  guard: Guard;
  /** `planned`: the page says "coming soon" (pages/[...route].astro) until it is built. */
  status: 'built' | 'planned';
  /** The addresses a planned route answers, when more than its path (`/poll/1`). */
  match?: RegExp;
  /** Where its link shows, in the table's order. */
  shows?: readonly Place[];
  /** A page for another site's frame (no header or footer): not audited as a page of its own. */
  framed?: true;
}

const NAV = ['header', 'drawer'] as const;
const DRAWER = ['drawer'] as const;
const MEMBER_MENU = ['memberMenu'] as const;

// The table's order is each place's order.
export const ROUTES: readonly SiteRoute[] = [
  { path: '/', label: th.nav.home, icon: 'home', guard: 'public', status: 'built', shows: NAV },
  { path: '/lotto/lobby', label: th.nav.lotto, icon: 'lotto', guard: 'public', status: 'built', shows: NAV },
  { path: '/lobby', label: th.pages.games, icon: 'games', guard: 'public', status: 'built' },
  { path: '/lobby/casino', label: th.nav.casino, icon: 'casino', guard: 'public', status: 'built', shows: NAV },
  { path: '/lobby/slot', label: th.nav.slot, icon: 'slot', guard: 'public', status: 'built', shows: NAV },
  { path: '/lobby/fishing', label: th.nav.fishing, icon: 'fishing', guard: 'public', status: 'built', shows: NAV },
  { path: '/lobby/sport', label: th.nav.sport, icon: 'sport', guard: 'public', status: 'built', shows: NAV },
  { path: '/lobby/freespin', label: th.nav.freespin, icon: 'freespin', guard: 'public', status: 'built', shows: NAV },
  { path: '/login', label: th.nav.login, icon: 'login', guard: 'guest', status: 'built', shows: DRAWER },
  { path: '/register', label: th.nav.register, icon: 'register', guard: 'guest', status: 'built', shows: DRAWER },
  { path: '/member/deposit', label: th.nav.deposit, icon: 'deposit', guard: 'member', status: 'built', shows: DRAWER },
  { path: '/member/withdraw', label: th.nav.withdraw, icon: 'withdraw', guard: 'member', status: 'built', shows: DRAWER },
  { path: '/forgot', label: th.pages.forgot, icon: 'forgot', guard: 'guest', status: 'built' },
  // A game of the embedded platform, for a link (/game/{key}): shown in the launcher's frame.
  { path: '/game', label: th.pages.games, icon: 'games', guard: 'public', status: 'built', framed: true },
  { path: '/login_box', label: th.nav.login, icon: 'login', guard: 'guest', status: 'built', framed: true },
  { path: '/register_box', label: th.nav.register, icon: 'register', guard: 'guest', status: 'built', framed: true },
  { path: '/lotto/results', label: th.pages.results, icon: 'results', guard: 'public', status: 'built' },
  { path: '/lotto/rates', label: th.pages.rates, icon: 'rates', guard: 'public', status: 'built' },
  { path: '/lotto/bills', label: th.pages.bills, icon: 'bills', guard: 'member', status: 'built' },
  { path: '/member/profile', label: th.menu.profile, icon: 'profile', guard: 'member', status: 'built', shows: MEMBER_MENU },
  { path: '/affiliate', label: th.menu.affiliate, icon: 'affiliate', guard: 'member', status: 'built', shows: MEMBER_MENU },
  { path: '/member/creditfree', label: th.menu.quest, icon: 'quest', guard: 'member', status: 'built', shows: MEMBER_MENU },
  { path: '/member/wheel', label: th.menu.wheel, icon: 'wheel', guard: 'member', status: 'built', shows: MEMBER_MENU },
  { path: '/redeem', label: th.menu.pointShop, icon: 'pointShop', guard: 'member', status: 'built', shows: MEMBER_MENU },
  { path: '/cashback', label: th.menu.cashback, icon: 'cashback', guard: 'member', status: 'built', shows: MEMBER_MENU },
  { path: '/member/winloss', label: th.menu.winlossRefund, icon: 'winlossRefund', guard: 'member', status: 'built', shows: MEMBER_MENU },
  { path: '/promotions', label: th.menu.promotions, icon: 'promotions', guard: 'public', status: 'built', shows: MEMBER_MENU },
  { path: '/member/coupon', label: th.menu.coupon, icon: 'coupon', guard: 'member', status: 'built', shows: MEMBER_MENU },
  { path: '/member/statement', label: th.menu.statement, icon: 'statement', guard: 'member', status: 'built', shows: MEMBER_MENU },
  { path: '/sooth', label: th.menu.sooth, icon: 'sooth', guard: 'public', status: 'built', shows: MEMBER_MENU },
  { path: '/play', label: th.pages.play, icon: 'play', guard: 'member', status: 'built' },
  { path: '/member/responsible', label: th.pages.responsible, icon: 'responsible', guard: 'member', status: 'built' },
  { path: '/winloss', label: th.pages.winloss, icon: 'winloss', guard: 'member', status: 'built' },
  { path: '/checkin', label: th.pages.checkin, icon: 'checkin', guard: 'member', status: 'built' },
  { path: '/member/payment', label: th.pages.payment, icon: 'payment', guard: 'member', status: 'built' },
  { path: '/member/promotions', label: th.pages.myPromotions, icon: 'myPromotions', guard: 'member', status: 'built' },
  { path: '/liff', label: th.pages.liff, icon: 'line', guard: 'public', status: 'planned', match: /^\/liff(\/[A-Za-z0-9_-]+)?$/ },
  { path: '/poll', label: th.pages.poll, icon: 'poll', guard: 'public', status: 'built' },
];

/** Every path under it is a member's, even one the table does not know (a member gets the 404). */
const MEMBER_AREA = '/member';

/** `pathname` without trailing slashes (`/` stays). */
function trimmed(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

const within = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

export function guardOf(pathname: string): Guard {
  const path = trimmed(pathname);
  if (ROUTES.some((route) => route.guard === 'guest' && route.path === path)) return 'guest';
  if (within(path, MEMBER_AREA) || ROUTES.some((route) => route.guard === 'member' && within(path, route.path))) return 'member';
  return 'public';
}

/** Where a guard sends someone who may not see the page: the home path, as the spec says. */
export const GUARD_REDIRECT = '/';

/** The links of a place, in order; the drawer's only for whom the guards let in (`member`: logged in). */
export function routesIn(place: Place, member?: boolean): SiteRoute[] {
  return ROUTES.filter(
    (route) => route.shows?.includes(place) && (member === undefined || (member ? route.guard !== 'guest' : route.guard !== 'member')),
  );
}

const patternOf = (route: SiteRoute) => route.match ?? new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);

/**
 * The planned pages, one per pattern, with their titles: a planned link another row's pattern
 * already answers (a game lobby) is that row's page.
 */
export const PLANNED: [RegExp, string][] = ROUTES.filter((route) => route.status === 'planned')
  .filter((route, index, planned) => !planned.slice(0, index).some((earlier) => patternOf(earlier).test(route.path)))
  .map((route) => [patternOf(route), route.label]);

/** The page title of a planned route, or undefined for a path the site does not know. */
export function plannedTitle(pathname: string): string | undefined {
  const path = trimmed(pathname);
  return PLANNED.find(([pattern]) => pattern.test(path))?.[1];
}
