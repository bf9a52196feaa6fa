// From 0035-line: the messages waiting for LINE, written in the transaction of the event they tell about
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'line_outbox';

/** waiting (to send, at next_at), sent, blocked (the account blocked us), given_up (retries spent). */
export type LineOutboxState = 'waiting' | 'sent' | 'blocked' | 'given_up';

export interface LineOutboxTable {
  id: Generated<number>;
  member_id: number;
  /** The inbox message's ref (`deposit:12`): unique per member, so an event retried queues once. */
  ref: string;
  kind: string;
  /** The LINE message objects as JSON (the flex bubble), made when the event happened. */
  message: string;
  /** A UUID sent as X-Line-Retry-Key on every attempt: LINE delivers one push per key. */
  retry_key: string;
  state: Generated<LineOutboxState>;
  attempts: Generated<number>;
  created_at: number;
  /** When the next attempt may go (a claim moves it past a lease: a sender that dies releases it). */
  next_at: number;
  sent_at: number | null;
  /** The last failure: HTTP status and LINE's short reason, never the member's data. */
  last_error: string | null;
}

export const columns = {
  id: 'integer generated',
  member_id: 'integer required',
  ref: 'text required',
  kind: 'text required',
  message: 'text required',
  retry_key: 'text required',
  state: 'text generated',
  attempts: 'integer generated',
  created_at: 'integer required',
  next_at: 'integer required',
  sent_at: 'integer nullable',
  last_error: 'text nullable',
} satisfies Columns<LineOutboxTable>;

export type PartialDB = { [tableName]: LineOutboxTable };
