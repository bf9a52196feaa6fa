// `npm start`'s process: a small supervisor. The site itself is served by a worker process
// (scripts/serve-worker.mjs); if it dies (a bug, memory), a new one is started within a second or
// so and the log says so. Nothing acknowledged is lost: every answer the worker sent was written to
// the database before it was sent. SIGTERM or SIGINT stops the workers cleanly (in-flight calls
// finish, the database closes) and then this process, with exit code 0.
//
// One worker on SQLite (one writer); on PostgreSQL WEB_CONCURRENCY may ask for more (one per core
// at most is sensible), all sharing the port.
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';

const onPostgres = /^postgres(ql)?:/i.test(process.env.DATABASE_URL?.trim() ?? '');
const asked = Number.parseInt(process.env.WEB_CONCURRENCY ?? '1', 10);
const workers = onPostgres && asked > 1 ? asked : 1;
if (asked > 1 && !onPostgres) console.log('WEB_CONCURRENCY ignored: SQLite is served by one process (set DATABASE_URL for more)');

/** A worker that ended before it ever listened this many times in a row: the site cannot start. */
const START_FAILURES_TO_GIVE_UP = 3;
/** Restarts wait 200 ms, doubling while workers keep dying within a minute of starting, up to 5 s. */
const FIRST_DELAY_MS = 200;
const MAX_DELAY_MS = 5_000;
const STOP_TIMEOUT_MS = 15_000;

// Each worker listens on the port itself; the kernel spreads connections (no hand-off through here).
cluster.schedulingPolicy = cluster.SCHED_NONE;
const workerScript = process.argv.includes('--platform') ? './platform-worker.mjs' : './serve-worker.mjs';
cluster.setupPrimary({ exec: fileURLToPath(new URL(workerScript, import.meta.url)) });

let stopping = false;
let startFailures = 0;
let delay = FIRST_DELAY_MS / 2;
const startedAt = new Map();
const listened = new Set();

function startWorker() {
  const worker = cluster.fork();
  startedAt.set(worker.id, Date.now());
  console.log(`Serving process ${worker.process.pid} started`);
}

cluster.on('listening', (worker) => {
  listened.add(worker.id);
  startFailures = 0;
});

cluster.on('exit', (worker, code, signal) => {
  const ranMs = Date.now() - (startedAt.get(worker.id) ?? Date.now());
  const hadListened = listened.delete(worker.id);
  startedAt.delete(worker.id);
  if (stopping) {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    return;
  }
  const how = signal ? `signal ${signal}` : `exit code ${code}`;
  if (!hadListened && ++startFailures >= START_FAILURES_TO_GIVE_UP) {
    console.error(`Serving process ${worker.process.pid} ended (${how}) before serving, ${startFailures} times in a row: giving up`);
    process.exit(1);
  }
  // Quick deaths in a row wait longer each time; one that served a minute starts the count afresh.
  delay = ranMs > 60_000 ? FIRST_DELAY_MS : Math.min(delay * 2, MAX_DELAY_MS);
  console.error(`Serving process ${worker.process.pid} ended (${how}) after ${Math.round(ranMs / 1000)} s; restarting it in ${delay} ms`);
  setTimeout(() => stopping || startWorker(), delay);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {});
    if (running.length === 0) process.exit(0);
    // A terminal's Ctrl-C reaches the workers too; SIGTERM is sent on to them here.
    for (const worker of running) worker.process.kill('SIGTERM');
    setTimeout(() => {
      console.error('Serving processes did not stop in time: ending them');
      for (const worker of Object.values(cluster.workers ?? {})) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  });
}

for (let i = 0; i < workers; i++) startWorker();
