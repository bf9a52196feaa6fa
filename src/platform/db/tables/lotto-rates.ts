// From 0004 and 0005: the lottery
import type { Columns } from '../columns.ts';

export const tableName = 'lotto_rates';

export interface LottoRatesTable {
  category_id: number;
  bet_type: string;
  /** Hundredths: 320 = 3.20 baht per baht */
  rate_centi: number;
  /** Baht per line */
  min_stake: number;
  max_stake: number;
  /** Baht per number per member per round */
  member_number_max: number;
  /** Baht per number per round, all members */
  house_number_max: number;
}

export const columns = {
  category_id: 'integer required',
  bet_type: 'text required',
  rate_centi: 'integer required',
  min_stake: 'integer required',
  max_stake: 'integer required',
  member_number_max: 'integer required',
  house_number_max: 'integer required',
} satisfies Columns<LottoRatesTable>;

export type PartialDB = { [tableName]: LottoRatesTable };
