// The live events of another process on the same SQLite file (the command line confirming a
// deposit, settling a round): that process cannot reach the serving one's open streams, so it
// leaves each event here, and the serving process reads what is new every half second and tells
// its streams (platform/live/notices.ts). PostgreSQL has NOTIFY for this and leaves the table empty.
// Never edit this once shipped: later changes are new migrations after it.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { columnKinds } from './columns.ts';

async function change(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, id } = columnKinds(kind);
  await db.schema
    .createTable('live_notices')
    .addColumn('id', big, id)
    .addColumn('line', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
}

export function liveNotices(kind: EngineKind): Migration {
  return { up: (db) => change(db, kind) };
}
