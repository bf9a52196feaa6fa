// The prize wheel: 3 free spins a Bangkok day (a setting), free spins won on the wheel, and spins
// bought with points. The prize is drawn on the server from the member's provably fair seed (the
// games' seed: src/platform/games/seeds.ts) and the weights of the prizes in their order, written
// as a spin row, and paid in the same transaction: free credit to wallet type 3, points to the
// point ledger; a free-spin prize adds spins; "nothing" pays nothing.
import { floatsFrom, roundDigest } from '../../rules/games/fair.ts';
import {
  WHEEL_POINT_TAB,
  type BoardEntry,
  type SpinResult,
  type WheelConfig,
  type WheelPrize,
  type WheelSpin,
} from '../../contract/rewards/wheel.ts';
import { pickPrize } from '../../rules/rewards/wheel-prize.ts';
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { committed, memberSeed, rotateSeed, takeNonce } from '../games/index.ts';
import { credit, memberPoints, movePoints, toBaht, WALLET_TYPE, walletIdOf } from '../money/index.ts';

import { bangkokDayStart } from '../../rules/bangkok-calendar.ts';
import { maskName } from '../../rules/masked-name.ts';
import { getSetting } from '../settings.ts';
import { boughtSpins } from '../rewards/index.ts';

const LIST_SIZE = 20;

type PrizeRow = Awaited<ReturnType<typeof prizeRows>>[number];

function prizeRows(db: Db) {
  return db
    .selectFrom('wheel_prizes')
    .select(['id', 'label', 'kind', 'amount', 'weight', 'color'])
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

const prizeView = (row: PrizeRow): WheelPrize => ({
  ...row,
  kind: row.kind,
  amount: row.kind === 'credit' ? toBaht(row.amount) : row.amount,
});

/** Free spins left: today's daily ones not used, and those won (or bought) and not used. */
async function freeSpins(db: Db, memberId: number): Promise<{ daily: number; won: number }> {
  const rows = await db
    .selectFrom('wheel_spins')
    .select(['paid_with', 'prize_kind', 'prize_amount', 'created_at'])
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('paid_with', 'in', ['daily', 'won']), eb('prize_kind', '=', 'free_spins')]))
    .execute();
  const today = bangkokDayStart(nowMs(db));
  const dailyUsed = rows.filter((row) => row.paid_with === 'daily' && row.created_at >= today).length;
  // Spins a prize gave and spins bought in the point shop are used the same way.
  const won =
    rows.filter((row) => row.prize_kind === 'free_spins').reduce((sum, row) => sum + Number(row.prize_amount), 0) +
    (await boughtSpins(db, memberId));
  const wonUsed = rows.filter((row) => row.paid_with === 'won').length;
  return { daily: Math.max(0, (await getSetting(db, 'wheel.daily_free_spins')) - dailyUsed), won: Math.max(0, won - wonUsed) };
}

export async function wheelConfig(db: Db, memberId: number): Promise<WheelConfig> {
  const spins = await freeSpins(db, memberId);
  return {
    setting: {
      spin_cost_points: await getSetting(db, 'wheel.spin_cost_points'),
      daily_free_spins: await getSetting(db, 'wheel.daily_free_spins'),
    },
    prizes: (await prizeRows(db)).map(prizeView),
    free_spins: spins.daily + spins.won,
    points: await memberPoints(db, memberId),
    seed: committed(await memberSeed(db, memberId)),
  };
}

type SpinRow = Awaited<ReturnType<ReturnType<typeof spinRows>['executeTakeFirstOrThrow']>>;

function spinRows(db: Db) {
  return db
    .selectFrom('wheel_spins as s')
    .innerJoin('game_seeds as g', 'g.id', 's.seed_id')
    .innerJoin('wheel_prizes as p', 'p.id', 's.prize_id')
    .select([
      's.id',
      's.paid_with',
      's.nonce',
      's.prize_ids',
      's.weights',
      's.created_at',
      'g.server_seed',
      'g.server_seed_hash',
      'g.client_seed',
      'g.revealed_at',
      'p.id as prize_id',
      'p.label',
      'p.kind',
      'p.amount',
      'p.weight',
      'p.color',
    ]);
}

function spinView(row: SpinRow): WheelSpin {
  const prizeIds = JSON.parse(row.prize_ids) as number[];
  return {
    id: row.id,
    paid_with: row.paid_with === 'points' ? 'points' : 'free',
    prize: prizeView({ id: row.prize_id, label: row.label, kind: row.kind, amount: row.amount, weight: row.weight, color: row.color }),
    prize_index: prizeIds.indexOf(row.prize_id),
    server_seed_hash: row.server_seed_hash,
    client_seed: row.client_seed,
    nonce: Number(row.nonce),
    // Never the seed in play: only once it has been rotated away.
    server_seed: row.revealed_at === null ? null : row.server_seed,
    weights: JSON.parse(row.weights) as number[],
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * One spin, paid with a free spin (today's first, then won ones) or with points: refused with 2641
 * when no free spin is left, 2101 when the points do not cover it. One spin of a member at a time.
 */
export function spinWheel(db: Db, memberId: number, paidWith: 'free' | 'points'): Promise<SpinResult> {
  return tx(
    db,
    async (trx) => {
      const prizes = await prizeRows(trx);
      if (!prizes.length) fail('WHEEL_CLOSED');
      let source: 'daily' | 'won' | 'points' = 'points';
      let cost = 0;
      if (paidWith === 'free') {
        const spins = await freeSpins(trx, memberId);
        if (spins.daily > 0) source = 'daily';
        else if (spins.won > 0) source = 'won';
        else fail('WHEEL_NO_FREE_SPINS');
      } else cost = await getSetting(trx, 'wheel.spin_cost_points');

      const seed = await memberSeed(trx, memberId);
      const nonce = await takeNonce(trx, seed);
      const [float] = floatsFrom(await roundDigest(seed.server_seed, seed.client_seed, nonce));
      const weights = prizes.map((prize) => prize.weight);
      const prize = prizes[pickPrize(weights, float!)]!;
      const { id } = await trx
        .insertInto('wheel_spins')
        .values({
          member_id: memberId,
          seed_id: seed.id,
          nonce,
          paid_with: source,
          cost_points: cost,
          prize_id: prize.id,
          prize_kind: prize.kind,
          prize_amount: prize.amount,
          prize_ids: JSON.stringify(prizes.map((each) => each.id)),
          weights: JSON.stringify(weights),
          created_at: nowMs(trx),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const ref = `wheel_spin:${id}`;
      if (cost > 0) await movePoints(trx, memberId, -cost, 'wheel_spin', ref, `${ref}:cost`);
      if (prize.kind === 'credit') await credit(trx, await walletIdOf(trx, memberId, WALLET_TYPE.FREE), prize.amount, 'reward', ref, ref);
      if (prize.kind === 'points') await movePoints(trx, memberId, prize.amount, 'wheel_prize', ref, ref);

      const spins = await freeSpins(trx, memberId);
      return {
        spin: spinView(await spinRows(trx).where('s.id', '=', id).executeTakeFirstOrThrow()),
        free_spins: spins.daily + spins.won,
        points: await memberPoints(trx, memberId),
        tab: paidWith === 'points' ? WHEEL_POINT_TAB : 1,
        seed: committed(await memberSeed(trx, memberId)),
      };
    },
    { queue: `wheel:member:${memberId}` },
  );
}

/** The member's latest spins, newest first, each with its seed once revealed (the verify list). */
export async function memberSpins(db: Db, memberId: number): Promise<WheelSpin[]> {
  const rows = await spinRows(db).where('s.member_id', '=', memberId).orderBy('s.id', 'desc').limit(LIST_SIZE).execute();
  return rows.map(spinView);
}

/** The latest prizes won by anyone (not "nothing"), names masked. */
export async function wheelBoard(db: Db): Promise<BoardEntry[]> {
  const rows = await db
    .selectFrom('wheel_spins as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .innerJoin('wheel_prizes as p', 'p.id', 's.prize_id')
    .select(['m.full_name', 'p.label', 's.created_at'])
    .where('s.prize_kind', '!=', 'nothing')
    .orderBy('s.id', 'desc')
    .limit(LIST_SIZE)
    .execute();
  return rows.map((row) => ({ name: maskName(row.full_name), prize: row.label, created_at: new Date(row.created_at).toISOString() }));
}

/** Reveals the member's seed in play (its spins and game rounds can be checked) and commits to a new one. */
export function rotateWheelSeed(db: Db, memberId: number, clientSeed?: string) {
  return tx(db, async (trx) => {
    const { revealed, next } = await rotateSeed(trx, await memberSeed(trx, memberId), memberId, clientSeed);
    const { server_seed, server_seed_hash, client_seed, nonce } = revealed;
    return { revealed: { server_seed, server_seed_hash, client_seed, nonce }, seed: committed(next) };
  });
}
