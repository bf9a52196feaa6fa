// Session state (SPEC.md section 3): the member's wallets, kept in sessionStorage.
import { computed } from 'nanostores';
import { getWallets } from '../api/member.ts';
import type { Wallet } from '../api/schemas.ts';
import { sessionAtom } from '../lib/session-atom.ts';
import { $authUser, $isLoggedIn } from './user.ts';
import { loadPoints } from './quest.ts';

export const $wallets = sessionAtom<Wallet[]>('r999:wallets', []);

/** Sum of all wallet balances in baht, rounded to satang. */
export const $walletTotal = computed($wallets, (wallets) => Math.round(wallets.reduce((sum, w) => sum + w.balance * 100, 0)) / 100);

/** Reloads the wallets; only when logged in (a visitor has none). */
export async function loadWallets(): Promise<void> {
  if (!$isLoggedIn.get()) return;
  $wallets.set(await getWallets());
}

/** The header's refresh: wallets and quest points together. */
export async function refreshWallets(): Promise<void> {
  if (!$isLoggedIn.get()) return;
  await Promise.all([loadWallets(), loadPoints()]);
}

// Wallets belong to one member: none for a visitor (even if sessionStorage kept some from an
// earlier login in this tab), and a new login starts empty until its own wallets load.
if (!$isLoggedIn.get()) $wallets.set([]);
$isLoggedIn.listen((loggedIn) => {
  if (!loggedIn) $wallets.set([]);
});
$authUser.listen(() => $wallets.set([]));
