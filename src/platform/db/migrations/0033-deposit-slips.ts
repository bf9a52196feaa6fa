// Slips (issue 42): the transfer slip a member uploads for a waiting deposit request when the money
// does not arrive. The picture is kept re-encoded (WebP, like the content desk's pictures, but not
// served at /media: a slip names the member's account), with what its mini QR said (the sending
// bank and the transaction reference, unique: a slip is used once) and, with a verification
// provider, what the provider read; its state says whether it was credited or left for a cashier.
// Never edit this once shipped: later changes are new migrations after it.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { columnKinds, inList } from './columns.ts';

const SLIP_STATES = ['credited', 'review'];

async function createTable(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, id } = columnKinds(kind);
  await db.schema
    .createTable('deposit_slips')
    .addColumn('id', big, id)
    .addColumn('deposit_id', big, (c) => c.notNull().references('deposits.id'))
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('sending_bank', 'text', (c) => c.notNull())
    .addColumn('trans_ref', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('amount', big)
    .addColumn('paid_at', big)
    .addColumn('provider', 'text')
    .addColumn('state', 'text', (c) => c.notNull().check(inList('state', SLIP_STATES)))
    .addColumn('reason', 'text')
    .addColumn('picture_hash', 'text', (c) => c.notNull())
    .addColumn('picture_base64', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addUniqueConstraint('deposit_slips_reference', ['sending_bank', 'trans_ref'])
    .execute();
  await db.schema.createIndex('deposit_slips_state').on('deposit_slips').columns(['state', 'created_at']).execute();
}

export function depositSlips(kind: EngineKind): Migration {
  return { up: (db) => createTable(db, kind) };
}
