// A member's number sets (เลขชุด, issue 27): the lines of a bill kept under a name, so they follow
// the member to another phone and go into a new bill in one tap. The lines are one JSON text
// (bet type, number, stake each); they are checked again against the round's rules when used.
// Never edit this once shipped: later changes are new migrations after it.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { columnKinds } from './columns.ts';

async function createTable(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, id } = columnKinds(kind);
  await db.schema
    .createTable('lotto_number_sets')
    .addColumn('id', big, id)
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addUniqueConstraint('lotto_number_sets_name', ['member_id', 'name'])
    .execute();
}

export function numberSets(kind: EngineKind): Migration {
  return { up: (db) => createTable(db, kind) };
}
