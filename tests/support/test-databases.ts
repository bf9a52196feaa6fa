// Where the platform's tests put their databases. The same test files run twice (vitest.config.ts):
// on SQLite (in memory, or a file when a test asks for one), and on PostgreSQL, where each test
// platform gets a database of its own on the run's throwaway cluster, copied from a template the
// global setup migrated once (tests/support/postgres-setup.ts), and dropped when it closes.
import { inject } from 'vitest';
import pg from 'pg';
import type { EngineChoice } from '../../src/platform/db/engine.ts';

export type TestEngineKind = EngineChoice['kind'];

/** The engine this run of the tests is for: R999_TEST_ENGINE=postgres in the PostgreSQL project. */
export function testEngineKind(): TestEngineKind {
  return process.env.R999_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
}

export interface TestDatabase {
  engine: EngineChoice;
  /** Drops a PostgreSQL database (after its platform closed); nothing for SQLite in memory. */
  drop(): Promise<void>;
}

let counter = 0;

async function onAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** A fresh database for one test platform: in-memory SQLite, or a migrated PostgreSQL database. */
export async function freshTestDatabase(): Promise<TestDatabase> {
  if (testEngineKind() === 'sqlite') return { engine: { kind: 'sqlite', path: ':memory:' }, drop: async () => {} };
  counter += 1;
  const name = `r999_unit_${process.pid}_${counter}`;
  const template = inject('postgresTemplate');
  await onAdmin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY = FILE_COPY`));
  return {
    engine: { kind: 'postgres', url: withDatabase(inject('postgresAdminUrl'), name) },
    drop: () => onAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

/**
 * What a test server of its own needs in its environment for this run's engine: nothing on SQLite
 * (a fresh data folder), a fresh database on the run's cluster on PostgreSQL.
 */
export async function freshServerEnv(): Promise<Record<string, string>> {
  if (testEngineKind() === 'sqlite') return {};
  counter += 1;
  const name = `r999_server_${process.pid}_${counter}`;
  await onAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  return { DATABASE_URL: withDatabase(inject('postgresAdminUrl'), name) };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL project's cluster, as its superuser (to create and drop databases). */
    postgresAdminUrl: string;
    /** A database with the platform's schema, to copy for each test. */
    postgresTemplate: string;
  }
}
