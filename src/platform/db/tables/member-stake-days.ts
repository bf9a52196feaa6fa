// From 0029: a member's stakes per Bangkok day (the VIP tier's 30 days), kept by a trigger on ledger
import type { Columns } from '../columns.ts';

export const tableName = 'member_stake_days';

export interface MemberStakeDaysTable {
  member_id: number;
  /** Bangkok day number of the bill or game round staked */
  day: number;
  /** Satang: bets less what was refunded of them */
  stakes: number;
}

export const columns = {
  member_id: 'integer required',
  day: 'integer required',
  stakes: 'integer required',
} satisfies Columns<MemberStakeDaysTable>;

export type PartialDB = { [tableName]: MemberStakeDaysTable };
