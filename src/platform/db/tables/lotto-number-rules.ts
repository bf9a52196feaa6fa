// From 0004 and 0005: the lottery
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'lotto_number_rules';

export interface LottoNumberRulesTable {
  id: Generated<number>;
  category_id: number;
  /** null: every round of the category */
  round_id: number | null;
  bet_type: string;
  number: string;
  /** hot: paid at a reduced rate (rate_percent of the full rate; null: half) */
  kind: 'hot' | 'closed';
  rate_percent: number | null;
  source: Generated<'seed' | 'staff' | 'auto'>;
}

export const columns = {
  id: 'integer generated',
  category_id: 'integer required',
  round_id: 'integer nullable',
  bet_type: 'text required',
  number: 'text required',
  kind: 'text required',
  rate_percent: 'integer nullable',
  source: 'text generated',
} satisfies Columns<LottoNumberRulesTable>;

export type PartialDB = { [tableName]: LottoNumberRulesTable };
