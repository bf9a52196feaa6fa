// Two things the money desk's first week asked for (issue 42). Every slip a member uploads is
// counted (whether it was kept or refused: each costs a picture decode), so a member may upload
// only so many an hour; the rows older than the window are pruned as the reset requests' are. And a
// cashier may mark a bank text dealt with (who, when, an optional note): it leaves the desk's list
// while its reading and its state stay as they were.
// Never edit this once shipped: later changes are new migrations after it.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { columnKinds } from './columns.ts';

async function change(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, id } = columnKinds(kind);
  await db.schema
    .createTable('slip_uploads')
    .addColumn('id', big, id)
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('uploaded_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('slip_uploads_member').on('slip_uploads').columns(['member_id', 'uploaded_at']).execute();
  for (const [column, type] of [
    ['dealt_at', big],
    ['dealt_by', 'text'],
    ['dealt_note', 'text'],
  ] as const) {
    await db.schema.alterTable('bank_messages').addColumn(column, type).execute();
  }
}

export function slipUploads(kind: EngineKind): Migration {
  return { up: (db) => change(db, kind) };
}
