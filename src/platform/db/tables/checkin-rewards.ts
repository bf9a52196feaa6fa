// From 0007-rewards: the claim book, the check-in card, coupons
import type { Columns } from '../columns.ts';

export const tableName = 'checkin_rewards';

export interface CheckinRewardsTable {
  day: number;
  kind: 'points' | 'free_credit';
  /** Points, or satang of free credit */
  amount: number;
}

export const columns = {
  day: 'integer required',
  kind: 'text required',
  amount: 'integer required',
} satisfies Columns<CheckinRewardsTable>;

export type PartialDB = { [tableName]: CheckinRewardsTable };
