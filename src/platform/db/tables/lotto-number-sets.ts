// From 0023: a member's number sets (เลขชุด)
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'lotto_number_sets';

export interface LottoNumberSetsTable {
  id: Generated<number>;
  member_id: number;
  /** Unique per member. */
  name: string;
  /** JSON: [{ bet_type, number, amount }], amount in baht. */
  lines: string;
  created_at: number;
  updated_at: number;
}

export const columns = {
  id: 'integer generated',
  member_id: 'integer required',
  name: 'text required',
  lines: 'text required',
  created_at: 'integer required',
  updated_at: 'integer required',
} satisfies Columns<LottoNumberSetsTable>;

export type PartialDB = { [tableName]: LottoNumberSetsTable };
