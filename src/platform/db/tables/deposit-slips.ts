// From 0033-deposit-slips: a member's transfer slip for a deposit request, its mini QR and its outcome
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'deposit_slips';

/** credited: through the cashier's confirmation; review: for a cashier, with the reason */
export type SlipState = 'credited' | 'review';

export interface DepositSlipsTable {
  id: Generated<number>;
  deposit_id: number;
  member_id: number;
  /** The mini QR's sending bank code (3 digits, e.g. 004) */
  sending_bank: string;
  /** The mini QR's transaction reference: with the bank, used once */
  trans_ref: string;
  /** The QR's text as decoded */
  payload: string;
  /** Satang, as the provider read it (null without a provider) */
  amount: number | null;
  /** When the transfer was made, as the provider read it */
  paid_at: number | null;
  /** The verification provider asked, if any */
  provider: string | null;
  state: SlipState;
  /** Why a cashier must look (Thai) */
  reason: string | null;
  /** SHA-256 (base64url, 22 characters) of the kept WebP */
  picture_hash: string;
  picture_base64: string;
  created_at: number;
}

export const columns = {
  id: 'integer generated',
  deposit_id: 'integer required',
  member_id: 'integer required',
  sending_bank: 'text required',
  trans_ref: 'text required',
  payload: 'text required',
  amount: 'integer nullable',
  paid_at: 'integer nullable',
  provider: 'text nullable',
  state: 'text required',
  reason: 'text nullable',
  picture_hash: 'text required',
  picture_base64: 'text required',
  created_at: 'integer required',
} satisfies Columns<DepositSlipsTable>;

export type PartialDB = { [tableName]: DepositSlipsTable };
