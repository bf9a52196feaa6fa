// The report's fine figures over some stretches of time, counted from the bills, the game rounds
// and the ledger: stakes and payouts by Bangkok day and round, by day and game, by member, and the
// credits given by type. Bills that count: not cancelled, not refunded whole; their stake is the
// total less the lines refunded at settlement (rare: read apart, from the lines), their payout the
// bill's. Every sum in satang, by Bangkok day number (UTC+7 all year: integer arithmetic on both
// engines). closed-days.ts keeps these for closed days; report.ts puts them into periods.
import { sql, type SqlBool } from 'kysely';
import { bangkokDayNumber } from '../../rules/bangkok-calendar.ts';
import { DAY_MS } from '../../contract/date-text.ts';
import type { Db } from '../db/database.ts';
import { creditsGiven } from '../money/index.ts';

const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** Epoch ms [since, until): a stretch of whole Bangkok days. */
export type Stretch = readonly [number, number];

/** Satang staked (net of refunds; a credit's amount) and paid out, and how many bets (or credits). */
export interface Sums {
  stakes: number;
  payouts: number;
  count: number;
}

export type SumsBy<K> = Map<K, Sums>;

export interface DayFigures {
  /** By Bangkok day number: the lottery's and the games' apart (bills and spins are counted apart). */
  lottoDays: SumsBy<number>;
  gameDays: SumsBy<number>;
  rounds: SumsBy<number>;
  games: SumsBy<number>;
  members: SumsBy<number>;
  credits: SumsBy<string>;
}

/** The kinds of figures kept by key (report_days, report_months) and their figures' maps. */
export const KEPT_KINDS = ['round', 'game', 'member', 'credit'] as const;
export const byKind = (figures: DayFigures) => ({
  round: figures.rounds,
  game: figures.games,
  member: figures.members,
  credit: figures.credits as SumsBy<number | string>,
});

export const num = (value: unknown) => Number(value ?? 0);

/** The Bangkok day number of an instant (the calendar's), and the instant its day starts. */
export const dayNumber = bangkokDayNumber;
export const dayStartMs = (day: number) => day * DAY_MS - BANGKOK_OFFSET_MS;

/** The Bangkok day number of a column holding epoch ms. */
// Constants written into the text, not bound: PostgreSQL matches the GROUP BY to the SELECT by text.
const dayOf = (column: string) => sql<number>`(${sql.ref(column)} + ${sql.raw(String(BANGKOK_OFFSET_MS))}) / ${sql.raw(String(DAY_MS))}`;

export const emptyFigures = (): DayFigures => ({
  lottoDays: new Map(),
  gameDays: new Map(),
  rounds: new Map(),
  games: new Map(),
  members: new Map(),
  credits: new Map(),
});

export function add<K>(map: SumsBy<K>, key: K, stakes: number, payouts: number, count: number): void {
  const sums = map.get(key) ?? { stakes: 0, payouts: 0, count: 0 };
  sums.stakes += stakes;
  sums.payouts += payouts;
  sums.count += count;
  map.set(key, sums);
}

/** Adds every figure of `more` into `figures`. */
export function merge(figures: DayFigures, more: DayFigures): DayFigures {
  for (const name of ['lottoDays', 'gameDays', 'rounds', 'games', 'members', 'credits'] as const) {
    const into = figures[name] as SumsBy<unknown>;
    for (const [key, sums] of more[name] as SumsBy<unknown>) add(into, key, sums.stakes, sums.payouts, sums.count);
  }
  return figures;
}

/** Counts the figures of `stretches` from the rows themselves. */
export async function countFigures(db: Db, stretches: readonly Stretch[]): Promise<DayFigures> {
  const figures = emptyFigures();
  if (stretches.length === 0) return figures;
  const within = (column: string) =>
    sql<SqlBool>`(${sql.join(
      stretches.map(([since, until]) => sql`(${sql.ref(column)} >= ${since} AND ${sql.ref(column)} < ${until})`),
      sql` OR `,
    )})`;
  const bills = db.selectFrom('lotto_bills as b').where(within('b.created_at')).where('b.status', 'not in', ['cancelled', 'refunded']);
  const spins = db.selectFrom('game_rounds as g').where(within('g.created_at'));

  // One pass over each table, grouped finely (day and round, day and game, member).
  const [lottoGroups, refundedLines, gameGroups, lottoMembers, gameMembers, credits] = await Promise.all([
    bills
      .select((eb) => [
        dayOf('b.created_at').as('day'),
        'b.round_id',
        eb.fn.sum<number>('b.total').as('stakes'),
        eb.fn.sum<number>('b.payout').as('payouts'),
        eb.fn.countAll<number>().as('bills'),
      ])
      .groupBy([sql`1`, 'b.round_id'])
      .execute(),
    bills
      .innerJoin('lotto_bill_lines as l', 'l.bill_id', 'b.id')
      .where('l.result', '=', 'refunded')
      .select((eb) => [dayOf('b.created_at').as('day'), 'b.round_id', 'b.member_id', eb.fn.sum<number>('l.amount').as('refunded')])
      .groupBy([sql`1`, 'b.round_id', 'b.member_id'])
      .execute(),
    spins
      .select((eb) => [
        dayOf('g.created_at').as('day'),
        'g.game_id',
        eb.fn.sum<number>('g.stake').as('stakes'),
        eb.fn.sum<number>('g.win').as('payouts'),
        eb.fn.countAll<number>().as('spins'),
      ])
      .groupBy([sql`1`, 'g.game_id'])
      .execute(),
    bills
      .select((eb) => ['b.member_id', eb.fn.sum<number>('b.total').as('stakes'), eb.fn.sum<number>('b.payout').as('payouts')])
      .groupBy('b.member_id')
      .execute(),
    spins
      .select((eb) => ['g.member_id', eb.fn.sum<number>('g.stake').as('stakes'), eb.fn.sum<number>('g.win').as('payouts')])
      .groupBy('g.member_id')
      .execute(),
    Promise.all(stretches.map(([since, until]) => creditsGiven(db, since, until))),
  ]);

  // The partial refunds taken off the stakes where they belong: the day and round, the member.
  for (const row of refundedLines) {
    add(figures.lottoDays, num(row.day), -num(row.refunded), 0, 0);
    add(figures.rounds, num(row.round_id), -num(row.refunded), 0, 0);
    add(figures.members, num(row.member_id), -num(row.refunded), 0, 0);
  }
  for (const row of lottoGroups) {
    add(figures.lottoDays, num(row.day), num(row.stakes), num(row.payouts), num(row.bills));
    add(figures.rounds, num(row.round_id), num(row.stakes), num(row.payouts), num(row.bills));
  }
  for (const row of gameGroups) {
    add(figures.gameDays, num(row.day), num(row.stakes), num(row.payouts), num(row.spins));
    add(figures.games, num(row.game_id), num(row.stakes), num(row.payouts), num(row.spins));
  }
  for (const row of [...lottoMembers, ...gameMembers]) add(figures.members, num(row.member_id), num(row.stakes), num(row.payouts), 0);
  for (const row of credits.flat()) add(figures.credits, row.type, row.amount, 0, row.count);
  return figures;
}
