// Results that arrive by themselves, the rest of issue 44: a person's answer to an alert on a round
// already paid (acknowledged: who, when, their note; the desk lists it no more), and what the clock
// knows of each round it is asking about (tries, next try, which sources ever answered), kept in
// the database so a restart or another node goes on where it was instead of starting over.
// Never edit this once shipped: later changes are new migrations after it.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { columnKinds } from './columns.ts';

async function change(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, int } = columnKinds(kind);
  for (const [column, type] of [
    ['acknowledged_at', big],
    ['acknowledged_by', 'text'],
    ['acknowledged_staff_id', big],
    ['acknowledge_note', 'text'],
  ] as const) {
    await db.schema.alterTable('lotto_result_alerts').addColumn(column, type).execute();
  }
  await db.schema
    .createTable('lotto_result_watches')
    .addColumn('round_id', big, (c) => c.primaryKey().references('lotto_rounds.id'))
    .addColumn('tries', int, (c) => c.notNull())
    .addColumn('next_at', big, (c) => c.notNull())
    .addColumn('answered', 'text', (c) => c.notNull())
    .execute();
}

export function resultWatch(kind: EngineKind): Migration {
  return { up: (db) => change(db, kind) };
}
