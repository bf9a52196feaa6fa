// Rounds: made ahead from each category's schedule (with their committed draws), and how a round
// looks on the wire. A round's status follows from the clock and its state.
import type { DatabaseSync } from 'node:sqlite';
import { nowMs } from '../db/clock.ts';
import { all, one, run, tx } from '../db/database.ts';
import { fail } from '../errors.ts';
import { commitDraw, simulateDraw, type CategoryKind, type DrawSource, type SimulatedDraw } from './draws.ts';
import { addDays, bangkokDay, occurrences, scheduleSchema, type Occurrence, type Schedule } from './schedule.ts';

export interface Category {
  id: number;
  code: string;
  name: string;
  kind: CategoryKind;
  /** Where the numbers of rounds made from now on come from. */
  draw_source: DrawSource;
  sort: number;
  schedule: string;
  schedule_text: string;
  rule_text: string;
}

export interface RoundRow {
  id: number;
  category_id: number;
  draw_date: string;
  seq: number;
  name: string;
  open_at: number;
  close_at: number;
  result_at: number;
  state: 'pending' | 'settled' | 'refunded';
  draw: string | null;
  commit_text: string | null;
  commit_hash: string | null;
  result: string | null;
  result_source: 'draw' | 'operator' | 'shots' | 'refund' | null;
  settled_at: number | null;
}

export type RoundStatus = 'upcoming' | 'open' | 'closed' | 'settled' | 'refunded';

/** What a round's view reads of its category. */
export type CategoryName = Pick<Category, 'id' | 'code' | 'name' | 'kind'>;
/** What a round's view reads of its row (not the draw, commitment or result texts). */
export type RoundViewRow = Pick<RoundRow, 'id' | 'category_id' | 'name' | 'draw_date' | 'open_at' | 'close_at' | 'result_at' | 'state'>;
/** The columns of a RoundViewRow, for queries that only show rounds. */
export const ROUND_VIEW_COLUMNS = 'id, category_id, name, draw_date, open_at, close_at, result_at, state';

export function listCategories(db: DatabaseSync): Category[] {
  return all<Category>(db, 'SELECT * FROM lotto_categories WHERE active = 1 ORDER BY sort, id');
}

/** The category with this code, or (no code) every category, for the operator's commands. */
export function categoriesByCode(db: DatabaseSync, code: string | undefined): Category[] {
  return all<Category>(db, 'SELECT * FROM lotto_categories WHERE ? IS NULL OR code = ? ORDER BY sort', code ?? null, code ?? null);
}

export function categoryOf(db: DatabaseSync, categoryId: number): Category {
  return one<Category>(db, 'SELECT * FROM lotto_categories WHERE id = ?', categoryId) ?? fail('LOTTO_CATEGORY_NOT_FOUND');
}

export function findRound(db: DatabaseSync, roundId: number): RoundRow {
  return one<RoundRow>(db, 'SELECT * FROM lotto_rounds WHERE id = ?', roundId) ?? fail('LOTTO_ROUND_NOT_FOUND');
}

export function roundStatus(round: Pick<RoundRow, 'state' | 'open_at' | 'close_at'>, now: number): RoundStatus {
  if (round.state !== 'pending') return round.state;
  if (now < round.open_at) return 'upcoming';
  return now < round.close_at ? 'open' : 'closed';
}

const thaiShortDate = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

function roundName(category: Category, drawDate: string, seq: number): string {
  if (category.kind === 'yeekee') return `${category.name} รอบที่ ${seq}`;
  return `${category.name} ${thaiShortDate.format(new Date(`${drawDate}T00:00:00Z`))}`;
}

// How far back rounds are computed: far enough that the first round made has its previous draw in
// the window (its open time chains to that draw's result). Ahead: every round that may be open
// already, and the next one.
const LOOK_BACK_DAYS = 25;
function lookAheadDays(schedule: Schedule): number {
  return schedule.type === 'daily' ? Math.ceil(schedule.open_days_before) + 1 : 1;
}

const madeForHour = new WeakMap<DatabaseSync, string>();

/**
 * Makes the rounds the schedules call for that are not made yet (once an hour is enough; a new
 * database or a restart makes them at once). Rounds whose result time has passed before they
 * were made are skipped: nobody could have bet on them.
 */
export function ensureRounds(db: DatabaseSync): void {
  const now = nowMs(db);
  const hour = new Date(now).toISOString().slice(0, 13);
  if (madeForHour.get(db) === hour) return;
  tx(db, () => {
    const today = bangkokDay(now);
    for (const category of listCategories(db)) makeRounds(db, category, today, now);
  });
  madeForHour.set(db, hour);
}

function makeRounds(db: DatabaseSync, category: Category, today: string, now: number): void {
  const schedule: Schedule = scheduleSchema.parse(JSON.parse(category.schedule));
  const ahead = lookAheadDays(schedule);
  const drawDates = new Set(
    all<{ draw_date: string }>(db, 'SELECT draw_date FROM lotto_draw_dates WHERE category_id = ?', category.id).map((row) => row.draw_date),
  );
  // A new site starts with a week of past simulated results to read. Not for Yeekee (its results
  // come from members' shots, and there were none) nor for an outside draw (no made-up results).
  const simulated = category.kind !== 'yeekee' && category.draw_source === 'committed';
  const backfill = simulated && !one(db, 'SELECT 1 FROM lotto_rounds WHERE category_id = ?', category.id);
  const historyFrom = now - HISTORY_DAYS * 86_400_000;
  for (const occurrence of occurrences(schedule, addDays(today, -LOOK_BACK_DAYS), addDays(today, ahead), drawDates)) {
    const past = occurrence.result_at <= now;
    if (past && !(backfill && occurrence.close_at >= historyFrom)) continue;
    const name = roundName(category, occurrence.draw_date, occurrence.seq);
    // Yeekee and outside draws have no draw of their own: the round waits for shots or the operator.
    const draw = category.kind !== 'yeekee' && simulated ? simulateDraw(category.kind) : null;
    insertRound(db, category.id, occurrence, name, draw, past);
  }
}

const HISTORY_DAYS = 7;

/**
 * A round with its draw committed (hash now, text revealed with the result), or, for a past draw
 * made when the site starts, settled at once with no commitment (it was never open).
 */
function insertRound(
  db: DatabaseSync,
  categoryId: number,
  occurrence: Occurrence,
  name: string,
  draw: SimulatedDraw | null,
  past: boolean,
): void {
  const commit = draw && !past ? commitDraw(draw) : null;
  const drawText = draw ? JSON.stringify(draw) : null;
  run(
    db,
    `INSERT OR IGNORE INTO lotto_rounds
       (category_id, draw_date, seq, name, open_at, close_at, result_at, draw, commit_text, commit_hash,
        state, result, result_source, settled_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    categoryId,
    occurrence.draw_date,
    occurrence.seq,
    name,
    occurrence.open_at,
    occurrence.close_at,
    occurrence.result_at,
    drawText,
    commit?.text ?? null,
    commit?.hash ?? null,
    past ? 'settled' : 'pending',
    past ? drawText : null,
    past ? 'draw' : null,
    past ? occurrence.result_at : null,
  );
}

/** What names a round on the wire, in rounds and results alike. */
export function roundIdentity(round: Pick<RoundRow, 'id' | 'name' | 'draw_date'>, category: CategoryName) {
  return {
    round_id: round.id,
    category_id: category.id,
    category_code: category.code,
    category_name: category.name,
    name: round.name,
    draw_date: round.draw_date,
  };
}

export interface RoundView {
  round_id: number;
  category_id: number;
  category_code: string;
  category_name: string;
  name: string;
  draw_date: string;
  open_at: string;
  close_at: string;
  result_at: string;
  shoot_until: string | null;
  status: RoundStatus;
  is_yeekee: boolean;
}

export function roundView(round: RoundViewRow, category: CategoryName, now: number): RoundView {
  const isYeekee = category.kind === 'yeekee';
  return {
    ...roundIdentity(round, category),
    open_at: new Date(round.open_at).toISOString(),
    close_at: new Date(round.close_at).toISOString(),
    result_at: new Date(round.result_at).toISOString(),
    shoot_until: isYeekee ? new Date(round.result_at).toISOString() : null,
    status: roundStatus(round, now),
    is_yeekee: isYeekee,
  };
}

/** Views of many rounds, looking each category up once. */
export function roundViews(db: DatabaseSync, rounds: RoundRow[], now: number): RoundView[] {
  const categories = new Map(all<Category>(db, 'SELECT * FROM lotto_categories').map((category) => [category.id, category]));
  return rounds.map((round) => roundView(round, categories.get(round.category_id)!, now));
}

/**
 * The rounds a member may look at (GET /api/lotto/rounds): those that have opened, still pending
 * or settled in the last day, of one category or all.
 */
export function recentRoundViews(db: DatabaseSync, now: number, categoryId?: number): RoundView[] {
  const rounds = all<RoundRow>(
    db,
    `SELECT * FROM lotto_rounds
     WHERE open_at <= ? AND (state = 'pending' OR result_at > ?) AND (? IS NULL OR category_id = ?)
     ORDER BY close_at, id`,
    now,
    now - 86_400_000,
    categoryId ?? null,
    categoryId ?? null,
  );
  return roundViews(db, rounds, now);
}

/** Rounds that have opened and wait for their result (of one category code, or all), for the operator. */
export function roundsAwaitingResult(db: DatabaseSync, now: number, code: string | undefined): (RoundRow & { code: string })[] {
  return all<RoundRow & { code: string }>(
    db,
    `SELECT r.*, c.code FROM lotto_rounds r JOIN lotto_categories c ON c.id = r.category_id
     WHERE r.state = 'pending' AND r.open_at <= ? AND (? IS NULL OR c.code = ?) ORDER BY r.close_at LIMIT 200`,
    now,
    code ?? null,
    code ?? null,
  );
}
