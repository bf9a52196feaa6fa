// Which engine a migration runs on, read from the Kysely dialect's adapter: the one place where
// the migrations choose between SQLite and PostgreSQL.
import { PostgresAdapter, SqliteAdapter, type Kysely } from 'kysely';

export type EngineKind = 'sqlite' | 'postgres';

export function engineOf<DB>(db: Kysely<DB>): EngineKind {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof PostgresAdapter) return 'postgres';
  if (adapter instanceof SqliteAdapter) return 'sqlite';
  throw new Error(`The migrations know SQLite and PostgreSQL, not ${adapter.constructor.name}`);
}
