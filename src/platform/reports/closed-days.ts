// A closed Bangkok day's figures never change once none of its bills waits for a result: bills and
// game rounds are stamped with the time they were made and change only at settlement, credits and
// deposits are written once. So each such day is counted once (day-figures.ts) into report_days,
// in the same transaction that marks it built, and read back from there; today, the last minutes
// of yesterday and days with waiting bills are counted live, so the figures always equal a recount.
// A month whose days are all kept is summed once more into report_months: a year's report then
// reads twelve rows per round, game, member and credit type, not 365.
import { sql, type SqlBool } from 'kysely';
import { DAY_MS } from '../../contract/date-text.ts';
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import {
  add,
  byKind,
  countFigures,
  dayNumber,
  dayStartMs,
  emptyFigures,
  KEPT_KINDS,
  merge,
  num,
  type DayFigures,
  type Stretch,
} from './day-figures.ts';

/** A bill or game round stamped just before midnight may commit a moment after: its day closes later. */
const CLOSE_AFTER_MS = 10 * 60_000;
/** Rows per insert: well under either engine's limit of bound values. */
const ROWS_PER_INSERT = 500;

const dayStretch = (day: number): Stretch => [dayStartMs(day), dayStartMs(day) + DAY_MS];

async function hasWaitingBills(db: Db, day: number): Promise<boolean> {
  const [since, until] = dayStretch(day);
  const waiting = await db
    .selectFrom('lotto_bills')
    .select('id')
    .where('created_at', '>=', since)
    .where('created_at', '<', until)
    .where('status', '=', 'pending')
    .limit(1)
    .executeTakeFirst();
  return waiting !== undefined;
}

/** Counts `day` into report_days unless it has waiting bills or another report did it first. */
async function keepDay(db: Db, day: number): Promise<boolean> {
  if (await hasWaitingBills(db, day)) return false;
  return tx(db, async (trx) => {
    if (await hasWaitingBills(trx, day)) return false;
    const marked = await trx
      .insertInto('report_closed_days')
      .values({ day, built_at: nowMs(trx) })
      .onConflict((oc) => oc.column('day').doNothing())
      .returning('day')
      .executeTakeFirst();
    if (!marked) return true;
    const figures = await countFigures(trx, [dayStretch(day)]);
    const kinds = byKind(figures);
    const rows = KEPT_KINDS.flatMap((kind) =>
      [...kinds[kind]].map(([key, sums]) => ({
        day,
        kind,
        key: String(key),
        stakes: sums.stakes,
        payouts: sums.payouts,
        count: sums.count,
      })),
    );
    for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
      await trx
        .insertInto('report_days')
        .values(rows.slice(at, at + ROWS_PER_INSERT))
        .execute();
    }
    return true;
  });
}

/** Joins consecutive days into stretches of time. */
function stretchesOf(days: number[]): Stretch[] {
  const stretches: [number, number][] = [];
  for (const day of days) {
    const last = stretches.at(-1);
    if (last && last[1] === dayStartMs(day)) last[1] = dayStartMs(day) + DAY_MS;
    else stretches.push([...dayStretch(day)]);
  }
  return stretches;
}

/** The Bangkok day numbers of the first and last day of each calendar month wholly in from..to. */
function wholeMonths(from: number, to: number): [number, number][] {
  const months: [number, number][] = [];
  const start = new Date(from * DAY_MS);
  for (let month = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1); ;) {
    const next = new Date(month);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const [first, last] = [month / DAY_MS, next.getTime() / DAY_MS - 1];
    if (last > to) return months;
    if (first >= from) months.push([first, last]);
    month = next.getTime();
  }
}

/** Sums each whole, kept month of report_days into report_months once. */
async function keepMonths(db: Db, months: [number, number][]): Promise<void> {
  if (months.length === 0) return;
  const summed = await db
    .selectFrom('report_months')
    .select('month')
    .distinct()
    .where(
      'month',
      'in',
      months.map(([first]) => first),
    )
    .execute();
  const done = new Set(summed.map((row) => num(row.month)));
  for (const [first, last] of months.filter(([first]) => !done.has(first))) {
    await tx(db, async (trx) => {
      const again = await trx.selectFrom('report_months').select('month').where('month', '=', first).limit(1).executeTakeFirst();
      if (again) return;
      await trx
        .insertInto('report_months')
        .columns(['month', 'kind', 'key', 'stakes', 'payouts', 'count'])
        .expression((eb) =>
          eb
            .selectFrom('report_days')
            .select((s) => [
              sql.lit(first).as('month'),
              'kind',
              'key',
              s.fn.sum<number>('stakes').as('stakes'),
              s.fn.sum<number>('payouts').as('payouts'),
              s.fn.sum<number>('count').as('count'),
            ])
            .where('day', '>=', first)
            .where('day', '<=', last)
            .groupBy(['kind', 'key']),
        )
        .execute();
    });
  }
}

const dayRuns = (runs: [number, number][]) =>
  sql<SqlBool>`(${sql.join(
    runs.map(([first, last]) => sql`(day >= ${first} AND day <= ${last})`),
    sql` OR `,
  )})`;

/** Kept days from..to (day numbers, every one kept or waiting): by day from report_days, by key from whole months and the days around them. */
async function keptFigures(db: Db, from: number, to: number, kept: Set<number>): Promise<DayFigures> {
  const figures = emptyFigures();
  const months = wholeMonths(from, to).filter(([first, last]) => {
    for (let day = first; day <= last; day++) if (!kept.has(day)) return false;
    return true;
  });
  await keepMonths(db, months);
  const inMonths = new Set(months.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i)));
  const runs: [number, number][] = [];
  for (let day = from; day <= to; day++) {
    if (!kept.has(day) || inMonths.has(day)) continue;
    const last = runs.at(-1);
    if (last && last[1] === day - 1) last[1] = day;
    else runs.push([day, day]);
  }
  const [days, monthly, daily] = await Promise.all([
    db
      .selectFrom('report_days')
      .select((eb) => [
        'day',
        'kind',
        eb.fn.sum<number>('stakes').as('stakes'),
        eb.fn.sum<number>('payouts').as('payouts'),
        eb.fn.sum<number>('count').as('count'),
      ])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .where('kind', 'in', ['round', 'game'])
      .groupBy(['day', 'kind'])
      .execute(),
    months.length
      ? db
          .selectFrom('report_months')
          .select((eb) => [
            'kind',
            'key',
            eb.fn.sum<number>('stakes').as('stakes'),
            eb.fn.sum<number>('payouts').as('payouts'),
            eb.fn.sum<number>('count').as('count'),
          ])
          .where(
            'month',
            'in',
            months.map(([first]) => first),
          )
          .groupBy(['kind', 'key'])
          .execute()
      : [],
    runs.length
      ? db
          .selectFrom('report_days')
          .select((eb) => [
            'kind',
            'key',
            eb.fn.sum<number>('stakes').as('stakes'),
            eb.fn.sum<number>('payouts').as('payouts'),
            eb.fn.sum<number>('count').as('count'),
          ])
          .where(dayRuns(runs))
          .groupBy(['kind', 'key'])
          .execute()
      : [],
  ]);
  for (const row of days) {
    add(row.kind === 'round' ? figures.lottoDays : figures.gameDays, num(row.day), num(row.stakes), num(row.payouts), num(row.count));
  }
  const kinds = byKind(figures);
  for (const row of [...monthly, ...daily]) {
    add(kinds[row.kind], row.kind === 'credit' ? row.key : num(row.key), num(row.stakes), num(row.payouts), num(row.count));
  }
  return figures;
}

/** The figures of Bangkok days `from`..`to` (day numbers): closed ones kept, the rest counted live. */
export async function figuresOfDays(db: Db, from: number, to: number): Promise<DayFigures> {
  const lastClosed = Math.min(to, dayNumber(nowMs(db) - CLOSE_AFTER_MS) - 1);
  const kept = new Set<number>();
  if (lastClosed >= from) {
    const built = await db.selectFrom('report_closed_days').select('day').where('day', '>=', from).where('day', '<=', lastClosed).execute();
    for (const row of built) kept.add(num(row.day));
    for (let day = from; day <= lastClosed; day++) {
      if (!kept.has(day) && (await keepDay(db, day))) kept.add(day);
    }
  }
  const live: number[] = [];
  for (let day = from; day <= to; day++) if (!kept.has(day)) live.push(day);
  const [stored, counted] = await Promise.all([
    lastClosed >= from ? keptFigures(db, from, lastClosed, kept) : emptyFigures(),
    countFigures(db, stretchesOf(live)),
  ]);
  return merge(stored, counted);
}

/**
 * Counts up to `most` closed days that no report has kept yet, newest first, back to the day the
 * first member joined (nothing is counted before one): the background keeper's round (keeper.ts).
 * Answers how many days it kept; a day with bills still waiting is left for a later round.
 */
export async function keepClosedDays(db: Db, most: number, signal?: AbortSignal): Promise<number> {
  const first = await db
    .selectFrom('members')
    .select((eb) => eb.fn.min('created_at').as('at'))
    .executeTakeFirst();
  if (first?.at === null || first?.at === undefined) return 0;
  const from = dayNumber(num(first.at));
  const lastClosed = dayNumber(nowMs(db) - CLOSE_AFTER_MS) - 1;
  const built = await db.selectFrom('report_closed_days').select('day').where('day', '>=', from).where('day', '<=', lastClosed).execute();
  const done = new Set(built.map((row) => num(row.day)));
  let kept = 0;
  for (let day = lastClosed; day >= from && kept < most && !signal?.aborted; day--) {
    if (!done.has(day) && (await keepDay(db, day))) kept += 1;
  }
  return kept;
}
