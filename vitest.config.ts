import { defineConfig } from 'vitest/config';

// The platform's unit tests run on both engines: as part of `unit` on SQLite, and again as
// `unit-postgres` on a throwaway PostgreSQL cluster (tests/support/postgres-setup.ts). The db/
// tests choose their engines themselves.
const PLATFORM_TESTS = 'tests/unit/platform/*.test.ts';

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        test: {
          name: 'unit-postgres',
          include: [PLATFORM_TESTS],
          environment: 'node',
          env: { R999_TEST_ENGINE: 'postgres' },
          globalSetup: ['tests/support/postgres-setup.ts'],
          // Installing Debian's package on a fresh machine (root) takes minutes.
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // One built server with a fresh database for all contract tests.
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: ['tests/api/**/*.test.ts'],
          // The front door's own behaviour (headers, compression, proxy mode), the process supervisor and
          // the staff door and permission walk (decided before any SQL) do not depend on the engine.
          exclude: [
            'tests/api/{delivery,door,proxy,security-headers,robust-front-door,visitor-cache}.test.ts',
            'tests/api/{supervisor,admin-access,admin-roles}.test.ts',
          ],
          environment: 'node',
          env: { R999_TEST_ENGINE: 'postgres' },
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'multinode',
          include: ['tests/multinode/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
