// The embedded platform's sender: messages wait in the message_outbox table, where the operator
// reads them (`npm run operator -- outbox`) in place of an SMS provider.
import type { Selectable } from 'kysely';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import type { MessageOutboxTable } from '../db/tables/message-outbox.ts';
import type { MessageSender, OutgoingMessage } from './message.ts';

const KEEP_MS = 24 * 3_600_000;

/** `db`: the platform's root handle (a message goes out after the transaction that sent it). */
export function outboxSender(db: Db): MessageSender {
  return {
    kind: 'outbox',
    local: true,
    async send(message: OutgoingMessage) {
      const at = nowMs(db);
      await db
        .insertInto('message_outbox')
        .values({ recipient: message.to, purpose: message.purpose, body: message.text, created_at: at })
        .execute();
      // A day is plenty to read a message whose code lives ten minutes (after the row: the
      // member's answer need not wait for this).
      await db
        .deleteFrom('message_outbox')
        .where('created_at', '<=', at - KEEP_MS)
        .execute();
    },
  };
}

export type OutboxRow = Selectable<MessageOutboxTable>;

/** The newest messages first, of one phone when given. */
export function outboxMessages(db: Db, phone?: string, limit = 20): Promise<OutboxRow[]> {
  return db
    .selectFrom('message_outbox')
    .selectAll()
    .$if(phone !== undefined, (query) => query.where('recipient', '=', phone!))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
