// A site of a spec's own (its own port and database) whose clock the test moves on through
// PLATFORM_CLOCK_OFFSET_FILE: for journeys where a day or a result time must really pass for the
// platform, while the shared e2e site keeps real time. Call at a spec file's top level: it points
// the file's pages at the site and starts and stops it around the file's tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Site } from './helpers.ts';
import * as agent from '../../src/contract/endpoints/content/agent.ts';

export interface ClockSite extends Site {
  /** Moves the site's clock to `ms` ahead of real time (the server reads the file on each call). */
  setClockAhead(ms: number): void;
}

export function ownClockSite(port: number, dataDir: string): ClockSite {
  const offsetFile = join(dataDir, 'clock-offset-ms');
  let site: ChildProcess | undefined;

  test.use({ baseURL: `http://127.0.0.1:${port}` });

  test.beforeAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(offsetFile, '0');
    site = spawn(process.execPath, ['scripts/serve.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PLATFORM_API_URL: '',
        ASTRO_TELEMETRY_DISABLED: '1',
        LOG_LEVEL: 'warn',
        PLATFORM_CLOCK_OFFSET_FILE: offsetFile,
      },
      stdio: 'ignore',
    });
    await expect(async () => {
      expect((await fetch(`http://127.0.0.1:${port}${agent.validate.path}?code=r999`)).ok).toBe(true);
    }).toPass({ timeout: 30_000 });
  });

  test.afterAll(() => {
    site?.kill('SIGTERM');
  });

  return { port, dataDir, setClockAhead: (ms) => writeFileSync(offsetFile, String(ms)) };
}
