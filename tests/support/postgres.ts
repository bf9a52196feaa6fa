// A throwaway PostgreSQL for tests: a cluster of its own (initdb + pg_ctl) in a temp folder on a
// free port, fsync off, trust auth on 127.0.0.1 only, and a fresh database per caller. As root the
// server runs as the `postgres` user (it refuses root) on a folder that user owns. With
// TEST_DATABASE_URL set, no cluster is started: the databases are created (and dropped at the end)
// on that server instead.
//
// Stopping removes everything; a watchdog process stops the cluster and removes its folder as well
// if the test process dies without stopping it (a crash, SIGKILL, a timeout).
//
// initdb is most of the start (seconds on a busy machine): it runs once per machine and
// PostgreSQL version into a template folder (in /dev/shm when there is one, else the temp dir),
// which each cluster then copies.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { accessSync, appendFileSync, chownSync, constants, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import pg from 'pg';
import { ensurePostgresBinaries, runsAsRoot } from '../../scripts/postgres-binaries.mjs';

export interface TestPostgres {
  /** A fresh, empty database of this caller's own. */
  url: string;
  /** The server's own database as a superuser: to create and drop databases from elsewhere. */
  adminUrl: string;
  /** Another fresh, empty database on the same server. */
  createDatabase(): Promise<string>;
  /** Drops the databases; stops and removes the cluster when it started one. Safe to call twice. */
  stop(): Promise<void>;
  /** 'cluster' (started here) or 'server' (TEST_DATABASE_URL). */
  source: 'cluster' | 'server';
  /** Milliseconds from the call to a usable database, and (after stop) to everything gone. */
  timings: { startMs: number; stopMs?: number };
}

interface Owner {
  uid: number;
  gid: number;
}

// The user the server runs as when the tests run as root (Debian's package creates it).
function postgresOwner(): Owner {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) {
    throw new Error(
      'Running as root, but there is no `postgres` user to run the test cluster as (PostgreSQL refuses to ' +
        "run as root). Install Debian's postgresql package, or set TEST_DATABASE_URL.",
    );
  }
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function tail(path: string, lines = 20): string {
  if (!existsSync(path)) return '(no server log)';
  return readFileSync(path, 'utf8').trim().split('\n').slice(-lines).join('\n');
}

// Memory-backed when the machine has it: a copy and a start in RAM do not queue behind other
// processes' disk writes (and the data is thrown away anyway).
function scratchDir(): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
}

interface Cluster {
  adminUrl: string;
  stop(): Promise<void>;
}

async function startCluster(): Promise<Cluster> {
  const bin = ensurePostgresBinaries();
  const owner = runsAsRoot() ? postgresOwner() : undefined;
  const scratch = scratchDir();
  const dir = mkdtempSync(join(scratch, 'r999-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');

  // cwd in the folder: the postgres user may not read the checkout; LC_ALL=C: no locale needed.
  const asOwner = { cwd: dir, env: { ...process.env, LC_ALL: 'C', LANG: 'C' }, ...(owner ?? {}) };
  const tool = (name: string, args: string[], timeout = 30_000) =>
    new Promise<void>((resolve, reject) => {
      execFile(join(bin, name), args, { ...asOwner, timeout }, (error, stdout, stderr) => {
        if (!error) return resolve();
        const how = error.killed ? `killed after ${timeout / 1000} s` : `exit code ${String(error.code)}`;
        reject(new Error(`${name} ${args.join(' ')} failed (${how}):\n${(stderr || stdout).trim()}`));
      });
    });
  const templatePath = join(scratch, `r999-pg-template-v1-${basename(dirname(bin))}-${owner?.uid ?? process.getuid?.() ?? 'user'}`);
  const template = async (): Promise<string> => {
    const path = templatePath;
    if (existsSync(join(path, 'PG_VERSION'))) return path;
    // Built aside and renamed into place whole, so a half-built template is never used; when two
    // test files build one at once, the first rename wins and the other is thrown away.
    const building = join(dir, 'template');
    await tool('initdb', [
      '-D',
      building,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-locale',
      '--no-sync',
      '--wal-segsize=1',
    ]);
    try {
      renameSync(building, path);
    } catch {
      rmSync(building, { recursive: true, force: true });
    }
    return path;
  };
  const stopNow = () => spawnSync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], asOwner);

  // The watchdog: once this process is gone, stop the cluster and remove the folder.
  const script =
    `while [ -d /proc/${process.pid} ] && [ -d "$0" ]; do sleep 1; done; ` +
    `[ -f "$0/data/postmaster.pid" ] && "$1/pg_ctl" -D "$0/data" -m immediate -w stop >/dev/null 2>&1; rm -rf "$0"`;
  const watchdog = spawn('/bin/sh', ['-c', script, dir, bin], { ...asOwner, detached: true, stdio: 'ignore' });
  watchdog.unref();

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stopOnExit);
    if (existsSync(join(data, 'postmaster.pid'))) stopNow();
    rmSync(dir, { recursive: true, force: true });
    if (watchdog.exitCode === null && watchdog.pid) {
      try {
        process.kill(-watchdog.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  // A run that ends without stop() (an uncaught error in a hook): still nothing left behind.
  const stopOnExit = () => void stop();
  process.once('exit', stopOnExit);

  try {
    // cp -a as the owner: modes (0700) and ownership as initdb left them.
    await new Promise<void>((resolve, reject) =>
      template().then(
        (from) =>
          execFile('cp', ['-a', from, data], asOwner, (error, _out, stderr) =>
            error ? reject(new Error(`cp failed: ${stderr}`)) : resolve(),
          ),
        reject,
      ),
    );
    // Throwaway data: no durability, small memory, loopback only, the socket in our own folder.
    appendFileSync(
      join(data, 'postgresql.conf'),
      [
        '',
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        'shared_buffers = 32MB',
        'max_connections = 50',
        '',
      ].join('\n'),
    );
    // A port another process takes between the probe and the start: try another.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      try {
        await tool('pg_ctl', ['-D', data, '-l', log, '-o', `-p ${port}`, '-w', '-t', '30', 'start'], 40_000);
        // Through the socket, as a database on the same machine is reached: over loopback TCP each
        // statement also costs both processes a pass through the kernel's network stack.
        return { adminUrl: `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`, stop };
      } catch (error) {
        if (attempt === 3 || !/could not bind|already in use/i.test(tail(log))) throw error;
      }
    }
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    const serverLog = tail(log); // before stop() removes the folder
    await stop();
    // A template that cannot start (damaged, or from another build of the binaries) is made
    // afresh by the next run.
    rmSync(templatePath, { recursive: true, force: true });
    throw new Error(
      `Could not start the test PostgreSQL cluster (binaries: ${bin}; the next run rebuilds the template ${templatePath}):\n` +
        `${why}\nServer log:\n${serverLog}`,
      { cause: error },
    );
  }
}

function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

let counter = 0;

/** Starts (or, with TEST_DATABASE_URL, connects to) a server and creates a fresh database on it. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const started = performance.now();
  const external = process.env.TEST_DATABASE_URL?.trim();
  const cluster: Cluster = external ? { adminUrl: external, stop: async () => {} } : await startCluster();

  const created: string[] = [];
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  let fileCopy = false;
  try {
    await admin.connect();
    const { rows } = await admin.query<{ server_version_num: string }>('SHOW server_version_num');
    fileCopy = Number(rows[0]?.server_version_num) >= 150_000;
  } catch (error) {
    await admin.end().catch(() => {});
    await cluster.stop();
    const where = external ? 'TEST_DATABASE_URL' : 'the test cluster';
    throw new Error(`Could not connect to ${where}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }

  const createDatabase = async () => {
    counter += 1;
    // Unique across parallel test files and runs sharing one TEST_DATABASE_URL server.
    const name = `r999_test_${process.pid}_${counter}_${Math.random().toString(36).slice(2, 8)}`;
    // FILE_COPY (PostgreSQL 15+) copies the small template files instead of logging every page.
    await admin.query(`CREATE DATABASE ${name}${fileCopy ? ' STRATEGY = FILE_COPY' : ''}`);
    created.push(name);
    return withDatabase(cluster.adminUrl, name);
  };

  let stopping: Promise<void> | undefined;
  const result: TestPostgres = {
    url: '',
    adminUrl: cluster.adminUrl,
    createDatabase,
    source: external ? 'server' : 'cluster',
    timings: { startMs: 0 },
    stop() {
      stopping ??= (async () => {
        const begun = performance.now();
        try {
          // On someone else's server, leave nothing; a cluster of our own goes as a whole.
          if (external) for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        } finally {
          await admin.end().catch(() => {});
          await cluster.stop();
          result.timings.stopMs = Math.round(performance.now() - begun);
        }
      })();
      return stopping;
    },
  };
  try {
    result.url = await createDatabase();
  } catch (error) {
    await result.stop();
    throw error;
  }
  result.timings.startMs = Math.round(performance.now() - started);
  return result;
}
