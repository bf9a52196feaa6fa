// From 0004 and 0005: the lottery
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'lotto_draw_source_changes';

export interface LottoDrawSourceChangesTable {
  id: Generated<number>;
  category_id: number;
  draw_source: 'committed' | 'external';
  changed_by: string;
  changed_at: number;
}

export const columns = {
  id: 'integer generated',
  category_id: 'integer required',
  draw_source: 'text required',
  changed_by: 'text required',
  changed_at: 'integer required',
} satisfies Columns<LottoDrawSourceChangesTable>;

export type PartialDB = { [tableName]: LottoDrawSourceChangesTable };
