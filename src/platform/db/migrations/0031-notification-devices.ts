// Automatic deposits (issue 42): the agent's phones that forward the bank's texts for an agent bank
// account (each with its own secret: the forwarder signs with it, so it is kept to check with,
// like a staff member's TOTP secret), and every text they forwarded, with its reading and what
// became of it. A text is unique per device and delivery (a forwarder's retry is the same
// delivery); the same text from two devices on one account is found by its hash.
// Never edit this once shipped: later changes are new migrations after it.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { columnKinds, inList } from './columns.ts';

const FORWARDERS = ['smsforwarder', 'sms-gateway'];
const DEVICE_STATES = ['active', 'paused', 'revoked'];
const TEXT_KINDS = ['incoming', 'outgoing', 'otp', 'balance', 'advert', 'unreadable'];
const MESSAGE_STATES = ['credited', 'ignored', 'review', 'duplicate'];

async function createTables(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, id } = columnKinds(kind);
  const s = db.schema;
  await s
    .createTable('notification_devices')
    .addColumn('id', big, id)
    .addColumn('bank_account_id', big, (c) => c.notNull().references('agent_bank_accounts.id'))
    .addColumn('forwarder', 'text', (c) => c.notNull().check(inList('forwarder', FORWARDERS)))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('active').check(inList('state', DEVICE_STATES)))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('last_sent_at', big)
    .execute();
  await s
    .createTable('bank_messages')
    .addColumn('id', big, id)
    .addColumn('device_id', big, (c) => c.notNull().references('notification_devices.id'))
    .addColumn('bank_account_id', big, (c) => c.notNull().references('agent_bank_accounts.id'))
    .addColumn('delivery_key', 'text', (c) => c.notNull())
    .addColumn('text_hash', 'text', (c) => c.notNull())
    .addColumn('sender', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(inList('kind', TEXT_KINDS)))
    .addColumn('bank', 'text')
    .addColumn('amount', big)
    .addColumn('paid_at', big)
    .addColumn('account_mask', 'text')
    .addColumn('from_name', 'text')
    .addColumn('state', 'text', (c) => c.notNull().check(inList('state', MESSAGE_STATES)))
    .addColumn('reason', 'text')
    .addColumn('deposit_id', big, (c) => c.references('deposits.id'))
    .addColumn('sent_at', big, (c) => c.notNull())
    .addColumn('received_at', big, (c) => c.notNull())
    .addUniqueConstraint('bank_messages_delivery', ['device_id', 'delivery_key'])
    .execute();
  await s.createIndex('bank_messages_text').on('bank_messages').columns(['bank_account_id', 'text_hash']).execute();
  await s.createIndex('bank_messages_state').on('bank_messages').columns(['state', 'received_at']).execute();
}

export function notificationDevices(kind: EngineKind): Migration {
  return { up: (db) => createTables(db, kind) };
}
