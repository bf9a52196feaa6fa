// From 0004 and 0005: the lottery
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'lotto_staged_results';

/** An outside draw's result entered and previewed, waiting to be confirmed (settled). */
export interface LottoStagedResultsTable {
  id: Generated<number>;
  round_id: number;
  /** JSON DrawResult */
  result: string;
  /** Satang */
  payout_total: number;
  entered_by: string;
  entered_staff_id: number | null;
  entered_at: number;
  state: Generated<'staged' | 'settled' | 'replaced'>;
  confirmed_by: string | null;
  confirmed_at: number | null;
}

export const columns = {
  id: 'integer generated',
  round_id: 'integer required',
  result: 'text required',
  payout_total: 'integer required',
  entered_by: 'text required',
  entered_staff_id: 'integer nullable',
  entered_at: 'integer required',
  state: 'text generated',
  confirmed_by: 'text nullable',
  confirmed_at: 'integer nullable',
} satisfies Columns<LottoStagedResultsTable>;

export type PartialDB = { [tableName]: LottoStagedResultsTable };
