// From 0015-money-desk: staff adjustments of a member's wallet (the money moves through the ledger)
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'member_adjustments';

export type AdjustmentState = 'waiting' | 'done' | 'refused';

export interface MemberAdjustmentsTable {
  id: Generated<number>;
  member_id: number;
  wallet_id: number;
  /** Satang, not 0; negative takes */
  amount: number;
  reason: string;
  status: AdjustmentState;
  asked_by: string;
  asked_staff_id: number | null;
  asked_at: number;
  decided_by: string | null;
  decided_staff_id: number | null;
  decided_at: number | null;
}

export const columns = {
  id: 'integer generated',
  member_id: 'integer required',
  wallet_id: 'integer required',
  amount: 'integer required',
  reason: 'text required',
  status: 'text required',
  asked_by: 'text required',
  asked_staff_id: 'integer nullable',
  asked_at: 'integer required',
  decided_by: 'text nullable',
  decided_staff_id: 'integer nullable',
  decided_at: 'integer nullable',
} satisfies Columns<MemberAdjustmentsTable>;

export type PartialDB = { [tableName]: MemberAdjustmentsTable };
