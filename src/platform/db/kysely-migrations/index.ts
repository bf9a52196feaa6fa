// The schema history for the Kysely path (issue 11): one list of migrations for both engines, run
// by Kysely's Migrator. Append new migrations at the end under a name that sorts after the last;
// never edit or reorder a shipped one. Not used by the platform yet: today it still migrates with
// ../migrate.ts and ../migrations.ts on node:sqlite.
import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely/migration';
import { schema } from './0001-schema.ts';

export const kyselyMigrations: Readonly<Record<string, Migration>> = {
  '0001-schema': schema,
};

const provider: MigrationProvider = { getMigrations: async () => ({ ...kyselyMigrations }) };

export function migrator<DB>(db: Kysely<DB>): Migrator {
  return new Migrator({ db, provider });
}

/** Brings the database up to the newest migration; throws (naming it) when one fails. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationResultSet> {
  const result = await migrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((step) => step.status === 'Error')?.migrationName ?? '(before any migration)';
    throw new Error(`Migration ${failed} failed: ${result.error instanceof Error ? result.error.message : String(result.error)}`, {
      cause: result.error,
    });
  }
  return result;
}
