// Yeekee: members shoot 5-digit numbers while a round is open (and 2 minutes after betting
// closes); the result is the sum of every shot minus the 16th from the newest, last 5 digits ABCDE:
// 3-top CDE, 2-bottom AB. Every shot is public, newest first, with a masked name.
import type { DatabaseSync } from 'node:sqlite';
import { nowMs } from '../db/clock.ts';
import { all, one, run, tx } from '../db/database.ts';
import { fail } from '../errors.ts';
import { getSetting } from '../settings.ts';
import type { DrawResult } from './bet-types.ts';
import { categoryOf, findRound, type RoundRow } from './rounds.ts';

export interface ShotRow {
  id: number;
  round_id: number;
  member_id: number;
  number: string;
  created_at: number;
  full_name: string;
}

export interface YeekeeArithmetic {
  shot_count: number;
  sum: string;
  sixteenth: { rank: number; number: string; name: string } | null;
  difference: string;
  last_five: string;
}

/** ab***yz: enough to recognise one's own shot, not enough to identify a member. */
export function maskName(fullName: string): string {
  const letters = [...fullName.replace(/\s+/g, '')];
  if (letters.length <= 4) return `${letters[0] ?? ''}***`;
  return `${letters.slice(0, 2).join('')}***${letters.slice(-2).join('')}`;
}

/**
 * The result from the shots (newest first). Fewer than `minShots`: no result (refund).
 * Sums use BigInt: the arithmetic must be exact however many shots there are.
 */
export function yeekeeResult(
  numbersNewestFirst: readonly string[],
  subtractRank: number,
  minShots: number,
): { result: DrawResult | null; sum: bigint; subtracted: string | null } {
  const sum = numbersNewestFirst.reduce((total, number) => total + BigInt(number), 0n);
  const subtracted = numbersNewestFirst[subtractRank - 1] ?? null;
  if (numbersNewestFirst.length < minShots || subtracted === null) return { result: null, sum, subtracted };
  const lastFive = String((sum - BigInt(subtracted)) % 100_000n).padStart(5, '0');
  return {
    result: { three_top: lastFive.slice(2), two_bottom: lastFive.slice(0, 2), three_front: [], three_bottom: [] },
    sum,
    subtracted,
  };
}

function shotsNewestFirst(db: DatabaseSync, roundId: number): ShotRow[] {
  return all<ShotRow>(
    db,
    `SELECT s.*, m.full_name FROM yeekee_shots s JOIN members m ON m.id = s.member_id
     WHERE s.round_id = ? ORDER BY s.id DESC`,
    roundId,
  );
}

/** The round's result and the arithmetic behind it, from its shots. */
export function computeFromShots(db: DatabaseSync, roundId: number): { result: DrawResult | null; arithmetic: YeekeeArithmetic } {
  const shots = shotsNewestFirst(db, roundId);
  const rank = getSetting(db, 'lotto.yeekee_subtract_rank');
  const { result, sum, subtracted } = yeekeeResult(
    shots.map((shot) => shot.number),
    rank,
    getSetting(db, 'lotto.yeekee_min_shots'),
  );
  const sixteenth = subtracted === null ? null : shots[rank - 1]!;
  return {
    result,
    arithmetic: {
      shot_count: shots.length,
      sum: sum.toString(),
      sixteenth: sixteenth ? { rank, number: sixteenth.number, name: maskName(sixteenth.full_name) } : null,
      difference: result && subtracted !== null ? (sum - BigInt(subtracted)).toString() : '',
      last_five: result ? `${result.two_bottom}${result.three_top}` : '',
    },
  };
}

function yeekeeRound(db: DatabaseSync, roundId: number): RoundRow {
  const round = findRound(db, roundId);
  if (categoryOf(db, round.category_id).kind !== 'yeekee') fail('YEEKEE_NOT_YEEKEE');
  return round;
}

function nextShotAt(db: DatabaseSync, roundId: number, memberId: number, intervalMs = shotIntervalMs(db)): number | null {
  const last = one<{ created_at: number }>(
    db,
    'SELECT created_at FROM yeekee_shots WHERE round_id = ? AND member_id = ? ORDER BY id DESC LIMIT 1',
    roundId,
    memberId,
  );
  if (!last) return null;
  const next = last.created_at + intervalMs;
  return next > nowMs(db) ? next : null;
}

function shotIntervalMs(db: DatabaseSync): number {
  return getSetting(db, 'lotto.yeekee_shot_interval_seconds') * 1000;
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

export function shootNumber(db: DatabaseSync, memberId: number, roundId: number, number: string) {
  if (!/^\d{5}$/.test(number)) fail('YEEKEE_NUMBER_INVALID');
  return tx(db, () => {
    const round = yeekeeRound(db, roundId);
    const now = nowMs(db);
    if (round.state !== 'pending' || now >= round.result_at) fail('YEEKEE_SHOOT_CLOSED');
    if (now < round.open_at) fail('YEEKEE_SHOOT_NOT_OPEN');
    const intervalMs = shotIntervalMs(db);
    const next = nextShotAt(db, roundId, memberId, intervalMs);
    if (next !== null) fail('YEEKEE_SHOOT_TOO_SOON', { seconds: Math.ceil((next - now) / 1000) });
    const { lastId } = run(
      db,
      'INSERT INTO yeekee_shots (round_id, member_id, number, created_at) VALUES (?, ?, ?, ?)',
      roundId,
      memberId,
      number,
      now,
    );
    const { full_name } = one<{ full_name: string }>(db, 'SELECT full_name FROM members WHERE id = ?', memberId)!;
    // Rank 1: this transaction holds the write lock and a new row id is one past the largest, so
    // no shot is newer.
    const shot: ShotRow = { id: lastId, round_id: roundId, member_id: memberId, number, created_at: now, full_name };
    return { shot: shotView(shot, 1, memberId), next_shot_at: new Date(now + intervalMs).toISOString() };
  });
}

/** The round's state around its shots: shooting times, the member's wait, the arithmetic once settled. */
function listState(db: DatabaseSync, round: RoundRow, memberId: number | null) {
  const next = memberId === null ? null : nextShotAt(db, round.id, memberId);
  const stored = round.result ? (JSON.parse(round.result) as { yeekee?: YeekeeArithmetic }) : null;
  return {
    open_at: new Date(round.open_at).toISOString(),
    shoot_until: new Date(round.result_at).toISOString(),
    next_shot_at: next === null ? null : new Date(next).toISOString(),
    yeekee: stored?.yeekee ?? null,
    min_shots: getSetting(db, 'lotto.yeekee_min_shots'),
    subtract_rank: getSetting(db, 'lotto.yeekee_subtract_rank'),
    server_time: new Date(nowMs(db)).toISOString(),
  };
}

/** Every shot of a round, newest first, and the arithmetic once the round is settled. */
export function listShots(db: DatabaseSync, roundId: number, memberId: number | null) {
  const round = yeekeeRound(db, roundId);
  const shots = shotsNewestFirst(db, roundId);
  const { open_at, shoot_until, next_shot_at, yeekee, min_shots, subtract_rank, server_time } = listState(db, round, memberId);
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
export function listShotsSince(db: DatabaseSync, roundId: number, memberId: number | null, since: number) {
  const round = yeekeeRound(db, roundId);
  const newer = all<ShotRow>(
    db,
    `SELECT s.*, m.full_name FROM yeekee_shots s JOIN members m ON m.id = s.member_id
     WHERE s.round_id = ? AND s.id > ? ORDER BY s.id DESC`,
    roundId,
    since,
  );
  const count = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM yeekee_shots WHERE round_id = ?', roundId)!.n;
  const rank = getSetting(db, 'lotto.yeekee_subtract_rank');
  const sixteenth = one<{ id: number; number: string }>(
    db,
    'SELECT id, number FROM yeekee_shots WHERE round_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?',
    roundId,
    rank - 1,
  );
  return {
    round_id: round.id,
    since,
    shots: shotViews(newer, memberId),
    count,
    sixteenth: sixteenth ? { shot_id: sixteenth.id, rank, number: sixteenth.number } : null,
    ...listState(db, round, memberId),
  };
}

/** The member's own shots in a round, newest first. */
export function myShots(db: DatabaseSync, roundId: number, memberId: number) {
  yeekeeRound(db, roundId);
  const shots = shotsNewestFirst(db, roundId);
  return shots.flatMap((shot, index) => (shot.member_id === memberId ? [shotView(shot, index + 1, memberId)] : []));
}
