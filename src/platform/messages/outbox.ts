// The embedded platform's sender: messages wait in the message_outbox table, where the operator
// reads them (`npm run operator -- outbox`) in place of an SMS provider.
import type { DatabaseSync } from 'node:sqlite';
import { nowMs } from '../db/clock.ts';
import { all, run } from '../db/database.ts';
import type { MessageSender, OutgoingMessage } from './message.ts';

const KEEP_MS = 24 * 3_600_000;

export function outboxSender(db: DatabaseSync): MessageSender {
  return {
    kind: 'outbox',
    // Written before the first await: the row is there when the caller's answer goes out.
    async send(message: OutgoingMessage) {
      const at = nowMs(db);
      // A day is plenty to read a message whose code lives ten minutes.
      run(db, 'DELETE FROM message_outbox WHERE created_at <= ?', at - KEEP_MS);
      run(
        db,
        'INSERT INTO message_outbox (recipient, purpose, body, created_at) VALUES (?, ?, ?, ?)',
        message.to,
        message.purpose,
        message.text,
        at,
      );
    },
  };
}

export interface OutboxRow {
  id: number;
  recipient: string;
  purpose: string;
  body: string;
  created_at: number;
}

/** The newest messages first, of one phone when given. */
export function outboxMessages(db: DatabaseSync, phone?: string, limit = 20): OutboxRow[] {
  return all<OutboxRow>(
    db,
    'SELECT * FROM message_outbox WHERE ? IS NULL OR recipient = ? ORDER BY id DESC LIMIT ?',
    phone ?? null,
    phone ?? null,
    limit,
  );
}
