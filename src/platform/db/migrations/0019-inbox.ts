// The member's inbox (issue 27): one row per message, written in the transaction of the event it
// tells about (a settled bill, a deposit, a withdrawal, a bonus), or when the member first reads an
// operator's announcement (ref `announcement:<id>`, unique per member, so it arrives once). Kept
// 90 days (the platform's tick deletes older ones).
// With it, the codes that confirm a new member's phone at registration: keyed by phone (there is
// no member yet), salted HMAC only, like password_reset_codes.
// Never edit this once shipped: later changes are new migrations after it.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { columnKinds, inList } from './columns.ts';

const KINDS = [
  'bill_won',
  'bill_lost',
  'bill_refunded',
  'deposit_paid',
  'deposit_rejected',
  'withdrawal_paid',
  'withdrawal_rejected',
  'bonus',
  'cashback',
  'announcement',
];

async function createTables(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, id, int } = columnKinds(kind);
  const s = db.schema;
  await s
    .createTable('inbox_messages')
    .addColumn('id', big, id)
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(inList('kind', KINDS)))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('read_at', big)
    .addUniqueConstraint('inbox_messages_ref', ['member_id', 'ref'])
    .execute();
  await s.createIndex('inbox_messages_created').on('inbox_messages').column('created_at').execute();
  await s
    .createTable('phone_codes')
    .addColumn('id', big, id)
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('tries', int, (c) => c.notNull().defaultTo(0))
    .addColumn('closed_at', big)
    .execute();
  await s.createIndex('phone_codes_phone').on('phone_codes').column('phone').execute();
}

export function inbox(kind: EngineKind): Migration {
  return { up: (db) => createTables(db, kind) };
}
