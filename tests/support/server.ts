// Starts the built site (scripts/serve.mjs) on a free port with a fresh, empty data folder: the
// embedded platform migrates and seeds it exactly as on a newcomer's first `npm start` (or, with
// DATABASE_URL in `env`, the PostgreSQL database it names). A test of restart safety kills a
// server and starts another on the same data; several nodes may share one database.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UNAUDITED_STAFF_ACTION } from '../../src/platform/http.ts';

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The PostgreSQL database it runs on ('' on SQLite in dataDir). */
  databaseUrl: string;
  /** The environment it was started with, beyond the process's own (to start another like it). */
  env: Record<string, string>;
  /** The supervisor's process (`npm start`'s). */
  pid: number;
  /** The process serving requests now, the supervisor's worker (the bench reads its memory). */
  servingPid(): number;
  /** SIGTERM, then deletes the data folder (unless it was started with keepDataDir). */
  stop(): Promise<void>;
  /** SIGKILL to the supervisor and its worker at once (a crash: nothing is flushed or closed); the data folder stays for the next server. */
  kill(): Promise<void>;
  /** The supervisor's exit code once it has ended (null while it runs or when a signal ended it). */
  exitCode(): number | null;
  /** What the server printed so far. */
  output(): string;
}

export interface ServerOptions {
  /** Reuse this data folder (e.g. one a killed server left) instead of a fresh one. */
  dataDir?: string;
  /** Leave the data folder when stopping (another node still uses it). */
  keepDataDir?: boolean;
  /** The checkout whose build to serve (default this one): the bench compares another commit's. */
  cwd?: string;
  /** The platform alone (`npm run platform`): the operator's API a gateway site node stands in front of. */
  platformOnly?: boolean;
  /** This port rather than a free one (a platform node started again where its site nodes point). */
  port?: number;
}

/** Longer than the supervisor's own limit for its workers (scripts/serve.mjs, STOP_TIMEOUT_MS). */
const STOP_LIMIT_MS = 30_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log()}`);
    try {
      // Any answer means it listens (the API may point at an upstream that is down on purpose).
      await fetch(`${url}/favicon.svg`);
      return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start in 30 s:\n${log()}`);
}

export async function startServer(env: Record<string, string> = {}, options: ServerOptions = {}): Promise<RunningServer> {
  const cwd = options.cwd ?? process.cwd();
  if (!existsSync(join(cwd, 'dist/server/entry.mjs'))) throw new Error('No build found: run `npm run build` first (npm test does it).');
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'r999-data-'));
  let output = '';
  const child = spawn(process.execPath, ['scripts/serve.mjs', ...(options.platformOnly ? ['--platform'] : [])], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PLATFORM_API_URL: '', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that a crash can take the supervisor and its worker at once.
    detached: true,
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child, () => output);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // SIGTERM to the supervisor, which stops its worker cleanly; SIGKILL to the whole group.
    if (signal === 'SIGKILL') process.kill(-child.pid!, signal);
    else child.kill(signal);
    // The supervisor ends its workers within its own limit; one that does not is ended whole, and the
    // test fails saying so, rather than the run waiting for ever (a teardown has no time limit).
    const late = Symbol('late');
    const timer = new Promise((resolve) => setTimeout(resolve, STOP_LIMIT_MS, late).unref());
    if ((await Promise.race([exited, timer])) !== late) return;
    process.kill(-child.pid!, 'SIGKILL');
    await exited;
    throw new Error(`the server did not stop within ${STOP_LIMIT_MS / 1000} s of ${signal}; its last output:\n${output.slice(-2000)}`);
  };
  return {
    url,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? '',
    env,
    pid: child.pid!,
    servingPid() {
      const started = [...output.matchAll(/Serving process (\d+) started/g)].at(-1);
      if (!started) throw new Error(`no serving process in the output:\n${output}`);
      return Number(started[1]);
    },
    async stop() {
      await end('SIGTERM');
      if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
      // Whatever a test did on this server: a staff action without its audit row fails the run.
      const unaudited = output.split('\n').filter((line) => line.includes(UNAUDITED_STAFF_ACTION));
      if (unaudited.length) throw new Error(`staff actions without an audit row:\n${unaudited.slice(0, 5).join('\n')}`);
    },
    kill: () => end('SIGKILL'),
    exitCode: () => child.exitCode,
    output: () => output,
  };
}
