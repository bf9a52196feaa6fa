// Yeekee: members shoot 5-digit numbers while a round is open (and 2 minutes after betting
// closes); the result is the sum of every shot minus the 16th from the newest, last 5 digits ABCDE:
// 3-top CDE, 2-bottom AB (the arithmetic: rules/lotto/yeekee.ts). Every shot is public, newest first,
// with a masked name (rules/masked-name.ts).
import type { Selectable } from 'kysely';
import { maskName } from '../../rules/masked-name.ts';
import { isShotNumber, sumShots, yeekeeOutcome, type YeekeeOutcome } from '../../rules/lotto/yeekee.ts';
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import type { MembersTable } from '../db/tables/members.ts';
import type { YeekeeShotsTable } from '../db/tables/yeekee-shots.ts';
import { fail } from '../errors.ts';
import { tell } from '../live/index.ts';
import { getSetting } from '../settings.ts';
import type { DrawResult } from './bet-types.ts';
import { categoryOf, findRound, roundQueue, type RoundRow } from './rounds.ts';

/** A shot with its shooter's name. */
export type ShotRow = Selectable<YeekeeShotsTable> & Pick<Selectable<MembersTable>, 'full_name'>;

export interface YeekeeArithmetic {
  shot_count: number;
  sum: string;
  sixteenth: { rank: number; number: string; name: string } | null;
  difference: string;
  last_five: string;
}

/** The result from the shots (newest first). Fewer than `minShots`: no result (refund). */
export function yeekeeResult(
  numbersNewestFirst: readonly string[],
  subtractRank: number,
  minShots: number,
): { result: DrawResult | null; outcome: YeekeeOutcome | null; sum: bigint; subtracted: string | null } {
  const sum = sumShots(numbersNewestFirst);
  const subtracted = numbersNewestFirst[subtractRank - 1] ?? null;
  if (numbersNewestFirst.length < minShots || subtracted === null) return { result: null, outcome: null, sum, subtracted };
  const outcome = yeekeeOutcome(sum, BigInt(subtracted));
  return {
    result: { three_top: outcome.threeTop, two_bottom: outcome.twoBottom, three_front: [], three_bottom: [] },
    outcome,
    sum,
    subtracted,
  };
}

/** A round's shots with their shooters' names, newest first (from shot `after` on, when given). */
function shotsNewestFirst(db: Db, roundId: number, after?: number): Promise<ShotRow[]> {
  return db
    .selectFrom('yeekee_shots as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(['s.id', 's.round_id', 's.member_id', 's.number', 's.created_at', 'm.full_name'])
    .where('s.round_id', '=', roundId)
    .$if(after !== undefined, (query) => query.where('s.id', '>', after!))
    .orderBy('s.id', 'desc')
    .execute();
}

/** The round's result and the arithmetic behind it, from its shots. */
export async function computeFromShots(db: Db, roundId: number): Promise<{ result: DrawResult | null; arithmetic: YeekeeArithmetic }> {
  const shots = await shotsNewestFirst(db, roundId);
  const rank = await getSetting(db, 'lotto.yeekee_subtract_rank');
  const { result, outcome, sum, subtracted } = yeekeeResult(
    shots.map((shot) => shot.number),
    rank,
    await getSetting(db, 'lotto.yeekee_min_shots'),
  );
  const sixteenth = subtracted === null ? null : shots[rank - 1]!;
  return {
    result,
    arithmetic: {
      shot_count: shots.length,
      sum: sum.toString(),
      sixteenth: sixteenth ? { rank, number: sixteenth.number, name: maskName(sixteenth.full_name) } : null,
      difference: outcome ? outcome.difference.toString() : '',
      last_five: outcome ? outcome.lastFive : '',
    },
  };
}

async function yeekeeRound(db: Db, roundId: number): Promise<RoundRow> {
  const round = await findRound(db, roundId);
  if ((await categoryOf(db, round.category_id)).kind !== 'yeekee') fail('YEEKEE_NOT_YEEKEE');
  return round;
}

/** Refuses (ROUND_NOT_FOUND, YEEKEE_NOT_YEEKEE) unless `roundId` is a Yeekee round: what a round's stream watches. */
export async function assertYeekeeRound(db: Db, roundId: number): Promise<void> {
  await yeekeeRound(db, roundId);
}

/** The round's newest shot id (0 before the first): where a round's stream starts sending from. */
export async function latestShotId(db: Db, roundId: number): Promise<number> {
  const row = await db
    .selectFrom('yeekee_shots')
    .select('id')
    .where('round_id', '=', roundId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? 0;
}

const lastShot = prepared(2, (db, roundId: number, memberId: number) =>
  db
    .selectFrom('yeekee_shots')
    .select('created_at')
    .where('round_id', '=', roundId)
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(1),
);

const insertShot = prepared(4, (db, roundId: number, memberId: number, number: string, at: number) =>
  db.insertInto('yeekee_shots').values({ round_id: roundId, member_id: memberId, number, created_at: at }).returning('id'),
);

const memberName = prepared(1, (db, memberId: number) => db.selectFrom('members').select('full_name').where('id', '=', memberId));

async function nextShotAt(db: Db, roundId: number, memberId: number, intervalMs?: number): Promise<number | null> {
  const [last] = await lastShot(db, roundId, memberId);
  if (!last) return null;
  const next = last.created_at + (intervalMs ?? (await shotIntervalMs(db)));
  return next > nowMs(db) ? next : null;
}

async function shotIntervalMs(db: Db): Promise<number> {
  return (await getSetting(db, 'lotto.yeekee_shot_interval_seconds')) * 1000;
}

function shotView(shot: ShotRow, rank: number, memberId: number | null, name = maskName(shot.full_name)) {
  return {
    shot_id: shot.id,
    rank,
    number: shot.number,
    name,
    shot_at: new Date(shot.created_at).toISOString(),
    mine: shot.member_id === memberId,
  };
}

/** Views of shots newest first, ranked from 1; each shooter's name is masked once (they shoot many times). */
function shotViews(shots: readonly ShotRow[], memberId: number | null) {
  const names = new Map<number, string>();
  return shots.map((shot, index) => {
    let name = names.get(shot.member_id);
    if (name === undefined) names.set(shot.member_id, (name = maskName(shot.full_name)));
    return shotView(shot, index + 1, memberId, name);
  });
}

export async function shootNumber(db: Db, memberId: number, roundId: number, number: string) {
  if (!isShotNumber(number)) fail('YEEKEE_NUMBER_INVALID');
  return tx(
    db,
    async (trx) => {
      const round = await yeekeeRound(trx, roundId);
      const now = nowMs(trx);
      if (round.state !== 'pending' || now >= round.result_at) fail('YEEKEE_SHOOT_CLOSED');
      if (now < round.open_at) fail('YEEKEE_SHOOT_NOT_OPEN');
      const intervalMs = await shotIntervalMs(trx);
      const next = await nextShotAt(trx, roundId, memberId, intervalMs);
      if (next !== null) fail('YEEKEE_SHOOT_TOO_SOON', { seconds: Math.ceil((next - now) / 1000) });
      const [{ id }] = (await insertShot(trx, roundId, memberId, number, now)) as [{ id: number }];
      const [{ full_name }] = (await memberName(trx, memberId)) as [{ full_name: string }];
      // Rank 1: no shot is newer when the answer is made (SQLite: this transaction holds the write
      // lock; PostgreSQL: a shot committed meanwhile would make one of the two transactions run again).
      const shot: ShotRow = { id, round_id: roundId, member_id: memberId, number, created_at: now, full_name };
      tell(trx, { kind: 'shots', member: memberId, id: roundId });
      return { shot: shotView(shot, 1, memberId), next_shot_at: new Date(now + intervalMs).toISOString() };
    },
    { queue: roundQueue(roundId) },
  );
}

/**
 * A Yeekee round's shots so far and the fewest it needs for a result (fewer and every bill is
 * refunded): the round page says both where the member bets and shoots, from its first paint.
 */
export async function shotTally(db: Db, roundId: number): Promise<{ shot_count: number; min_shots: number }> {
  const { count } = await db
    .selectFrom('yeekee_shots')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();
  return { shot_count: Number(count), min_shots: await getSetting(db, 'lotto.yeekee_min_shots') };
}

/** The round's state around its shots: shooting times, the member's wait, the arithmetic once settled. */
async function listState(db: Db, round: RoundRow, memberId: number | null) {
  const next = memberId === null ? null : await nextShotAt(db, round.id, memberId);
  const stored = round.result ? (JSON.parse(round.result) as { yeekee?: YeekeeArithmetic }) : null;
  return {
    open_at: new Date(round.open_at).toISOString(),
    shoot_until: new Date(round.result_at).toISOString(),
    next_shot_at: next === null ? null : new Date(next).toISOString(),
    yeekee: stored?.yeekee ?? null,
    min_shots: await getSetting(db, 'lotto.yeekee_min_shots'),
    subtract_rank: await getSetting(db, 'lotto.yeekee_subtract_rank'),
    server_time: new Date(nowMs(db)).toISOString(),
  };
}

/** Every shot of a round, newest first, and the arithmetic once the round is settled. */
export async function listShots(db: Db, roundId: number, memberId: number | null) {
  const round = await yeekeeRound(db, roundId);
  const shots = await shotsNewestFirst(db, roundId);
  const { open_at, shoot_until, next_shot_at, yeekee, min_shots, subtract_rank, server_time } = await listState(db, round, memberId);
  return {
    round_id: round.id,
    shots: shotViews(shots, memberId),
    count: shots.length,
    open_at,
    shoot_until,
    next_shot_at,
    yeekee,
    min_shots,
    subtract_rank,
    server_time,
  };
}

/**
 * What a client holding the shots up to `since` (a shot id) needs: only the newer shots, ranked
 * among all (they are the newest, so 1..n), the round's shot count and its shot at the subtracted
 * rank (the client checks that its list, once merged, agrees with both), and the same state as
 * the whole list. A shot id is one past the largest when it is written, so newer means larger.
 */
export async function listShotsSince(db: Db, roundId: number, memberId: number | null, since: number) {
  const round = await yeekeeRound(db, roundId);
  const newer = await shotsNewestFirst(db, roundId, since);
  const { count } = await db
    .selectFrom('yeekee_shots')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();
  const rank = await getSetting(db, 'lotto.yeekee_subtract_rank');
  const sixteenth = await db
    .selectFrom('yeekee_shots')
    .select(['id', 'number'])
    .where('round_id', '=', roundId)
    .orderBy('id', 'desc')
    .limit(1)
    .offset(rank - 1)
    .executeTakeFirst();
  return {
    round_id: round.id,
    since,
    shots: shotViews(newer, memberId),
    count,
    sixteenth: sixteenth ? { shot_id: sixteenth.id, rank, number: sixteenth.number } : null,
    ...(await listState(db, round, memberId)),
  };
}

/** The member's own shots in a round, newest first. */
export async function myShots(db: Db, roundId: number, memberId: number) {
  await yeekeeRound(db, roundId);
  const shots = await shotsNewestFirst(db, roundId);
  return shots.flatMap((shot, index) => (shot.member_id === memberId ? [shotView(shot, index + 1, memberId)] : []));
}
