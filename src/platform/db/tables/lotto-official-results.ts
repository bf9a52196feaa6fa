// From 0004 and 0005: the lottery
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'lotto_official_results';

export interface LottoOfficialResultsTable {
  id: Generated<number>;
  round_id: number;
  /** JSON: the numbers as entered */
  result: string;
  entered_by: string;
  entered_at: number;
}

export const columns = {
  id: 'integer generated',
  round_id: 'integer required',
  result: 'text required',
  entered_by: 'text required',
  entered_at: 'integer required',
} satisfies Columns<LottoOfficialResultsTable>;

export type PartialDB = { [tableName]: LottoOfficialResultsTable };
