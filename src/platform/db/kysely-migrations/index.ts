// The schema history for the Kysely path (issue 11): one list of migrations for both engines, run
// by Kysely's Migrator. Append new migrations at the end under a name that sorts after the last;
// never edit or reorder a shipped one. Not used by the platform yet: today it still migrates with
// ../migrate.ts and ../migrations.ts on node:sqlite.
import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely/migration';
import { schema, type EngineKind } from './0001-schema.ts';

/** The migrations by name, for one engine: where the engines differ, each migration picks its SQL. */
export function kyselyMigrations(kind: EngineKind): Readonly<Record<string, Migration>> {
  return {
    '0001-schema': schema(kind),
  };
}

export function migrator<DB>(db: Kysely<DB>, kind: EngineKind): Migrator {
  const provider: MigrationProvider = { getMigrations: async () => ({ ...kyselyMigrations(kind) }) };
  return new Migrator({ db, provider });
}

/** Brings the database up to the newest migration; throws (naming it) when one fails. */
export async function migrateToLatest<DB>(db: Kysely<DB>, kind: EngineKind): Promise<MigrationResultSet> {
  const result = await migrator(db, kind).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((step) => step.status === 'Error')?.migrationName ?? '(before any migration)';
    throw new Error(`Migration ${failed} failed: ${result.error instanceof Error ? result.error.message : String(result.error)}`, {
      cause: result.error,
    });
  }
  return result;
}
