// A round and the terms its bills are checked against (the category's rates, the limits per number,
// the hot and closed numbers), read in one statement: every bill reads them, and on PostgreSQL each
// statement is a round trip to the database. The rows come as JSON arrays beside the round's.
import { jsonArrayFrom as postgresArray } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteArray } from 'kysely/helpers/sqlite';
import { contextOf, type Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import { fail } from '../errors.ts';
import type { BetType } from './bet-types.ts';
import { limitsFrom, type LimitRow, type NumberLimit } from './limits.ts';
import { offeredRates, rulesOf, type NumberRules, type RateRow, type RuleRow } from './rates.ts';
import type { RoundRow } from './rounds.ts';

export interface RoundTerms {
  round: RoundRow;
  rates: RateRow[];
  limits: Map<BetType, NumberLimit>;
  rules: NumberRules;
}

const termsRow = prepared(1, (db, roundId: number) => {
  const jsonArray = contextOf(db).kind === 'postgres' ? postgresArray : sqliteArray;
  return db
    .selectFrom('lotto_rounds as r')
    .selectAll('r')
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
    ])
    .where('r.id', '=', roundId);
});

/** PostgreSQL's driver parses JSON; SQLite answers its text. */
function rowsOf<T>(value: unknown): T[] {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T[];
}

export async function roundTerms(db: Db, roundId: number): Promise<RoundTerms> {
  const [row] = await termsRow(db, roundId);
  if (!row) fail('LOTTO_ROUND_NOT_FOUND');
  const { rate_rows, limit_rows, rule_rows, ...round } = row;
  const rates = offeredRates(rowsOf<RateRow>(rate_rows));
  // A later limit row wins (limits.ts): oldest first.
  const limitRows = rowsOf<LimitRow & { id: number }>(limit_rows).sort((a, b) => a.id - b.id);
  return { round: round as RoundRow, rates, limits: limitsFrom(limitRows, rates), rules: rulesOf(rowsOf<RuleRow>(rule_rows)) };
}
