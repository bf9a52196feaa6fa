// Results that arrive by themselves (issue 44): what the risk desk is told when the outside sources
// of a draw disagree, when only one answered by the deadline, or when a source later disagrees with
// a confirmed result. Kept as rows (not computed) because the answers that raised them are gone.
// Never edit this once shipped: later changes are new migrations after it.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { columnKinds, inList } from './columns.ts';

const ALERT_KINDS = ['disagree', 'one_source', 'no_source', 'after_confirmed'];

async function createTables(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, id } = columnKinds(kind);
  await db.schema
    .createTable('lotto_result_alerts')
    .addColumn('id', big, id)
    .addColumn('round_id', big, (c) => c.notNull().references('lotto_rounds.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(inList('kind', ALERT_KINDS)))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('raised_at', big, (c) => c.notNull())
    .addUniqueConstraint('lotto_result_alerts_once', ['round_id', 'kind'])
    .execute();
}

export function resultAlerts(kind: EngineKind): Migration {
  return { up: (db) => createTables(db, kind) };
}
