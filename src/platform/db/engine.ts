// Which database the platform runs on: DATABASE_URL=postgres://… → PostgreSQL through a pg Pool;
// unset → the SQLite file DATA_DIR/platform.sqlite through node:sqlite, as `npm start` has always
// done. Both as one Kysely<Database>: the platform's queries are written once, for both.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from './sqlite-file.ts';
import { NamingClient } from './named-statements.ts';
import { NodeSqliteDialect } from './node-sqlite-dialect.ts';
import type { Database } from './database-schema.ts';
import { log } from '../log.ts';

export type EngineChoice = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };

export type EngineKind = EngineChoice['kind'];

export interface PoolFigures {
  total: number;
  idle: number;
  waiting: number;
}

export interface Engine {
  kind: EngineKind;
  db: Kysely<Database>;
  /** SQLite: the open file itself (the legacy migrations and checkpoints read it); PostgreSQL: none. */
  sqliteFile?: DatabaseSync;
  /** PostgreSQL: the pool's connections now (the metrics read it); SQLite: none. */
  pool?(): PoolFigures;
  /** Closes the pool or the SQLite file. */
  close(): Promise<void>;
}

const SQLITE_FILE = 'platform.sqlite';

/** Reads the choice from the environment; a DATABASE_URL that is not PostgreSQL is refused. */
export function chooseEngine(env: NodeJS.ProcessEnv = process.env): EngineChoice {
  const url = env.DATABASE_URL?.trim();
  if (!url) return { kind: 'sqlite', path: join(env.DATA_DIR || './data', SQLITE_FILE) };
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    // Not echoed: it may carry a password.
    throw new Error('DATABASE_URL is not a URL; expected postgres://user:password@host:5432/database');
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new Error(`DATABASE_URL must be a postgres:// URL (got ${protocol}//…); unset it to use SQLite in DATA_DIR`);
  }
  return { kind: 'postgres', url };
}

// int8 (BIGINT: ids, satang, epoch ms, COUNT(*)) arrives from pg as a string so that no precision
// is lost; ours stay far below 2^53, so it becomes a number as on SQLite. A value that does not
// fit fails loudly rather than rounding money.
const INT8_OID = 20;
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`BIGINT ${text} is beyond a safe JavaScript integer`);
  return value;
}
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary' ? parseInt8 : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

export interface EngineOptions {
  /** Connections per node (PostgreSQL); default DATABASE_POOL_SIZE, else 10. */
  poolSize?: number;
}

/** DATABASE_POOL_SIZE when it is a whole number from 1 up, else 10. */
function poolSizeFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const size = Number(env.DATABASE_POOL_SIZE);
  return Number.isInteger(size) && size >= 1 ? size : 10;
}

export function openEngine(choice: EngineChoice = chooseEngine(), options: EngineOptions = {}): Engine {
  if (choice.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: choice.url,
      max: options.poolSize ?? poolSizeFromEnv(),
      types: pgTypes,
      application_name: 'r999',
      Client: NamingClient,
    });
    // An idle connection the server drops (restart, failover) must not take the node down; the
    // next query opens a new one.
    pool.on('error', (error) => log.error({ err: error.message }, 'PostgreSQL idle connection lost'));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const figures = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { kind: 'postgres', db, pool: figures, close: () => db.destroy() };
  }
  if (choice.path !== ':memory:') mkdirSync(join(choice.path, '..'), { recursive: true });
  const database = openDatabase(choice.path);
  const db = new Kysely<Database>({ dialect: new NodeSqliteDialect({ database, closeOnDestroy: true }) });
  return {
    kind: 'sqlite',
    db,
    sqliteFile: database,
    async close() {
      await db.destroy();
      // destroy() closes only a database Kysely has used.
      if (database.isOpen) database.close();
    },
  };
}
