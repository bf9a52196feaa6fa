// Session state (SPEC.md section 3): the member's wallets, kept in sessionStorage. The page starts
// from the wallets the server rendered it with; the member calls load with the first refresh.
import { computed } from 'nanostores';
import type { Wallet } from '../../contract/account/member.ts';
import { sessionAtom } from '../session-atom.ts';
import { $authUser, $isLoggedIn } from './user.ts';
import { loadPoints } from '../rewards/quest.ts';

export const $wallets = sessionAtom<Wallet[]>('r999:wallets', []);

/** Sum of all wallet balances in baht, rounded to satang. */
export function walletTotal(wallets: Wallet[]): number {
  return Math.round(wallets.reduce((sum, w) => sum + w.balance * 100, 0)) / 100;
}
export const $walletTotal = computed($wallets, walletTotal);

/** Reloads the wallets; only when logged in (a visitor has none). */
export async function loadWallets(): Promise<void> {
  if (!$isLoggedIn.get()) return;
  const { getWallets } = await import('../../api/account/member.ts');
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
