// The site's one route table (SPEC.md section 2): per route its path, Thai label, icon key, who may
// open it, and where it shows. The header, the drawer, the member menu, the guards (middleware and
// browser), the accessibility audit and the bench all read it. A new page: one row here (and its
// file under src/pages). An address no page answers is Astro's 404 page (pages/404.astro).
import { th } from '../i18n/shell/th-shell.ts';

/**
 * Who may open a route: `member` only (a visitor is asked to log in), `guest` only (a visitor:
 * log-in and register pages send a member on), or `public` (anyone).
 */
export type Guard = 'member' | 'guest' | 'public';

/**
 * Where a route's link shows: the header's navigation, the phone drawer, the member menu, the
 * member's bottom bar on a phone (components/shell/BottomNav.astro, which adds the menu button).
 */
export type Place = 'header' | 'drawer' | 'memberMenu' | 'bottomBar';

export interface SiteRoute {
  /** The address a link goes to. A member route covers its sub-paths too (`/lotto/bills/42`). */
  path: string;
  label: string;
  /** Which icon stands for the route, by name. */
  icon: string;
  guard: Guard;
  /** Where its link shows, in the table's order. */
  shows?: readonly Place[];
  /** A page for another site's frame (no header or footer): not audited as a page of its own. */
  framed?: true;
}

const NAV = ['header', 'drawer'] as const;
const DRAWER = ['drawer'] as const;
const MEMBER_MENU = ['memberMenu'] as const;
// What a member reaches for first, one tap away on a phone: home, lottery, my bills, deposit.
const NAV_AND_BAR = [...NAV, 'bottomBar'] as const;

// The table's order is each place's order.
export const ROUTES: readonly SiteRoute[] = [
  { path: '/', label: th.nav.home, icon: 'home', guard: 'public', shows: NAV_AND_BAR },
  { path: '/lotto/lobby', label: th.nav.lotto, icon: 'lotto', guard: 'public', shows: NAV_AND_BAR },
  // What a member looks for first: the bills and the results lead the member menu (and
  // the bills follow the lottery on the phone's bar).
  { path: '/lotto/bills', label: th.menu.bills, icon: 'bills', guard: 'member', shows: [...MEMBER_MENU, 'bottomBar'] },
  { path: '/lotto/results', label: th.menu.results, icon: 'results', guard: 'public', shows: MEMBER_MENU },
  { path: '/lobby', label: th.pages.games, icon: 'games', guard: 'public' },
  { path: '/lobby/casino', label: th.nav.casino, icon: 'casino', guard: 'public', shows: NAV },
  { path: '/lobby/slot', label: th.nav.slot, icon: 'slot', guard: 'public', shows: NAV },
  { path: '/lobby/fishing', label: th.nav.fishing, icon: 'fishing', guard: 'public', shows: NAV },
  { path: '/lobby/sport', label: th.nav.sport, icon: 'sport', guard: 'public', shows: NAV },
  { path: '/lobby/freespin', label: th.nav.freespin, icon: 'freespin', guard: 'public', shows: NAV },
  { path: '/login', label: th.nav.login, icon: 'login', guard: 'guest', shows: DRAWER },
  { path: '/register', label: th.nav.register, icon: 'register', guard: 'guest', shows: DRAWER },
  { path: '/member/deposit', label: th.nav.deposit, icon: 'deposit', guard: 'member', shows: [...DRAWER, 'bottomBar'] },
  { path: '/member/withdraw', label: th.nav.withdraw, icon: 'withdraw', guard: 'member', shows: DRAWER },
  { path: '/forgot', label: th.pages.forgot, icon: 'forgot', guard: 'guest' },
  // A game of the embedded platform, for a link (/game/{key}): shown in the launcher's frame.
  { path: '/game', label: th.pages.games, icon: 'games', guard: 'public', framed: true },
  { path: '/login_box', label: th.nav.login, icon: 'login', guard: 'guest', framed: true },
  { path: '/register_box', label: th.nav.register, icon: 'register', guard: 'guest', framed: true },
  { path: '/lotto/rates', label: th.pages.rates, icon: 'rates', guard: 'public' },
  { path: '/member/profile', label: th.menu.profile, icon: 'profile', guard: 'member', shows: MEMBER_MENU },
  { path: '/affiliate', label: th.menu.affiliate, icon: 'affiliate', guard: 'member', shows: MEMBER_MENU },
  { path: '/member/creditfree', label: th.menu.quest, icon: 'quest', guard: 'member', shows: MEMBER_MENU },
  { path: '/member/wheel', label: th.menu.wheel, icon: 'wheel', guard: 'member', shows: MEMBER_MENU },
  { path: '/redeem', label: th.menu.pointShop, icon: 'pointShop', guard: 'member', shows: MEMBER_MENU },
  { path: '/cashback', label: th.menu.cashback, icon: 'cashback', guard: 'member', shows: MEMBER_MENU },
  { path: '/member/winloss', label: th.menu.winlossRefund, icon: 'winlossRefund', guard: 'member', shows: MEMBER_MENU },
  { path: '/promotions', label: th.menu.promotions, icon: 'promotions', guard: 'public', shows: MEMBER_MENU },
  { path: '/member/coupon', label: th.menu.coupon, icon: 'coupon', guard: 'member', shows: MEMBER_MENU },
  { path: '/member/statement', label: th.menu.statement, icon: 'statement', guard: 'member', shows: MEMBER_MENU },
  { path: '/sooth', label: th.menu.sooth, icon: 'sooth', guard: 'public', shows: MEMBER_MENU },
  { path: '/play', label: th.pages.play, icon: 'play', guard: 'member' },
  { path: '/member/responsible', label: th.pages.responsible, icon: 'responsible', guard: 'member' },
  { path: '/winloss', label: th.pages.winloss, icon: 'winloss', guard: 'member' },
  { path: '/checkin', label: th.pages.checkin, icon: 'checkin', guard: 'member' },
  { path: '/member/payment', label: th.pages.payment, icon: 'payment', guard: 'member' },
  { path: '/member/promotions', label: th.pages.myPromotions, icon: 'myPromotions', guard: 'member' },
  // The help centre: how to play, rules and rates, policies, the FAQ (src/content/guides).
  { path: '/help', label: th.pages.help, icon: 'help', guard: 'public', shows: DRAWER },
  // The pages a LINE official account opens (/liff/{page}), in the LIFF layout.
  { path: '/liff', label: th.pages.liff, icon: 'line', guard: 'public' },
  { path: '/poll', label: th.pages.poll, icon: 'poll', guard: 'public' },
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
