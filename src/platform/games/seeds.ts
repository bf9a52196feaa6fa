// Provably fair seeds (src/rules/games/fair.ts): a member plays every game on one server seed at
// a time, committed to by its SHA-256 before the first round, with a client seed of their own and a
// nonce counting the rounds. Rotating reveals the old seed (its rounds can then be recomputed by
// anyone) and commits to a new one. A demo link has a seed of its own, with no member.
import type { Selectable } from 'kysely';
import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../rules/games/fair.ts';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import type { GameSeedsTable } from '../db/tables/game-seeds.ts';

export type Seed = Pick<Selectable<GameSeedsTable>, 'id' | 'server_seed' | 'server_seed_hash' | 'client_seed' | 'nonce'>;

const newServerSeed = () => randomBytes(32).toString('hex');
const newClientSeed = () => randomBytes(8).toString('hex');

/** Writes a fresh seed (unrevealed, nonce 0). */
export async function createSeed(db: Db, memberId: number | null, clientSeed = newClientSeed()): Promise<Seed> {
  const server_seed = newServerSeed();
  const seed = { server_seed, server_seed_hash: await sha256Hex(server_seed), client_seed: clientSeed, nonce: 0 };
  const { id } = await db
    .insertInto('game_seeds')
    .values({ member_id: memberId, ...seed, created_at: nowMs(db) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, ...seed };
}

const seedColumns = ['id', 'server_seed', 'server_seed_hash', 'client_seed', 'nonce'] as const;

/** The member's seed in play, made on first need. Call inside tx. */
export async function memberSeed(db: Db, memberId: number): Promise<Seed> {
  const seed = await db
    .selectFrom('game_seeds')
    .select(seedColumns)
    .where('member_id', '=', memberId)
    .where('revealed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return seed ?? createSeed(db, memberId);
}

export async function seedById(db: Db, seedId: number): Promise<Seed> {
  return db.selectFrom('game_seeds').select(seedColumns).where('id', '=', seedId).executeTakeFirstOrThrow();
}

/** Takes the seed's next nonce for a round (the first round is nonce 0). Call inside tx. */
export async function takeNonce(db: Db, seed: Seed): Promise<number> {
  await db
    .updateTable('game_seeds')
    .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
    .where('id', '=', seed.id)
    .execute();
  return seed.nonce;
}

/** Reveals `seed` and commits to a new one for the same owner (the client seed kept unless given). Call inside tx. */
export async function rotateSeed(db: Db, seed: Seed, memberId: number | null, clientSeed?: string) {
  await db
    .updateTable('game_seeds')
    .set({ revealed_at: nowMs(db) })
    .where('id', '=', seed.id)
    .execute();
  const next = await createSeed(db, memberId, clientSeed ?? seed.client_seed);
  return { revealed: seed, next };
}

/** What a player sees of a seed in play: never the server seed itself. */
export const committed = (seed: Seed) => ({ server_seed_hash: seed.server_seed_hash, client_seed: seed.client_seed, nonce: seed.nonce });
