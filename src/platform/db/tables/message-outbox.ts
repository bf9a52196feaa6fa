// From 0006: reset codes, reset requests, message outbox
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'message_outbox';

export interface MessageOutboxTable {
  id: Generated<number>;
  recipient: string;
  purpose: string;
  body: string;
  created_at: number;
}

export const columns = {
  id: 'integer generated',
  recipient: 'text required',
  purpose: 'text required',
  body: 'text required',
  created_at: 'integer required',
} satisfies Columns<MessageOutboxTable>;

export type PartialDB = { [tableName]: MessageOutboxTable };
