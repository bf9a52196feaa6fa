// The limits per number of a round, per bet type: the round's own (lotto_risk_limits with its id),
// else its category's (round_id null: every round of the category), else the rates table's. With
// them, the automatic rule: past a share of the house limit a number is reduced or closed.
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import type { LottoRiskLimitsTable } from '../db/tables/lotto-risk-limits.ts';
import type { BetType } from './bet-types.ts';
import type { RateRow } from './rates.ts';

export interface AutoRule {
  sharePercent: number;
  action: 'reduced' | 'closed';
  ratePercent: number | null;
}

export interface NumberLimit {
  /** Baht */
  house: number;
  member: number;
  auto: AutoRule | null;
}

const LIMIT_COLUMNS = [
  'round_id',
  'bet_type',
  'house_number_max',
  'member_number_max',
  'auto_share_percent',
  'auto_action',
  'auto_rate_percent',
] as const;

export type LimitRow = Pick<Selectable<LottoRiskLimitsTable>, (typeof LIMIT_COLUMNS)[number]>;

function limitOfRow(row: LimitRow): NumberLimit {
  const auto =
    row.auto_share_percent !== null && row.auto_action !== null
      ? { sharePercent: row.auto_share_percent, action: row.auto_action, ratePercent: row.auto_rate_percent }
      : null;
  return { house: row.house_number_max, member: row.member_number_max, auto };
}

/** The limits in force for every bet type the round offers. */
const limitRows = prepared(2, (db, categoryId: number, roundId: number) =>
  db
    .selectFrom('lotto_risk_limits')
    .select(LIMIT_COLUMNS)
    .where('category_id', '=', categoryId)
    .where((eb) => eb.or([eb('round_id', 'is', null), eb('round_id', '=', roundId)]))
    .orderBy('id'),
);

export async function limitsOf(db: Db, categoryId: number, roundId: number, rates: readonly RateRow[]): Promise<Map<BetType, NumberLimit>> {
  return limitsFrom(await limitRows(db, categoryId, roundId), rates);
}

/** The limits of each offered bet type from the round's and category's rows, oldest first (a later row wins). */
export function limitsFrom(rows: readonly LimitRow[], rates: readonly RateRow[]): Map<BetType, NumberLimit> {
  const limits = new Map<BetType, NumberLimit>();
  for (const rate of rates) {
    const own = rows.findLast((row) => row.bet_type === rate.bet_type && row.round_id !== null);
    const category = rows.findLast((row) => row.bet_type === rate.bet_type && row.round_id === null);
    const chosen = own ?? category;
    limits.set(rate.bet_type, chosen ? limitOfRow(chosen) : { house: rate.house_number_max, member: rate.member_number_max, auto: null });
  }
  return limits;
}

/** Whether stakes of `staked` baht pass the automatic rule's share of the house limit. */
export function passesShare(limit: NumberLimit, staked: number): boolean {
  return limit.auto !== null && staked * 100 >= limit.auto.sharePercent * limit.house;
}
