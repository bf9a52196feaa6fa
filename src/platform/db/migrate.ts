// Brings the schema up to date: migration N (1-based) runs once, then PRAGMA user_version = N.
// Later modules append to the list in migrations.ts; never edit or reorder a shipped migration.
import type { DatabaseSync } from 'node:sqlite';
import { one, tx } from './database.ts';

export interface Migration {
  name: string;
  sql: string;
}

export function schemaVersion(db: DatabaseSync): number {
  return Number(one<{ user_version: number }>(db, 'PRAGMA user_version')?.user_version ?? 0);
}

export function migrate(db: DatabaseSync, migrations: readonly Migration[]): void {
  const current = schemaVersion(db);
  if (current > migrations.length) {
    throw new Error(`Database schema version ${current} is newer than this code knows (${migrations.length}).`);
  }
  for (let index = current; index < migrations.length; index++) {
    const migration = migrations[index]!;
    tx(db, () => {
      db.exec(migration.sql);
      db.exec(`PRAGMA user_version = ${index + 1}`);
    });
  }
}
