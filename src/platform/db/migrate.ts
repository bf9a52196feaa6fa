// Brings the platform's database to the newest schema (migrations/, on either engine). A SQLite
// file made before the move to Kysely holds the same schema counted in PRAGMA user_version: it
// is brought to the last legacy version and adopted, so no member, wallet or ledger row moves.
import { sql } from 'kysely';
import type { Engine } from './engine.ts';
import { migrations as legacyMigrations, migrate as migrateLegacy, schemaVersion } from './legacy-migrations/index.ts';
import { migrateToLatest } from './migrations/index.ts';

async function hasTable(engine: Engine, name: string): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ${name}`.execute(
    engine.db,
  );
  return Number(rows[0]?.n) > 0;
}

export async function migrateDatabase(engine: Engine): Promise<void> {
  let adoptLegacySchema = false;
  if (engine.sqliteFile && !(await hasTable(engine, 'kysely_migration'))) {
    const version = schemaVersion(engine.sqliteFile);
    if (version > 0) {
      migrateLegacy(engine.sqliteFile, legacyMigrations);
      adoptLegacySchema = true;
    }
  }
  await migrateToLatest(engine.db, engine.kind, { adoptLegacySchema });
}
