// Responsible play (issue 13): the member's daily limits and breaks. Both are append-only: a limit
// is changed by a new row (a raise or removal waits for its effective time), and a break can only
// be followed by one that ends later, so nothing shortens one.
// Never edit this once shipped: later changes are new migrations after it.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { appendOnly, columnKinds, inList } from './columns.ts';

async function createTables(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, id } = columnKinds(kind);
  const s = db.schema;
  await s
    .createTable('responsible_limits')
    .addColumn('id', big, id)
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(inList('kind', ['deposit', 'loss'])))
    .addColumn('amount', big, (c) => c.check(sql`amount > 0`)) // satang per Bangkok day; null: no limit
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('effective_at', big, (c) => c.notNull()) // created_at, or later for a raise or removal
    .execute();
  await s.createIndex('responsible_limits_member').on('responsible_limits').columns(['member_id', 'kind', 'id']).execute();
  await s
    .createTable('responsible_breaks')
    .addColumn('id', big, id)
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(inList('kind', ['timeout', 'exclusion'])))
    .addColumn('starts_at', big, (c) => c.notNull())
    .addColumn('ends_at', big, (c) => c.notNull().check(sql`ends_at > starts_at`))
    .execute();
  await s.createIndex('responsible_breaks_member').on('responsible_breaks').columns(['member_id', 'ends_at']).execute();
  // Today's rows of a member's wallets (the loss and deposit limits, inside every bill and round):
  // found by day instead of read through the wallet's whole history.
  await s.createIndex('ledger_wallet_created').on('ledger').columns(['wallet_id', 'created_at']).execute();
}

export function responsiblePlay(kind: EngineKind): Migration {
  return {
    async up(db) {
      await createTables(db, kind);
      for (const table of ['responsible_limits', 'responsible_breaks']) {
        for (const statement of appendOnly(kind, table, `${table} are append-only`)) await sql.raw(statement).execute(db);
      }
    },
  };
}
