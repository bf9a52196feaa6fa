// The main navigation: home, the lottery and each game category.
import { th } from '../i18n/th-shell.ts';

export const SITE_NAV: { href: string; label: string }[] = [
  { href: '/', label: th.nav.home },
  { href: '/lotto/lobby', label: th.nav.lotto },
  { href: '/lobby/casino', label: th.nav.casino },
  { href: '/lobby/slot', label: th.nav.slot },
  { href: '/lobby/fishing', label: th.nav.fishing },
  { href: '/lobby/sport', label: th.nav.sport },
  { href: '/lobby/freespin', label: th.nav.freespin },
];
