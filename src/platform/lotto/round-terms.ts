// A round and the terms its bills are checked against (the category's rates, the limits per number,
// the hot and closed numbers, what is already staked on the bill's numbers), read in one statement:
// every bill reads them, and on PostgreSQL each statement is a round trip to the database. The
// rows come as JSON arrays beside the round's.
import { sql } from 'kysely';
import { jsonArrayFrom as postgresArray, jsonObjectFrom as postgresObject } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteArray, jsonObjectFrom as sqliteObject } from 'kysely/helpers/sqlite';
import { contextOf, type Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import { fail } from '../errors.ts';
import { toBaht } from '../money/index.ts';
import type { BetType } from './bet-types.ts';
import { limitsFrom, type LimitRow, type NumberLimit } from './limits.ts';
import { offeredRates, rulesOf, type NumberRules, type RateRow, type RuleRow } from './rates.ts';
import type { RoundRow } from './rounds.ts';

export interface RoundTerms {
  round: RoundRow;
  rates: RateRow[];
  limits: Map<BetType, NumberLimit>;
  rules: NumberRules;
  /** Baht staked so far (bills not cancelled) on each number asked for (`bet_type:number`); none: 0. */
  staked: Map<string, NumberStakes>;
}

/** Baht staked on a number of the round: by everyone, and by the member the terms were read for. */
export interface NumberStakes {
  everyone: number;
  mine: number;
}

/** A number a bill stakes on, normalised (bet-types.ts). */
export interface StakedNumber {
  bet_type: BetType;
  number: string;
}

/** The numbers asked for (a JSON text, one parameter however many) as rows (bet_type, number). */
function numbersTable(db: Db, numbers: string) {
  return contextOf(db).kind === 'postgres'
    ? sql<StakedNumber>`(select * from jsonb_to_recordset(cast(${numbers} as jsonb)) as t(bet_type text, number text))`
    : sql<StakedNumber>`(select value ->> 'bet_type' as bet_type, value ->> 'number' as number from json_each(${numbers}))`;
}

/** Every column of a round, named: SQLite's JSON object cannot take `r.*` (termsSelection). */
const ROUND_COLUMNS = [
  'id',
  'category_id',
  'draw_date',
  'seq',
  'name',
  'open_at',
  'close_at',
  'result_at',
  'state',
  'draw',
  'commit_text',
  'commit_hash',
  'result',
  'result_source',
  'settled_at',
] as const satisfies readonly (keyof RoundRow)[];
// A column of RoundRow left out of the list fails the type check here.
const everyColumn: Exclude<keyof RoundRow, (typeof ROUND_COLUMNS)[number]> extends never ? true : never = true;
void everyColumn;

/** `numbers`: a JSON text of StakedNumber (numbersTable). */
function termsQuery(db: Db, roundId: number, memberId: number, numbers: string) {
  const jsonArray = contextOf(db).kind === 'postgres' ? postgresArray : sqliteArray;
  return db
    .selectFrom('lotto_rounds as r')
    .select(ROUND_COLUMNS.map((column) => `r.${column}` as const))
    .select((eb) => [
      jsonArray(
        eb
          .selectFrom('lotto_rates as t')
          .select(['t.bet_type', 't.rate_centi', 't.min_stake', 't.max_stake', 't.member_number_max', 't.house_number_max'])
          .whereRef('t.category_id', '=', 'r.category_id'),
      ).as('rate_rows'),
      // Its own limits and its category's (limits.ts picks).
      jsonArray(
        eb
          .selectFrom('lotto_risk_limits as k')
          .select([
            'k.id',
            'k.round_id',
            'k.bet_type',
            'k.house_number_max',
            'k.member_number_max',
            'k.auto_share_percent',
            'k.auto_action',
            'k.auto_rate_percent',
          ])
          .whereRef('k.category_id', '=', 'r.category_id')
          .where((inner) => inner.or([inner('k.round_id', 'is', null), inner('k.round_id', '=', inner.ref('r.id'))])),
      ).as('limit_rows'),
      jsonArray(
        eb
          .selectFrom('lotto_number_rules as n')
          .select(['n.bet_type', 'n.number', 'n.kind', 'n.rate_percent'])
          .whereRef('n.category_id', '=', 'r.category_id')
          .where((inner) => inner.or([inner('n.round_id', 'is', null), inner('n.round_id', '=', inner.ref('r.id'))])),
      ).as('rule_rows'),
      // Per number asked for, its two rows of lotto_number_stakes (member 0 is everyone), which
      // triggers keep in step with the bill lines, however many bets the number has. Each found
      // by its whole primary key: however many numbers the round has, a number costs two lookups.
      jsonArray(
        eb.selectFrom(numbersTable(db, numbers).as('q')).select((inner) => {
          const stake = (member: number | ReturnType<typeof inner.lit<0>>) =>
            inner
              .selectFrom('lotto_number_stakes as s')
              .select('s.amount')
              .whereRef('s.round_id', '=', 'r.id')
              .whereRef('s.bet_type', '=', 'q.bet_type')
              .whereRef('s.number', '=', 'q.number')
              .where('s.member_id', '=', member)
              .$asScalar();
          return ['q.bet_type', 'q.number', stake(inner.lit(0)).as('everyone'), stake(memberId).as('mine')];
        }),
      ).as('stake_rows'),
    ])
    .where('r.id', '=', roundId);
}

const termsRow = prepared(3, termsQuery);

/**
 * The terms as one JSON value, for a statement that reads more (a bill's first read, lotto/bills.ts):
 * null when there is no such round. Read them with termsFrom.
 */
export function termsSelection(db: Db, roundId: number, memberId: number, numbers: string) {
  return (contextOf(db).kind === 'postgres' ? postgresObject : sqliteObject)(termsQuery(db, roundId, memberId, numbers));
}

/** The numbers a bill stakes on, as termsSelection takes them. */
export function numbersText(numbers: readonly StakedNumber[]): string {
  return JSON.stringify(numbers);
}

/** PostgreSQL's driver parses JSON; SQLite answers its text. */
function rowsOf<T>(value: unknown): T[] {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T[];
}

/** The round's terms, with what is staked so far on `numbers` by everyone and by `memberId`. */
export async function roundTerms(db: Db, roundId: number, memberId = 0, numbers: readonly StakedNumber[] = []): Promise<RoundTerms> {
  const [row] = await termsRow(db, roundId, memberId, numbersText(numbers));
  return termsFrom(row);
}

type TermsRow = Awaited<ReturnType<typeof termsRow>>[number];

/** The terms from what termsSelection read (PostgreSQL's parsed JSON, SQLite's text) or termsRow's row. */
export function termsFrom(value: unknown): RoundTerms {
  const row = (typeof value === 'string' ? JSON.parse(value) : value) as TermsRow | null | undefined;
  if (!row) fail('LOTTO_ROUND_NOT_FOUND');
  const { rate_rows, limit_rows, rule_rows, stake_rows, ...round } = row;
  const rates = offeredRates(rowsOf<RateRow>(rate_rows));
  // A later limit row wins (limits.ts): oldest first.
  const limitRows = rowsOf<LimitRow & { id: number }>(limit_rows).sort((a, b) => a.id - b.id);
  const staked = new Map<string, NumberStakes>();
  for (const stake of rowsOf<StakedNumber & { everyone: number | null; mine: number | null }>(stake_rows)) {
    staked.set(`${stake.bet_type}:${stake.number}`, { everyone: toBaht(stake.everyone ?? 0), mine: toBaht(stake.mine ?? 0) });
  }
  return {
    round: round as RoundRow,
    rates,
    limits: limitsFrom(limitRows, rates),
    rules: rulesOf(rowsOf<RuleRow>(rule_rows)),
    staked,
  };
}
