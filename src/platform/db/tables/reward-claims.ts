// From 0007-rewards: the claim book, the check-in card, coupons
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'reward_claims';

export interface RewardClaimsTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  /** What the claim is once per: a Bangkok date, a week, a coupon code */
  period: string;
  /** The check-in card's day */
  step: number | null;
  unit: 'satang' | 'points';
  amount: number;
  /** Satang the amount was worked out from (a net loss, stakes) */
  basis: number | null;
  created_at: number;
}

export const columns = {
  id: 'integer generated',
  member_id: 'integer required',
  kind: 'text required',
  period: 'text required',
  step: 'integer nullable',
  unit: 'text required',
  amount: 'integer required',
  basis: 'integer nullable',
  created_at: 'integer required',
} satisfies Columns<RewardClaimsTable>;

export type PartialDB = { [tableName]: RewardClaimsTable };
