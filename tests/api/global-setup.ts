import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer | undefined;

/** A category whose numbers come from an outside draw in the test world (lotto-settlement enters its result). */
const EXTERNAL_CATEGORY = 'hanoi_vip';

export async function setup(project: TestProject) {
  server = await startServer();
  // Before any lotto call makes rounds, so that every hanoi_vip round waits for an official result.
  execFileSync('node_modules/.bin/node', ['src/platform/cli.ts', 'source', EXTERNAL_CATEGORY, 'external', '--by', 'api-tests'], {
    env: { ...process.env, DATA_DIR: server.dataDir },
  });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
}

export async function teardown() {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
