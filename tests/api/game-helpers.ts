// What the game engines' API tests share: a member's link to a game from their main wallet, and
// the ledger rows each of their rounds wrote (one debit of the stake, at most one credit of the win).
import { expect } from 'vitest';
import * as games from '../../src/contract/endpoints/games/games.ts';
import type { Member } from './client.ts';
import { peek } from './lotto-helpers.ts';

export interface GameRef {
  game_id: string;
  provider_id: string;
}

/** Opens `game` for the member's main wallet; answers the link's key. */
export async function gameLinkKey(member: Member, game: GameRef): Promise<string> {
  const wallets = await member.send(games.wallets, { ...game, sub_provider_id: '' });
  expect(wallets.body.error, wallets.body.message).toBe(0);
  const main = wallets.body.data.find((wallet) => wallet.wallet_type_id === 1)!;
  const answer = await member.send(games.link, { ...game, wallet_id: main.id, is_mobile: true, source: 'r999' });
  expect(answer.body.error, answer.body.message).toBe(0);
  return String(answer.body.data.link).replace('/game/', '');
}

/** Each round's ledger rows (satang): exactly one bet of −stake and, when it won, one payout of +win. */
export async function expectOneDebitAtMostOneCredit(roundIds: number[]): Promise<void> {
  expect(roundIds.length).toBeGreaterThan(0);
  for (const id of roundIds) {
    // PostgreSQL answers its bigints as text.
    const [round] = await peek<{ stake: number | string; win: number | string }>('SELECT stake, win FROM game_rounds WHERE id = ?', id);
    const [stake, win] = [Number(round!.stake), Number(round!.win)];
    const rows = await peek<{ type: string; amount: number | string }>(
      'SELECT type, amount FROM ledger WHERE ref = ? ORDER BY id',
      `game_round:${id}`,
    );
    const expected = [{ type: 'bet', amount: -stake }, ...(win > 0 ? [{ type: 'payout', amount: win }] : [])];
    expect(rows.map((row) => ({ type: row.type, amount: Number(row.amount) }))).toEqual(expected);
  }
}
