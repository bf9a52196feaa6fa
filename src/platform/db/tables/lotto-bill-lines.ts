// From 0004 and 0005: the lottery
import type { Generated } from 'kysely';
import type { Columns, Flag } from '../columns.ts';

export const tableName = 'lotto_bill_lines';

export interface LottoBillLinesTable {
  id: Generated<number>;
  bill_id: number;
  round_id: number;
  bet_type: string;
  /** As stored: tod digits sorted */
  number: string;
  /** As the member typed it */
  input_number: string;
  /** Satang */
  amount: number;
  /** Locked when the bill was created */
  rate_centi: number;
  hot: Generated<Flag>;
  result: Generated<'pending' | 'won' | 'lost' | 'refunded'>;
  payout: Generated<number>;
}

export const columns = {
  id: 'integer generated',
  bill_id: 'integer required',
  round_id: 'integer required',
  bet_type: 'text required',
  number: 'text required',
  input_number: 'text required',
  amount: 'integer required',
  rate_centi: 'integer required',
  hot: 'integer generated',
  result: 'text generated',
  payout: 'integer generated',
} satisfies Columns<LottoBillLinesTable>;

export type PartialDB = { [tableName]: LottoBillLinesTable };
