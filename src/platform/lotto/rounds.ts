// Rounds: made ahead from each category's schedule (with their committed draws), and how a round
// looks on the wire. A round's status follows from the clock and its state.
import type { Selectable } from 'kysely';
import { nowMs } from '../db/clock.ts';
import { contextOf, tx, type Db, type DbContext } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import type { LottoCategoriesTable } from '../db/tables/lotto-categories.ts';
import type { LottoRoundsTable } from '../db/tables/lotto-rounds.ts';
import { fail } from '../errors.ts';
import { commitDraw, simulateDraw, type SimulatedDraw } from './draws.ts';
import { addDays, bangkokDay, shortDrawDate } from '../../rules/bangkok-calendar.ts';
import { DAY_MS } from '../../contract/date-text.ts';
import { occurrences, scheduleSchema, type Occurrence, type Schedule } from './schedule.ts';

const CATEGORY_COLUMNS = ['id', 'code', 'name', 'kind', 'draw_source', 'sort', 'schedule', 'schedule_text', 'rule_text'] as const;

/** A category as rounds are made and shown from it (draw_source: where the numbers of rounds made from now on come from). */
export type Category = Pick<Selectable<LottoCategoriesTable>, (typeof CATEGORY_COLUMNS)[number]>;

export type RoundRow = Selectable<LottoRoundsTable>;

export type RoundStatus = 'upcoming' | 'open' | 'closed' | 'settled' | 'refunded';

/** What a round's view reads of its category. */
export type CategoryName = Pick<Category, 'id' | 'code' | 'name' | 'kind'>;
/** What a round's view reads of its row (not the draw, commitment or result texts). */
export type RoundViewRow = Pick<RoundRow, 'id' | 'category_id' | 'name' | 'draw_date' | 'open_at' | 'close_at' | 'result_at' | 'state'>;
/** The columns of a RoundViewRow, for queries that only show rounds. */
export const ROUND_VIEW_COLUMNS = ['id', 'category_id', 'name', 'draw_date', 'open_at', 'close_at', 'result_at', 'state'] as const;

export async function listCategories(db: Db): Promise<Category[]> {
  return (await db
    .selectFrom('lotto_categories')
    .select(CATEGORY_COLUMNS)
    .where('active', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute()) as Category[];
}

/** The category with this code, or (no code) every category, for the operator's commands. */
export async function categoriesByCode(db: Db, code: string | undefined): Promise<Category[]> {
  return (await db
    .selectFrom('lotto_categories')
    .select(CATEGORY_COLUMNS)
    .$if(code !== undefined, (query) => query.where('code', '=', code!))
    .orderBy('sort')
    .orderBy('id')
    .execute()) as Category[];
}

const categoryRow = prepared(1, (db, categoryId: number) =>
  db.selectFrom('lotto_categories').select(CATEGORY_COLUMNS).where('id', '=', categoryId),
);

export async function categoryOf(db: Db, categoryId: number): Promise<Category> {
  const [category] = await categoryRow(db, categoryId);
  return (category as Category | undefined) ?? fail('LOTTO_CATEGORY_NOT_FOUND');
}

const roundRow = prepared(1, (db, roundId: number) => db.selectFrom('lotto_rounds').selectAll().where('id', '=', roundId));

export async function findRound(db: Db, roundId: number): Promise<RoundRow> {
  const [round] = await roundRow(db, roundId);
  return (round as RoundRow | undefined) ?? fail('LOTTO_ROUND_NOT_FOUND');
}

/**
 * The queue (db/database.ts) of what writes a round's bills, shots and result: on PostgreSQL they
 * run one after another instead of cancelling each other on the round's few index pages.
 */
export function roundQueue(roundId: number): string {
  return `lotto-round:${roundId}`;
}

/**
 * The queue a round's bills share (TxOptions.sharedQueue): what reads all of them to settle,
 * stage or void the round takes it alone, so it waits for every bill under way, and a bill that
 * comes after waits for it, then finds betting over.
 */
export function roundBetsQueue(roundId: number): string {
  return `lotto-round-bets:${roundId}`;
}

/** The queues of what ends a round: its own, and its bills' taken alone. */
export function roundEndQueues(roundId: number): string[] {
  return [roundQueue(roundId), roundBetsQueue(roundId)];
}

export function roundStatus(round: Pick<RoundRow, 'state' | 'open_at' | 'close_at'>, now: number): RoundStatus {
  if (round.state !== 'pending') return round.state;
  if (now < round.open_at) return 'upcoming';
  return now < round.close_at ? 'open' : 'closed';
}

export function roundName(category: Category, drawDate: string, seq: number): string {
  if (category.kind === 'yeekee') return `${category.name} รอบที่ ${seq}`;
  return `${category.name} ${shortDrawDate(drawDate)}`;
}

// How far back rounds are computed: far enough that the first round made has its previous draw in
// the window (its open time chains to that draw's result). Ahead: every round that may be open
// already, and the next one.
const LOOK_BACK_DAYS = 25;
function lookAheadDays(schedule: Schedule): number {
  return schedule.type === 'daily' ? Math.ceil(schedule.open_days_before) + 1 : 1;
}

/** The hour each platform (per database) last made rounds for: a shortcut, never the truth. */
const madeForHour = new WeakMap<DbContext, string>();

/**
 * Makes the rounds the schedules call for that are not made yet (once an hour is enough; a new
 * database or a restart makes them at once). Rounds whose result time has passed before they
 * were made are skipped: nobody could have bet on them. Nodes doing this at once make each round
 * once: a round already there is left as it is.
 */
export async function ensureRounds(db: Db): Promise<void> {
  const now = nowMs(db);
  const hour = new Date(now).toISOString().slice(0, 13);
  const context = contextOf(db);
  if (madeForHour.get(context) === hour) return;
  await tx(
    db,
    async (trx) => {
      const today = bangkokDay(now);
      for (const category of await listCategories(trx)) await makeRounds(trx, category, today, now);
    },
    // Nodes at the top of the hour: the second finds the rounds made.
    { queue: 'lotto-rounds-made' },
  );
  madeForHour.set(context, hour);
}

async function makeRounds(db: Db, category: Category, today: string, now: number): Promise<void> {
  const schedule: Schedule = scheduleSchema.parse(JSON.parse(category.schedule));
  const ahead = lookAheadDays(schedule);
  const dateRows = await db.selectFrom('lotto_draw_dates').select('draw_date').where('category_id', '=', category.id).execute();
  const drawDates = new Set(dateRows.map((row) => row.draw_date));
  const simulated = category.kind !== 'yeekee' && category.draw_source === 'committed';
  for (const occurrence of occurrences(schedule, addDays(today, -LOOK_BACK_DAYS), addDays(today, ahead), drawDates)) {
    // Nobody could have bet on a draw already over: no round, and no made-up past result (a new
    // site's results page starts with the draws it took bets on, and the official archive).
    if (occurrence.result_at <= now) continue;
    const name = roundName(category, occurrence.draw_date, occurrence.seq);
    // Yeekee and outside draws have no draw of their own: the round waits for shots or the operator.
    const draw = category.kind !== 'yeekee' && simulated ? simulateDraw(category.kind) : null;
    await insertRound(db, category.id, occurrence, name, draw);
  }
}

/** A round with its draw committed (hash now, text revealed with the result), or waiting for shots or the operator. */
async function insertRound(db: Db, categoryId: number, occurrence: Occurrence, name: string, draw: SimulatedDraw | null): Promise<void> {
  const commit = draw ? commitDraw(draw) : null;
  const drawText = draw ? JSON.stringify(draw) : null;
  await db
    .insertInto('lotto_rounds')
    .values({
      category_id: categoryId,
      draw_date: occurrence.draw_date,
      seq: occurrence.seq,
      name,
      open_at: occurrence.open_at,
      close_at: occurrence.close_at,
      result_at: occurrence.result_at,
      draw: drawText,
      commit_text: commit?.text ?? null,
      commit_hash: commit?.hash ?? null,
      state: 'pending',
      result: null,
      result_source: null,
      settled_at: null,
    })
    .onConflict((conflict) => conflict.columns(['category_id', 'draw_date', 'seq']).doNothing())
    .execute();
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
export async function roundViews(db: Db, rounds: RoundRow[], now: number): Promise<RoundView[]> {
  const rows = (await db.selectFrom('lotto_categories').select(CATEGORY_COLUMNS).execute()) as Category[];
  const categories = new Map(rows.map((category) => [category.id, category]));
  return rounds.map((round) => roundView(round, categories.get(round.category_id)!, now));
}

/**
 * The rounds a member may look at (GET /api/lotto/rounds): those that have opened, still pending
 * or settled in the last day, of one category or all.
 */
export async function recentRoundViews(db: Db, now: number, categoryId?: number): Promise<RoundView[]> {
  const rounds = (await db
    .selectFrom('lotto_rounds')
    .selectAll()
    .where('open_at', '<=', now)
    .where((eb) => eb.or([eb('state', '=', 'pending'), eb('result_at', '>', now - DAY_MS)]))
    .$if(categoryId !== undefined, (query) => query.where('category_id', '=', categoryId!))
    .orderBy('close_at')
    .orderBy('id')
    .execute()) as RoundRow[];
  return roundViews(db, rounds, now);
}

/** Rounds that have opened and wait for their result (of one category code, or all), for the operator. */
export async function roundsAwaitingResult(db: Db, now: number, code: string | undefined): Promise<(RoundRow & { code: string })[]> {
  return (await db
    .selectFrom('lotto_rounds as r')
    .innerJoin('lotto_categories as c', 'c.id', 'r.category_id')
    .selectAll('r')
    .select('c.code')
    .where('r.state', '=', 'pending')
    .where('r.open_at', '<=', now)
    .$if(code !== undefined, (query) => query.where('c.code', '=', code!))
    .orderBy('r.close_at')
    .orderBy('r.id')
    .limit(200)
    .execute()) as (RoundRow & { code: string })[];
}
