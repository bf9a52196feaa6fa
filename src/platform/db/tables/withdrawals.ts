// From 0004-withdrawals: withdrawal requests and bonus turnover requirements
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'withdrawals';

export type WithdrawalState = 'pending' | 'paid' | 'rejected';

/** 0030: the member's account a withdrawal is paid to */
export type WithdrawalAccount = 'main' | 'backup';

export interface WithdrawalsTable {
  id: Generated<number>;
  member_id: number;
  wallet_id: number;
  /** Satang, above 0 */
  amount: number;
  /** The member's registered account when asked */
  bank_code: string;
  bank_account: string;
  status: Generated<WithdrawalState>;
  /** Why it was rejected */
  reason: string | null;
  /** The client's key, unique per member */
  idempotency_key: string;
  created_at: number;
  decided_at: number | null;
  decided_by: string | null;
  /** 0015: the bank transfer's reference, given with the approval */
  transfer_ref: string | null;
  /** 0015: above the second-approval threshold, the first of two approvals (still pending) */
  first_approved_by: string | null;
  first_approved_staff_id: number | null;
  first_approved_at: number | null;
  /** 0030: which of the member's accounts bank_code and bank_account were copied from */
  account: Generated<WithdrawalAccount>;
}

export const columns = {
  id: 'integer generated',
  member_id: 'integer required',
  wallet_id: 'integer required',
  amount: 'integer required',
  bank_code: 'text required',
  bank_account: 'text required',
  status: 'text generated',
  reason: 'text nullable',
  idempotency_key: 'text required',
  created_at: 'integer required',
  decided_at: 'integer nullable',
  decided_by: 'text nullable',
  transfer_ref: 'text nullable',
  first_approved_by: 'text nullable',
  first_approved_staff_id: 'integer nullable',
  first_approved_at: 'integer nullable',
  account: 'text generated',
} satisfies Columns<WithdrawalsTable>;

export type PartialDB = { [tableName]: WithdrawalsTable };
