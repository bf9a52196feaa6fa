// From 0019: the member's inbox, and the codes that confirm a new member's phone
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'inbox_messages';

export type InboxKind =
  | 'bill_won'
  | 'bill_lost'
  | 'bill_refunded'
  | 'deposit_paid'
  | 'deposit_rejected'
  | 'withdrawal_paid'
  | 'withdrawal_rejected'
  | 'bonus'
  | 'cashback'
  | 'announcement';

export interface InboxMessagesTable {
  id: Generated<number>;
  member_id: number;
  kind: InboxKind;
  title: string;
  body: string;
  /** What the message is about (`deposit:12`); unique per member, so an event tells once. */
  ref: string;
  created_at: number;
  read_at: number | null;
}

export const columns = {
  id: 'integer generated',
  member_id: 'integer required',
  kind: 'text required',
  title: 'text required',
  body: 'text required',
  ref: 'text required',
  created_at: 'integer required',
  read_at: 'integer nullable',
} satisfies Columns<InboxMessagesTable>;

export type PartialDB = { [tableName]: InboxMessagesTable };
