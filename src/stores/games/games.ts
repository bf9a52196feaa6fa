// Game launch state (SPEC.md sections 3 and 4): the selected game, the wallet chosen for it and the
// link loaded in the launcher. Selecting a game opens the launcher; closing clears all three.
import { atom } from 'nanostores';
import type { SelectedGame } from '../../contract/games/games.ts';
import { wantIsland } from '../../lib/wanted.ts';

export type { SelectedGame };

export const $selectedGame = atom<SelectedGame | null>(null);
export const $gameWalletId = atom<number | null>(null);
export const $gameLink = atom<string | null>(null);

export function selectGame(game: SelectedGame): void {
  $gameLink.set(null);
  $gameWalletId.set(null);
  $selectedGame.set(game);
  wantIsland('launcher'); // the launcher's island waits for the first game (client:wanted)
}

export function closeGame(): void {
  $gameLink.set(null);
  $gameWalletId.set(null);
  $selectedGame.set(null);
}

/** What a game page in the launcher posts to the site after each round (same origin only). */
export const ROUND_PLAYED_MESSAGE = 'r999:round-played';

/** Wallets a game may be played from (SPEC.md section 4): money in them, or the main wallet. */
export function playableWallets<W extends { balance: number; wallet_type_id: number }>(wallets: readonly W[]): W[] {
  return wallets.filter((wallet) => wallet.balance > 0 || wallet.wallet_type_id === 1);
}

/** `is_mobile` of the link calls: extra-small and small screens (under 960 px). */
export const MOBILE_MAX_WIDTH = 959;
