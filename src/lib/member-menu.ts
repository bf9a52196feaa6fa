// The member menu of SPEC.md section 2, in its order.
import { th } from '../i18n/th-shell.ts';

export const MEMBER_MENU: { href: string; label: string }[] = [
  { href: '/member/profile', label: th.menu.profile },
  { href: '/affiliate', label: th.menu.affiliate },
  { href: '/member/creditfree', label: th.menu.quest },
  { href: '/member/wheel', label: th.menu.wheel },
  { href: '/redeem', label: th.menu.pointShop },
  { href: '/cashback', label: th.menu.cashback },
  { href: '/member/winloss', label: th.menu.winlossRefund },
  { href: '/promotions', label: th.menu.promotions },
  { href: '/member/coupon', label: th.menu.coupon },
  { href: '/member/statement', label: th.menu.statement },
  { href: '/sooth', label: th.menu.sooth },
];
