// From 0008-promotions: deposit bonuses and the ones members take
import type { Generated } from 'kysely';
import type { Columns, Flag } from '../columns.ts';

export const tableName = 'promotions';

export interface PromotionsTable {
  id: Generated<number>;
  title: string;
  image: string;
  terms: string;
  bonus_percent: number;
  /** Satang */
  max_bonus: number;
  turnover_multiple: number;
  /** Satang */
  min_deposit: number;
  sort_order: Generated<number>;
  active: Generated<Flag>;
  /** 0025: epoch ms; null: from always / until always */
  active_from: number | null;
  active_until: number | null;
}

export const columns = {
  id: 'integer generated',
  title: 'text required',
  image: 'text required',
  terms: 'text required',
  bonus_percent: 'integer required',
  max_bonus: 'integer required',
  turnover_multiple: 'integer required',
  min_deposit: 'integer required',
  sort_order: 'integer generated',
  active: 'integer generated',
  active_from: 'integer nullable',
  active_until: 'integer nullable',
} satisfies Columns<PromotionsTable>;

export type PartialDB = { [tableName]: PromotionsTable };
