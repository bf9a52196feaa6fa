// From 0009: stakes per number (kept by triggers on bills and lines)
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'lotto_number_stakes';

export interface LottoNumberStakesTable {
  round_id: number;
  bet_type: string;
  number: string;
  /** 0: every member together */
  member_id: number;
  /** Satang on bills not cancelled */
  amount: number;
  /** 0028: the payout those lines would cost, sum of amount x rate_centi (satang x 1/100) */
  payout_centi: Generated<number>;
}

export const columns = {
  round_id: 'integer required',
  bet_type: 'text required',
  number: 'text required',
  member_id: 'integer required',
  amount: 'integer required',
  payout_centi: 'integer generated',
} satisfies Columns<LottoNumberStakesTable>;

export type PartialDB = { [tableName]: LottoNumberStakesTable };
