// Routes of SPEC.md section 2 whose features are not built yet. They answer with an honest
// "coming soon" page (guards still apply) instead of a 404, so every menu entry leads somewhere.
// Remove a route from here when its page lands.
import { th } from '../i18n/th-shell.ts';

export const PLANNED: [RegExp, string][] = [
  [/^\/play$/, 'เล่นเกม'],
  [/^\/promotions$/, th.menu.promotions],
  [/^\/redeem$/, th.menu.pointShop],
  [/^\/sooth$/, th.menu.sooth],
  [/^\/winloss$/, 'ได้เสีย'],
  [/^\/affiliate$/, th.menu.affiliate],
  [/^\/cashback$/, th.menu.cashback],
  [/^\/checkin$/, 'เช็คอินรายวัน'],
  [/^\/member\/coupon$/, th.menu.coupon],
  [/^\/member\/creditfree$/, th.menu.quest],
  [/^\/member\/deposit$/, th.nav.deposit],
  [/^\/member\/payment$/, 'ชำระเงิน'],
  [/^\/member\/promotions$/, 'โปรโมชั่นของฉัน'],
  [/^\/member\/statement$/, th.menu.statement],
  [/^\/member\/wheel$/, th.menu.wheel],
  [/^\/member\/winloss$/, th.menu.winlossRefund],
  [/^\/member\/withdraw$/, th.nav.withdraw],
  [/^\/liff(\/[A-Za-z0-9_-]+)?$/, 'LINE'],
  [/^\/lobby(\/(casino|slot|fishing|sport|freespin))?$/, 'เกม'],
  [/^\/poll(\/\d+)?$/, 'โหวตกิจกรรม'],
];

/** The page title of a planned route, or undefined for a path the site does not know. */
export function plannedTitle(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return PLANNED.find(([pattern]) => pattern.test(path))?.[1];
}
