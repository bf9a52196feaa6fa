// The owner's report (issue 29) over a year must answer within a second: each closed Bangkok day's
// figures are summed once into report_days (one row per day, kind and key: a round, a game, a
// member, a credit type) when a report first needs that day and none of its bills wait for a
// result, and marked built in report_closed_days; a calendar month whose days are all kept is
// summed again into report_months (a year is then twelve rows per key, not 365); today and days
// with waiting bills are counted live. lotto_bills gets an index by time for those live counts
// (game_rounds has one).
// Never edit this once shipped: later changes are new migrations after it.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { columnKinds, inList } from './columns.ts';

const KINDS = ['round', 'game', 'member', 'credit'];

async function createTables(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, int } = columnKinds(kind);
  const s = db.schema;
  await s
    .createTable('report_closed_days')
    .addColumn('day', int, (c) => c.primaryKey())
    .addColumn('built_at', big, (c) => c.notNull())
    .execute();
  await s
    .createTable('report_days')
    .addColumn('day', int, (c) => c.notNull().references('report_closed_days.day'))
    .addColumn('kind', 'text', (c) => c.notNull().check(inList('kind', KINDS)))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('stakes', big, (c) => c.notNull())
    .addColumn('payouts', big, (c) => c.notNull())
    .addColumn('count', int, (c) => c.notNull())
    .addPrimaryKeyConstraint('report_days_pk', ['day', 'kind', 'key'])
    .execute();
  await s
    .createTable('report_months')
    .addColumn('month', int, (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(inList('kind', KINDS)))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('stakes', big, (c) => c.notNull())
    .addColumn('payouts', big, (c) => c.notNull())
    .addColumn('count', int, (c) => c.notNull())
    .addPrimaryKeyConstraint('report_months_pk', ['month', 'kind', 'key'])
    .execute();
  await s.createIndex('lotto_bills_created').on('lotto_bills').column('created_at').execute();
}

export function reportDays(kind: EngineKind): Migration {
  return { up: (db) => createTables(db, kind) };
}
