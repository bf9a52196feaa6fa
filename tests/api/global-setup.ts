// One built server with a fresh database for all contract tests: SQLite in a fresh data folder
// (project `api`), or a database on a throwaway PostgreSQL cluster (project `api-postgres`, whose
// tests may make databases of their own there for servers of their own). With R999_TEST_GATEWAY the
// tests' server is a site node in gateway mode (PLATFORM_API_URL) in front of the platform served
// alone on that database (`npm run platform`): the spec's own deployment answers the same contract.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leakingLines } from '../support/log-scan.ts';
import type { TestProject } from 'vitest/node';
import { startTestPostgres, type TestPostgres } from '../support/postgres.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer | undefined;
/** The platform alone, behind `server`, when the tests run through the gateway. */
let platform: RunningServer | undefined;
let postgres: TestPostgres | undefined;
let projectName = 'api';

/** A category whose numbers come from an outside draw in the test world (lotto-settlement enters its result). */
const EXTERNAL_CATEGORY = 'hanoi_vip';

export async function setup(project: TestProject) {
  projectName = project.name;
  if (project.config.env?.R999_TEST_ENGINE === 'postgres') postgres = await startTestPostgres();
  const env: Record<string, string> = postgres ? { DATABASE_URL: postgres.url } : {};
  // Before the site starts: its lottery clock makes rounds at once, and every hanoi_vip round must
  // wait for an official result. The command creates, migrates and seeds the database first.
  const dataDir = mkdtempSync(join(tmpdir(), 'r999-data-'));
  execFileSync('node_modules/.bin/node', ['src/platform/cli.ts', 'source', EXTERNAL_CATEGORY, 'external', '--by', 'api-tests'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: env.DATABASE_URL ?? '' },
    timeout: 60_000,
  });
  if (project.config.env?.R999_TEST_GATEWAY) {
    // TRUST_PROXY: the per-address limits read the member's address from the site node's X-Forwarded-For.
    platform = await startServer({ ...env, TRUST_PROXY: '1' }, { dataDir, platformOnly: true });
    server = await startServer({ PLATFORM_API_URL: platform.url });
    project.provide('dataDir', platform.dataDir);
  } else {
    server = await startServer(env, { dataDir });
    project.provide('dataDir', server.dataDir);
  }
  project.provide('baseUrl', server.url);
  project.provide('databaseUrl', env.DATABASE_URL ?? '');
  project.provide('postgresAdminUrl', postgres?.adminUrl ?? '');
}

export async function teardown() {
  await server?.stop();
  await platform?.stop();
  await postgres?.stop();
  // The whole run's logs, kept for a person to read, and read here for what must never be in them.
  mkdirSync('.tmp', { recursive: true });
  for (const [node, name] of [
    [server, 'server'],
    [platform, 'platform'],
  ] as const) {
    if (!node) continue;
    const file = `.tmp/${projectName}-${name}.log`;
    writeFileSync(file, node.output());
    const leaks = leakingLines(node.output());
    if (leaks.length) throw new Error(`${leaks.length} log lines of the run carry a secret (${file}):\n${leaks.slice(0, 5).join('\n')}`);
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The shared server's PostgreSQL database ('' on SQLite). */
    databaseUrl: string;
  }
}
