// Rates, stake limits and hot/closed numbers: seed data an operator can change in the database.
import type { Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import { BET_TYPE_KEYS, BET_TYPES, hotRate, isBetType, type BetType } from './bet-types.ts';

export interface RateRow {
  bet_type: BetType;
  rate_centi: number;
  min_stake: number;
  max_stake: number;
  member_number_max: number;
  house_number_max: number;
}

/** The bet types a category offers, in the order of DOMAIN.md's table. */
const rateRows = prepared(1, (db, categoryId: number) =>
  db
    .selectFrom('lotto_rates')
    .select(['bet_type', 'rate_centi', 'min_stake', 'max_stake', 'member_number_max', 'house_number_max'])
    .where('category_id', '=', categoryId),
);

export async function ratesOf(db: Db, categoryId: number): Promise<RateRow[]> {
  const rows = (await rateRows(db, categoryId)) as RateRow[];
  return rows
    .filter((row) => isBetType(row.bet_type))
    .sort((a, b) => BET_TYPE_KEYS.indexOf(a.bet_type) - BET_TYPE_KEYS.indexOf(b.bet_type));
}

export function rateView(row: RateRow) {
  return {
    bet_type: row.bet_type,
    name: BET_TYPES[row.bet_type].name,
    digits: BET_TYPES[row.bet_type].digits,
    rate: row.rate_centi / 100,
    min_stake: row.min_stake,
    max_stake: row.max_stake,
  };
}

export interface NumberRules {
  hot: Set<string>;
  closed: Set<string>;
}

const key = (betType: string, number: string) => `${betType}:${number}`;

/** The hot and closed numbers in force for a round: its category's and its own. */
const numberRuleRows = prepared(2, (db, categoryId: number, roundId: number) =>
  db
    .selectFrom('lotto_number_rules')
    .select(['bet_type', 'number', 'kind'])
    .where('category_id', '=', categoryId)
    .where((eb) => eb.or([eb('round_id', 'is', null), eb('round_id', '=', roundId)]))
    .orderBy('bet_type')
    .orderBy('number'),
);

export async function numberRulesOf(db: Db, categoryId: number, roundId: number): Promise<NumberRules> {
  const rules: NumberRules = { hot: new Set(), closed: new Set() };
  for (const row of await numberRuleRows(db, categoryId, roundId)) rules[row.kind].add(key(row.bet_type, row.number));
  return rules;
}

export function isHot(rules: NumberRules, betType: BetType, number: string): boolean {
  return rules.hot.has(key(betType, number));
}

export function isClosed(rules: NumberRules, betType: BetType, number: string): boolean {
  return rules.closed.has(key(betType, number));
}

/** The rate a line gets now: the bet type's rate, halved for a hot number. */
export function lineRate(row: RateRow, rules: NumberRules, number: string): { rateCenti: number; hot: boolean } {
  const hot = isHot(rules, row.bet_type, number);
  return { rateCenti: hot ? hotRate(row.rate_centi) : row.rate_centi, hot };
}

/** The numbers every round of a category has hot or closed (staff set them for the category). */
const categoryRuleRows = prepared(1, (db, categoryId: number) =>
  db
    .selectFrom('lotto_number_rules')
    .select(['bet_type', 'number', 'kind'])
    .where('category_id', '=', categoryId)
    .where('round_id', 'is', null)
    .orderBy('bet_type')
    .orderBy('number'),
);

/** Hot numbers with the rate they pay and closed numbers, of the bet types the category offers. */
function rulesView(rows: { bet_type: string; number: string; kind: 'hot' | 'closed' }[], rates: RateRow[]) {
  const offered = new Map(rates.map((row) => [row.bet_type as string, row]));
  // The offered rate's bet_type is the same text, typed as a bet type.
  return {
    hot: rows
      .filter((row) => row.kind === 'hot' && offered.has(row.bet_type))
      .map((row) => {
        const rate = offered.get(row.bet_type)!;
        return { bet_type: rate.bet_type, number: row.number, rate: hotRate(rate.rate_centi) / 100 };
      }),
    closed: rows
      .filter((row) => row.kind === 'closed' && offered.has(row.bet_type))
      .map((row) => ({ bet_type: offered.get(row.bet_type)!.bet_type, number: row.number })),
  };
}

/** The limit answer: stakes and the round's hot and closed numbers. */
export async function limitView(db: Db, categoryId: number, roundId: number) {
  const rates = await ratesOf(db, categoryId);
  return {
    round_id: roundId,
    min_stake: Math.min(...rates.map((row) => row.min_stake)),
    max_stake: Math.max(...rates.map((row) => row.max_stake)),
    member_number_max: Math.max(...rates.map((row) => row.member_number_max)),
    ...rulesView(await numberRuleRows(db, categoryId, roundId), rates),
  };
}

/** The rates answer of one category: its bet types, and the hot and closed numbers of all its rounds. */
export async function categoryRatesView(db: Db, categoryId: number) {
  const rates = await ratesOf(db, categoryId);
  return { bet_types: rates.map(rateView), ...rulesView(await categoryRuleRows(db, categoryId), rates) };
}
