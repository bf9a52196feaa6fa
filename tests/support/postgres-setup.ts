// The global setup of the PostgreSQL test projects: one throwaway cluster for the run, and a
// template database migrated once, which each test platform copies (tests/support/test-databases.ts).
import type { TestProject } from 'vitest/node';
import { openEngine } from '../../src/platform/db/engine.ts';
import { migrateDatabase } from '../../src/platform/db/migrate.ts';
import { startTestPostgres, type TestPostgres } from './postgres.ts';

let server: TestPostgres | undefined;

export async function setup(project: TestProject) {
  server = await startTestPostgres();
  const engine = openEngine({ kind: 'postgres', url: server.url }, { poolSize: 1 });
  try {
    await migrateDatabase(engine);
  } finally {
    await engine.close();
  }
  project.provide('postgresAdminUrl', server.adminUrl);
  project.provide('postgresTemplate', new URL(server.url).pathname.slice(1));
}

export async function teardown() {
  await server?.stop();
}
