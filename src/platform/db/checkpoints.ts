// Checkpoints (copying the write-ahead log back into the database file) away from requests.
// SQLite runs one by itself inside whichever COMMIT takes the log past `wal_autocheckpoint` pages
// (1000 by default: about every 80 bills), and a checkpoint syncs the file to disk: milliseconds,
// on a busy disk hundreds, with every other request of the process waiting behind it. Here a
// worker thread with its own connection checkpoints every fraction of a second instead. PASSIVE
// never waits for a writer nor holds one up, so a commit only appends to the log, as before.
// The automatic checkpoint stays as a backstop at a larger log: a passive checkpoint that keeps
// meeting new commits never finishes the log, and only a finished one lets SQLite start the log
// over; the backstop, in the committing connection, finishes it (most pages already copied).
import type { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';

/** How often the worker checkpoints. */
const EVERY_MS = 200;
/** The backstop: pages of log (4 KiB each) before a commit checkpoints by itself. */
export const BACKSTOP_PAGES = 10_000;

// Evaluated source rather than a file: the platform also runs bundled into the built server,
// where a worker file next to this module would not exist.
const WORKER_SOURCE = `
const { DatabaseSync } = require('node:sqlite');
const { workerData } = require('node:worker_threads');
const db = new DatabaseSync(workerData.path);
db.exec('PRAGMA busy_timeout = 5000');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
let failing = false;
setInterval(() => {
  try {
    checkpoint.get();
    failing = false;
  } catch (error) {
    // Said once per run of failures; the backstop keeps the log bounded meanwhile.
    if (!failing) console.error('[platform] background checkpoint failed:', error.message);
    failing = true;
  }
}, workerData.everyMs);
`;

export interface Checkpointer {
  stop(): void;
}

/** Starts checkpointing the database file at `path` (opened as `db` in WAL mode) in the background. */
export function checkpointInBackground(db: DatabaseSync, path: string): Checkpointer {
  db.exec(`PRAGMA wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { path, everyMs: EVERY_MS } });
  // It never keeps the process alive, and if it dies the backstop still bounds the log.
  worker.unref();
  worker.on('error', (error) => console.error('[platform] background checkpoints stopped:', error));
  return {
    stop() {
      void worker.terminate();
    },
  };
}
