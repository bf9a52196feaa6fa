// The content desk, second part (issue 28): announcements, events and promotions get active dates
// (like the banners in 0018); a promotion a member takes keeps its terms as they were at the take
// (the desk may change the offer, never what a member was promised); and one content version, bumped
// in the transaction of every desk change, that every node checks each second to forget what it
// keeps in memory (a publish shows on every node at once, without a message between them).
// Never edit this once shipped: later changes are new migrations after it.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { columnKinds } from './columns.ts';

async function change(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, int } = columnKinds(kind);
  const s = db.schema;
  // epoch ms; null: no limit
  for (const table of ['notifications', 'events', 'promotions']) {
    await s.alterTable(table).addColumn('active_from', big).execute();
    await s.alterTable(table).addColumn('active_until', big).execute();
  }
  // The terms at the take; null on rows taken before this migration (they read the offer's).
  await s.alterTable('member_promotions').addColumn('title', 'text').execute();
  await s.alterTable('member_promotions').addColumn('terms', 'text').execute();
  await s.alterTable('member_promotions').addColumn('bonus_percent', int).execute();
  await s.alterTable('member_promotions').addColumn('max_bonus', big).execute();
  await s.alterTable('member_promotions').addColumn('turnover_multiple', int).execute();
  await s.alterTable('member_promotions').addColumn('min_deposit', big).execute();
  await s
    .createTable('content_version')
    .addColumn('id', int, (c) => c.primaryKey())
    .addColumn('version', big, (c) => c.notNull())
    .execute();
  await db
    .insertInto('content_version' as never)
    .values({ id: 1, version: 0 } as never)
    .execute();
}

export function contentDesk(kind: EngineKind): Migration {
  return { up: (db) => change(db, kind) };
}
