// Where the PostgreSQL tests find initdb, pg_ctl and postgres: the newest Debian cluster version
// under /usr/lib/postgresql; installs Debian's `postgresql` package when none is found and the run
// is root (as ensure-chromium.mjs does for Chromium). Otherwise the tests need TEST_DATABASE_URL.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = '/usr/lib/postgresql';
const TOOLS = ['initdb', 'pg_ctl', 'postgres'];

export const NO_POSTGRES_MESSAGE =
  'No PostgreSQL binaries found (looked in /usr/lib/postgresql/*/bin) and not running as root, so ' +
  "Debian's postgresql package cannot be installed. Install it (apt-get install postgresql), or set " +
  'TEST_DATABASE_URL to an existing server the tests may create and drop databases on, e.g. ' +
  'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres';

/** @returns {string | undefined} the bin folder of the newest version that has every tool */
export function findPostgresBinaries() {
  if (!existsSync(ROOT)) return undefined;
  const versions = readdirSync(ROOT)
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(ROOT, version, 'bin');
    if (TOOLS.every((tool) => existsSync(join(bin, tool)))) return bin;
  }
  return undefined;
}

export function runsAsRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * The bin folder, installing Debian's package first when needed and allowed.
 * @returns {string}
 */
export function ensurePostgresBinaries() {
  let bin = findPostgresBinaries();
  if (bin) return bin;
  if (!runsAsRoot()) throw new Error(NO_POSTGRES_MESSAGE);
  console.log("No PostgreSQL found; installing Debian's postgresql package…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql', {
    stdio: 'inherit',
  });
  bin = findPostgresBinaries();
  if (!bin) throw new Error('Installed the postgresql package, but /usr/lib/postgresql/*/bin still has no initdb/pg_ctl.');
  return bin;
}

// `node scripts/postgres-binaries.mjs`: the check on its own (a later `npm test` step may run it).
if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.env.TEST_DATABASE_URL) {
    console.log('PostgreSQL: TEST_DATABASE_URL is set; no local binaries needed.');
  } else {
    try {
      console.log(`PostgreSQL: ${ensurePostgresBinaries()}`);
    } catch (error) {
      console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  }
}
