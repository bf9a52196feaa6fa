// From 0004 and 0005: the lottery
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'lotto_risk_limits';

/** A round's (or a category's future rounds') limits per number of one bet type, and its automatic rule. */
export interface LottoRiskLimitsTable {
  id: Generated<number>;
  category_id: number;
  round_id: number | null;
  bet_type: string;
  /** Baht */
  house_number_max: number;
  member_number_max: number;
  auto_share_percent: number | null;
  auto_action: 'reduced' | 'closed' | null;
  auto_rate_percent: number | null;
}

export const columns = {
  id: 'integer generated',
  category_id: 'integer required',
  round_id: 'integer nullable',
  bet_type: 'text required',
  house_number_max: 'integer required',
  member_number_max: 'integer required',
  auto_share_percent: 'integer nullable',
  auto_action: 'text nullable',
  auto_rate_percent: 'integer nullable',
} satisfies Columns<LottoRiskLimitsTable>;

export type PartialDB = { [tableName]: LottoRiskLimitsTable };
