// What the API tests of the free-spin slot and dragon tiger share: a link to a game from the main
// wallet, the member's seed in play (peeked at on the server's database, as only a test may), and
// the ledger rows of each round: one debit of the stake and at most one credit of the win.
import { expect } from 'vitest';
import type { AnswerOf } from '../../src/contract/endpoint.ts';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as games from '../../src/contract/endpoints/games/games.ts';
import type { RevealedRound } from '../../src/rules/games/replay.ts';
import { serverRows } from '../support/server-database.ts';
import { Member } from './client.ts';
import { sharedServerData } from './lotto-helpers.ts';

export interface GameRef {
  game_id: string;
  provider_id: string;
}

/** A link key for the game, played from the member's main wallet. */
export async function mainWalletLink(member: Member, game: GameRef): Promise<string> {
  const wallets = await member.send(games.wallets, { ...game, sub_provider_id: '' });
  expect(wallets.body.error, wallets.body.message).toBe(0);
  const main = wallets.body.data.find((wallet) => wallet.wallet_type_id === 1)!;
  const answer = await member.send(games.link, { ...game, wallet_id: main.id, is_mobile: true, source: 'r999' });
  expect(answer.body.error, answer.body.message).toBe(0);
  return String(answer.body.data.link).replace('/game/', '');
}

/** The member's seed in play, server seed included (secret from the member until rotated). */
export async function seedInPlay(member: Member): Promise<{ server_seed: string; client_seed: string; nonce: number }> {
  const { phone } = (await member.send(auth.userInfo)).body.data;
  const [seed] = await serverRows<{ server_seed: string; client_seed: string; nonce: number }>(
    sharedServerData(),
    `SELECT s.server_seed, s.client_seed, s.nonce FROM game_seeds s JOIN members m ON m.id = s.member_id
     WHERE m.phone = ? AND s.revealed_at IS NULL ORDER BY s.id DESC`,
    phone,
  );
  expect(seed).toBeDefined();
  return { ...seed!, nonce: Number(seed!.nonce) };
}

/** Every round's ledger rows: exactly one debit (the stake) and at most one credit (the win). */
export async function expectOneDebitAtMostOneCredit(roundIds: number[]): Promise<void> {
  for (const roundId of roundIds) {
    const [round] = await serverRows<{ stake: number; win: number }>(
      sharedServerData(),
      'SELECT stake, win FROM game_rounds WHERE id = ?',
      roundId,
    );
    const moves = await serverRows<{ amount: number; type: string }>(
      sharedServerData(),
      'SELECT amount, type FROM ledger WHERE ref = ? ORDER BY id',
      `game_round:${roundId}`,
    );
    const win = Number(round!.win);
    expect(
      moves.map((move) => ({ type: move.type, amount: Number(move.amount) })),
      `round ${roundId}`,
    ).toEqual([{ type: 'bet', amount: -Number(round!.stake) }, ...(win > 0 ? [{ type: 'payout', amount: win }] : [])]);
  }
}

/** A round listed after its seed was rotated, as the replay takes it: the server seed revealed. */
export function revealed(round: AnswerOf<typeof games.rounds>[number]): RevealedRound {
  expect(round.server_seed, `round ${round.round_id}`).not.toBeNull();
  return { ...round, server_seed: round.server_seed! };
}
