// Playing a round on a link: the outcome is read from the seed's next nonce (games-fair.ts), then,
// in one transaction, the stake leaves the wallet, the round is written and the win comes back
// (ledger rows `bet` and `payout`, ref game_round:<id>). A demo link moves its own chips instead.
// One member's rounds take turns (they share a seed's nonces), so parallel spins queue rather
// than fail on PostgreSQL.
import { FLOATS_PER_DIGEST, roundFloats } from '../../rules/games/fair.ts';
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { credit, debit, toBaht, walletBalance } from '../money/index.ts';

import { assertStakeAllowed } from '../responsible/index.ts';
import type { OpenLink } from './links.ts';
import { committed, memberSeed, rotateSeed, seedById, takeNonce, type Seed } from './seeds.ts';

/** What a round's floats decide: the win in satang (stake included) and what the round showed. */
export interface Settled<Outcome> {
  win: number;
  outcome: Outcome;
}

/** Transactions of one player's seed run one after another (db/database.ts queues). */
const seedQueue = (link: OpenLink) => (link.memberId === null ? `game-link:${link.id}` : `game-member:${link.memberId}`);

async function demoSeedId(db: Db, link: OpenLink): Promise<number> {
  const row = await db.selectFrom('game_links').select('demo_seed_id').where('id', '=', link.id).executeTakeFirstOrThrow();
  return row.demo_seed_id!;
}

/** The seed this link plays on now. Call inside tx. */
export async function seedOf(db: Db, link: OpenLink): Promise<Seed> {
  return link.memberId === null ? seedById(db, await demoSeedId(db, link)) : memberSeed(db, link.memberId);
}

async function demoChips(db: Db, link: OpenLink): Promise<number> {
  const row = await db.selectFrom('game_links').select('demo_chips').where('id', '=', link.id).executeTakeFirstOrThrow();
  return row.demo_chips ?? 0;
}

/** What the link plays with now, in satang: the wallet's balance or the demo chips. */
export async function balanceOf(db: Db, link: OpenLink): Promise<number> {
  return link.walletId === null ? demoChips(db, link) : walletBalance(db, link.walletId);
}

/** Plays one round; `floats` is how many the engine may read (more than one digest's for a free-spin feature). */
export function playRound<Outcome>(
  db: Db,
  link: OpenLink,
  stake: number,
  settle: (floats: number[]) => Settled<Outcome>,
  floats = FLOATS_PER_DIGEST,
) {
  return tx(
    db,
    async (trx) => {
      const seed = await seedOf(trx, link);
      const nonce = await takeNonce(trx, seed);
      const { win, outcome } = settle(await roundFloats(seed.server_seed, seed.client_seed, nonce, floats));
      let roundId: number | null = null;
      if (link.memberId === null || link.walletId === null) {
        const chips = await demoChips(trx, link);
        if (chips < stake) fail('GAME_CHIPS_SHORT');
        await trx
          .updateTable('game_links')
          .set({ demo_chips: chips - stake + win })
          .where('id', '=', link.id)
          .execute();
      } else {
        // A break or the daily loss limit (responsible play), read in this transaction.
        await assertStakeAllowed(trx, link.memberId, stake);
        ({ id: roundId } = await trx
          .insertInto('game_rounds')
          .values({
            member_id: link.memberId,
            wallet_id: link.walletId,
            game_id: link.gameId,
            provider_code: link.providerCode,
            seed_id: seed.id,
            nonce,
            stake,
            win,
            outcome: JSON.stringify(outcome),
            created_at: nowMs(trx),
          })
          .returning('id')
          .executeTakeFirstOrThrow());
        // Throws INSUFFICIENT_BALANCE: the round and its nonce roll back with it.
        await debit(trx, link.walletId, stake, 'bet', `game_round:${roundId}`);
        if (win > 0) await credit(trx, link.walletId, win, 'payout', `game_round:${roundId}`);
      }
      return {
        round_id: roundId,
        nonce,
        stake: toBaht(stake),
        win: toBaht(win),
        balance: toBaht(await balanceOf(trx, link)),
        outcome,
        seed: committed({ ...seed, nonce: nonce + 1 }),
      };
    },
    { queue: seedQueue(link) },
  );
}

/** Reveals the link's seed in play and commits to the next one (a demo link's own seed likewise). */
export function rotateLinkSeed(db: Db, link: OpenLink, clientSeed?: string) {
  return tx(
    db,
    async (trx) => {
      const { revealed, next } = await rotateSeed(trx, await seedOf(trx, link), link.memberId, clientSeed);
      if (link.memberId === null) await trx.updateTable('game_links').set({ demo_seed_id: next.id }).where('id', '=', link.id).execute();
      return {
        revealed: { server_seed: revealed.server_seed, ...committed(revealed) },
        seed: committed(next),
      };
    },
    { queue: seedQueue(link) },
  );
}
