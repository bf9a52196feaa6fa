// The schema history before Kysely (issue 11): SQLite only, each migration a SQL text, counted in
// PRAGMA user_version. Frozen: migrations/0001-schema.ts makes the same schema on both engines
// and is where the schema goes on. Kept for two readers: a data folder made before the move (its
// file at version 1-9 is brought to 10 here, then adopted by migrate.ts), and the tests that
// hold 0001-schema.ts to exactly what these made.
import type { DatabaseSync } from 'node:sqlite';
import { agentContent } from './0001-agent-content.ts';
import { membersAndMoney } from './0002-members-money.ts';
import { authTables } from './0003-auth.ts';
import { lottoTables } from './0004-lotto.ts';
import { lottoDrawSource } from './0005-lotto-draw-source.ts';
import { resetCodesAndLoginLocks } from './0006-reset-codes.ts';
import { contentWords } from './0007-content-words.ts';
import { bankAccountOwners } from './0008-bank-account-owners.ts';
import { lottoNumberStakes } from './0009-lotto-number-stakes.ts';
import { lottoRoundIndexes } from './0010-lotto-round-indexes.ts';
import type { Migration } from './migration.ts';

export const migrations: readonly Migration[] = [
  agentContent,
  membersAndMoney,
  authTables,
  lottoTables,
  lottoDrawSource,
  resetCodesAndLoginLocks,
  contentWords,
  bankAccountOwners,
  lottoNumberStakes,
  lottoRoundIndexes,
];

export function schemaVersion(db: DatabaseSync): number {
  return Number((db.prepare('PRAGMA user_version').get() as { user_version: number } | undefined)?.user_version ?? 0);
}

/** Runs the migrations the file has not had, each in its own transaction. */
export function migrate(db: DatabaseSync, list: readonly Migration[] = migrations): void {
  const current = schemaVersion(db);
  if (current > list.length) {
    throw new Error(`Database schema version ${current} is newer than this code knows (${list.length}).`);
  }
  for (let index = current; index < list.length; index++) {
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(list[index]!.sql);
      db.exec(`PRAGMA user_version = ${index + 1}`);
      db.exec('COMMIT');
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
  }
}
