// Rates, stake limits and the numbers paid at a reduced rate (hot) or closed: seed data the risk
// desk (risk.ts) changes per category or per round.
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import type { LottoNumberRulesTable } from '../db/tables/lotto-number-rules.ts';
import type { LottoRatesTable } from '../db/tables/lotto-rates.ts';
import { BET_TYPE_KEYS, BET_TYPES, isBetType, reducedRate, type BetType } from './bet-types.ts';

/** A category's rate of one bet type (a bet type we offer: offeredRates). */
export type RateRow = Omit<Selectable<LottoRatesTable>, 'category_id' | 'bet_type'> & { bet_type: BetType };

/** The bet types a category offers, in the order of DOMAIN.md's table. */
const rateRows = prepared(1, (db, categoryId: number) =>
  db
    .selectFrom('lotto_rates')
    .select(['bet_type', 'rate_centi', 'min_stake', 'max_stake', 'member_number_max', 'house_number_max'])
    .where('category_id', '=', categoryId),
);

export async function ratesOf(db: Db, categoryId: number): Promise<RateRow[]> {
  return offeredRates((await rateRows(db, categoryId)) as RateRow[]);
}

/** Rate rows of known bet types, in the order of DOMAIN.md's table. */
export function offeredRates(rows: readonly RateRow[]): RateRow[] {
  return rows
    .filter((row) => isBetType(row.bet_type))
    .sort((a, b) => BET_TYPE_KEYS.indexOf(a.bet_type) - BET_TYPE_KEYS.indexOf(b.bet_type));
}

/** A bet type as members read it; `addCenti`: the member's VIP addition (vip.ts), in the rate. */
export function rateView(row: RateRow, addCenti = 0) {
  return {
    bet_type: row.bet_type,
    name: BET_TYPES[row.bet_type].name,
    digits: BET_TYPES[row.bet_type].digits,
    rate: (row.rate_centi + addCenti) / 100,
    ...(addCenti > 0 ? { vip_add: addCenti / 100 } : {}),
    min_stake: row.min_stake,
    max_stake: row.max_stake,
  };
}

export interface NumberRules {
  /** Reduced numbers and the percent of the full rate each pays. */
  hot: Map<string, number>;
  closed: Set<string>;
}

export const ruleKey = (betType: string, number: string) => `${betType}:${number}`;

/** A hot rule written before rates were any percent pays half. */
export const HALF_RATE_PERCENT = 50;

export type RuleRow = Pick<Selectable<LottoNumberRulesTable>, 'bet_type' | 'number' | 'kind' | 'rate_percent'>;

/** The hot and closed numbers in force for a round: its category's and its own (a closed rule wins). */
const numberRuleRows = prepared(2, (db, categoryId: number, roundId: number) =>
  db
    .selectFrom('lotto_number_rules')
    .select(['bet_type', 'number', 'kind', 'rate_percent'])
    .where('category_id', '=', categoryId)
    .where((eb) => eb.or([eb('round_id', 'is', null), eb('round_id', '=', roundId)]))
    .orderBy('bet_type')
    .orderBy('number')
    .orderBy('id'),
);

export function rulesOf(rows: readonly RuleRow[]): NumberRules {
  const rules: NumberRules = { hot: new Map(), closed: new Set() };
  for (const row of rows) {
    const key = ruleKey(row.bet_type, row.number);
    if (row.kind === 'closed') rules.closed.add(key);
    // Of two reduced rules on one number (category and round), the lower rate holds.
    else rules.hot.set(key, Math.min(rules.hot.get(key) ?? 100, row.rate_percent ?? HALF_RATE_PERCENT));
  }
  return rules;
}

export async function numberRulesOf(db: Db, categoryId: number, roundId: number): Promise<NumberRules> {
  return rulesOf(await numberRuleRows(db, categoryId, roundId));
}

export function isClosed(rules: NumberRules, betType: BetType, number: string): boolean {
  return rules.closed.has(ruleKey(betType, number));
}

/**
 * The rate a line gets now: the bet type's rate with the member's VIP addition, or for a hot number
 * its reduced rate (a percent of the category's rate: no VIP addition on a number the house limits).
 */
export function lineRate(row: RateRow, rules: NumberRules, number: string, addCenti = 0): { rateCenti: number; hot: boolean } {
  const percent = rules.hot.get(ruleKey(row.bet_type, number));
  return percent === undefined
    ? { rateCenti: row.rate_centi + addCenti, hot: false }
    : { rateCenti: reducedRate(row.rate_centi, percent), hot: true };
}

/** The numbers every round of a category has hot or closed (staff set them for the category). */
const categoryRuleRows = prepared(1, (db, categoryId: number) =>
  db
    .selectFrom('lotto_number_rules')
    .select(['bet_type', 'number', 'kind', 'rate_percent'])
    .where('category_id', '=', categoryId)
    .where('round_id', 'is', null)
    .orderBy('bet_type')
    .orderBy('number'),
);

/** Hot numbers with the rate they pay and closed numbers, of the bet types the category offers. */
function rulesView(rows: readonly RuleRow[], rates: RateRow[]) {
  const offered = new Map(rates.map((row) => [row.bet_type as string, row]));
  const rules = rulesOf(rows.filter((row) => offered.has(row.bet_type)));
  const split = (key: string) => {
    const at = key.indexOf(':');
    return { rate: offered.get(key.slice(0, at))!, number: key.slice(at + 1) };
  };
  // The offered rate's bet_type is the same text, typed as a bet type.
  return {
    hot: [...rules.hot]
      .filter(([key]) => !rules.closed.has(key))
      .map(([key, percent]) => {
        const { rate, number } = split(key);
        return { bet_type: rate.bet_type, number, rate: reducedRate(rate.rate_centi, percent) / 100 };
      }),
    closed: [...rules.closed].map((key) => {
      const { rate, number } = split(key);
      return { bet_type: rate.bet_type, number };
    }),
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
    ...rulesView((await numberRuleRows(db, categoryId, roundId)) as RuleRow[], rates),
  };
}

/** The rates answer of one category: its bet types, and the hot and closed numbers of all its rounds. */
export async function categoryRatesView(db: Db, categoryId: number, add: (betType: BetType) => number = () => 0) {
  const rates = await ratesOf(db, categoryId);
  return {
    bet_types: rates.map((row) => rateView(row, add(row.bet_type))),
    ...rulesView((await categoryRuleRows(db, categoryId)) as RuleRow[], rates),
  };
}
