// From 0008-promotions: deposit bonuses and the ones members take
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'member_promotions';

export interface MemberPromotionsTable {
  id: Generated<number>;
  member_id: number;
  promotion_id: number;
  status: Generated<'waiting' | 'paid' | 'cancelled'>;
  deposit_id: number | null;
  /** Satang credited */
  bonus: number | null;
  /** Satang of stakes asked for */
  turnover_required: number | null;
  taken_at: number;
  decided_at: number | null;
  /** 0025: the offer's terms at the take (null: taken before 0025, the offer's own apply) */
  title: string | null;
  terms: string | null;
  bonus_percent: number | null;
  max_bonus: number | null;
  turnover_multiple: number | null;
  min_deposit: number | null;
}

export const columns = {
  id: 'integer generated',
  member_id: 'integer required',
  promotion_id: 'integer required',
  status: 'text generated',
  deposit_id: 'integer nullable',
  bonus: 'integer nullable',
  turnover_required: 'integer nullable',
  taken_at: 'integer required',
  decided_at: 'integer nullable',
  title: 'text nullable',
  terms: 'text nullable',
  bonus_percent: 'integer nullable',
  max_bonus: 'integer nullable',
  turnover_multiple: 'integer nullable',
  min_deposit: 'integer nullable',
} satisfies Columns<MemberPromotionsTable>;

export type PartialDB = { [tableName]: MemberPromotionsTable };
