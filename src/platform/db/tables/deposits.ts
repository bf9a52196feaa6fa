// From 0006-deposits: the agent's PromptPay accounts and members' deposit requests
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'deposits';

export type DepositState = 'pending' | 'paid' | 'rejected' | 'expired' | 'cancelled';

export type DepositChannel = 'bank' | 'truemoney' | 'promptpay';

export interface DepositsTable {
  id: Generated<number>;
  member_id: number;
  wallet_id: number;
  channel: DepositChannel;
  /** A row of agent_bank_accounts, agent_true_money_accounts or agent_promptpay_accounts */
  sub_channel_id: number;
  /** Satang asked for */
  amount: number;
  /** Satang to pay and to credit: unique among the pending deposits to the same account */
  pay_amount: number;
  /** The EMVCo QR text, when the channel has one */
  payload: string | null;
  status: Generated<DepositState>;
  reason: string | null;
  created_at: number;
  expires_at: number;
  decided_at: number | null;
  decided_by: string | null;
}

export const columns = {
  id: 'integer generated',
  member_id: 'integer required',
  wallet_id: 'integer required',
  channel: 'text required',
  sub_channel_id: 'integer required',
  amount: 'integer required',
  pay_amount: 'integer required',
  payload: 'text nullable',
  status: 'text generated',
  reason: 'text nullable',
  created_at: 'integer required',
  expires_at: 'integer required',
  decided_at: 'integer nullable',
  decided_by: 'text nullable',
} satisfies Columns<DepositsTable>;

export type PartialDB = { [tableName]: DepositsTable };
