// From 0004 and 0005: the lottery
import type { Generated } from 'kysely';
import type { Columns, Flag } from '../columns.ts';

export const tableName = 'lotto_categories';

export type LottoKind = 'government' | 'lao' | 'hanoi' | 'stock' | 'yeekee';

/**
 * Where a category's numbers come from: `committed` (simulated here, committed before betting
 * opens), `external` (an outside official draw the operator enters) or `shots` (Yeekee).
 */
export type DrawSource = 'committed' | 'external' | 'shots';

export interface LottoCategoriesTable {
  id: Generated<number>;
  code: string;
  name: string;
  kind: LottoKind;
  sort: number;
  /** JSON, see lotto/schedule.ts */
  schedule: string;
  schedule_text: string;
  rule_text: string;
  active: Generated<Flag>;
  draw_source: Generated<DrawSource>;
}

export const columns = {
  id: 'integer generated',
  code: 'text required',
  name: 'text required',
  kind: 'text required',
  sort: 'integer required',
  schedule: 'text required',
  schedule_text: 'text required',
  rule_text: 'text required',
  active: 'integer generated',
  draw_source: 'text generated',
} satisfies Columns<LottoCategoriesTable>;

export type PartialDB = { [tableName]: LottoCategoriesTable };
