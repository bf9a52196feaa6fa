// From 0031-notification-devices: every bank text a device forwarded, its reading and its outcome
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'bank_messages';

export type BankTextKind = 'incoming' | 'outgoing' | 'otp' | 'balance' | 'advert' | 'unreadable';
/** credited: through the cashier's confirmation; ignored: not money in; review: for a cashier; duplicate: another device's copy */
export type BankMessageState = 'credited' | 'ignored' | 'review' | 'duplicate';

export interface BankMessagesTable {
  id: Generated<number>;
  device_id: number;
  bank_account_id: number;
  /** The forwarder's own key of the delivery (a retry repeats it): unique per device */
  delivery_key: string;
  /** SHA-256 of the tidied text: the same text from another device on the account */
  text_hash: string;
  /** Who the phone says sent it (the SMS sender or the app) */
  sender: string | null;
  text: string;
  kind: BankTextKind;
  bank: string | null;
  /** Satang, of an incoming transfer */
  amount: number | null;
  paid_at: number | null;
  account_mask: string | null;
  from_name: string | null;
  state: BankMessageState;
  /** Why a cashier must look (Thai), or what it was matched to */
  reason: string | null;
  deposit_id: number | null;
  /** The forwarder's timestamp (ms) */
  sent_at: number;
  received_at: number;
  /** From 0034: when a cashier marked it dealt with (it leaves the desk's list), who, and their note */
  dealt_at: number | null;
  dealt_by: string | null;
  dealt_note: string | null;
}

export const columns = {
  id: 'integer generated',
  device_id: 'integer required',
  bank_account_id: 'integer required',
  delivery_key: 'text required',
  text_hash: 'text required',
  sender: 'text nullable',
  text: 'text required',
  kind: 'text required',
  bank: 'text nullable',
  amount: 'integer nullable',
  paid_at: 'integer nullable',
  account_mask: 'text nullable',
  from_name: 'text nullable',
  state: 'text required',
  reason: 'text nullable',
  deposit_id: 'integer nullable',
  sent_at: 'integer required',
  received_at: 'integer required',
  dealt_at: 'integer nullable',
  dealt_by: 'text nullable',
  dealt_note: 'text nullable',
} satisfies Columns<BankMessagesTable>;

export type PartialDB = { [tableName]: BankMessagesTable };
