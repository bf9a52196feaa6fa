// Every game is what its name says (issue 24): besides the slot and the baccarat table, a slot whose
// feature is free spins, a dragon tiger table, an arcade fishing game and virtual football. The
// engine column's CHECK (0002-games) listed two engines; a CHECK cannot be altered in place on
// SQLite, so the table is rebuilt there (SQLite's documented procedure: foreign keys off, a new
// table, the rows copied, the old one dropped, the new one renamed, the references checked).
// Never edit this once shipped: later changes are new migrations after it.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { columnKinds, inList } from './columns.ts';
import { GAME_CATEGORIES } from './0002-games.ts';

const GAME_ENGINES = ['slot', 'baccarat', 'freespin', 'dragon_tiger', 'fishing', 'football'] as const;

const COLUMNS = 'id, code, provider_code, category, name, thumbnail, engine, hot, demo, sort_order, active';

async function rebuildOnSqlite(db: Kysely<unknown>): Promise<void> {
  const { big, int, id, flagType, flag } = columnKinds('sqlite');
  // Not inside a transaction: Kysely runs SQLite migrations without one, and this pragma is a no-op
  // within a transaction.
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await trx.schema
        .createTable('games_next')
        .addColumn('id', big, id)
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('provider_code', 'text', (c) => c.notNull().references('game_providers.code'))
        .addColumn('category', 'text', (c) => c.notNull().check(inList('category', GAME_CATEGORIES)))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('thumbnail', 'text', (c) => c.notNull())
        .addColumn('engine', 'text', (c) => c.notNull().check(inList('engine', GAME_ENGINES)))
        .addColumn('hot', flagType, flag('hot', 0))
        .addColumn('demo', flagType, flag('demo', 1))
        .addColumn('sort_order', int, (c) => c.notNull().defaultTo(0))
        .addColumn('active', flagType, flag('active', 1))
        .execute();
      await sql.raw(`INSERT INTO games_next (${COLUMNS}) SELECT ${COLUMNS} FROM games`).execute(trx);
      await sql`DROP TABLE games`.execute(trx);
      await sql`ALTER TABLE games_next RENAME TO games`.execute(trx);
      await trx.schema.createIndex('games_category').on('games').columns(['category', 'sort_order', 'id']).execute();
      const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`games rebuilt with ${broken.rows.length} broken references`);
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

export function gameEngines(kind: EngineKind): Migration {
  return {
    async up(db) {
      if (kind === 'sqlite') return rebuildOnSqlite(db);
      // PostgreSQL names a column's CHECK <table>_<column>_check.
      await sql`ALTER TABLE games DROP CONSTRAINT games_engine_check`.execute(db);
      await sql`ALTER TABLE games ADD CONSTRAINT games_engine_check CHECK (${inList('engine', GAME_ENGINES)})`.execute(db);
    },
  };
}
