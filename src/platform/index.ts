// The embedded platform: the /api contract answered from SQLite. Imported only by the API door
// (src/pages/api/[...path].ts), the operator CLI and tests.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { findSession } from './auth/sessions.ts';
import { checkpointInBackground, type Checkpointer } from './db/checkpoints.ts';
import { bindClock, type Clock } from './db/clock.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { migrations } from './db/migrations.ts';
import { seed } from './db/seed.ts';
import { createRouter } from './http.ts';
import type { MessageSender } from './messages/message.ts';
import { bindSender, senderFromEnv } from './messages/sender.ts';
import { routes } from './routes.ts';
import { seedSteps } from './seed/steps.ts';

export interface Platform {
  fetch(request: Request): Promise<Response>;
  db: DatabaseSync;
  close(): void;
}

export interface PlatformOptions {
  /** Directory of platform.sqlite; default DATA_DIR or ./data. */
  dataDir?: string;
  /** An in-memory database (tests): nothing touches the disk. */
  memory?: boolean;
  /** The platform clock (tests move it). */
  now?: Clock;
  /** How text messages leave; default from the environment (SMS_WEBHOOK_URL, else the outbox). */
  sender?: (db: DatabaseSync) => MessageSender;
  /** Checkpoint the on-disk database from a worker thread (the long-running server). */
  backgroundCheckpoints?: boolean;
}

export const DB_FILE = 'platform.sqlite';

export function defaultDataDir(): string {
  return process.env.DATA_DIR ?? './data';
}

/** Opens (creating, migrating and seeding when needed) a database and its router. */
export function createPlatform(options: PlatformOptions = {}): Platform {
  const now = options.now ?? (() => new Date());
  let path = ':memory:';
  if (!options.memory) {
    const dir = options.dataDir ?? defaultDataDir();
    mkdirSync(dir, { recursive: true });
    path = join(dir, DB_FILE);
  }
  const db = openDatabase(path);
  let checkpointer: Checkpointer | undefined;
  try {
    bindClock(db, now);
    bindSender(db, options.sender?.(db) ?? senderFromEnv(db));
    migrate(db, migrations);
    seed(db, seedSteps);
    if (options.backgroundCheckpoints && !options.memory) checkpointer = checkpointInBackground(db, path);
  } catch (error) {
    db.close();
    throw error;
  }
  return {
    db,
    fetch: createRouter({ db, now, routes, resolveSession: findSession }),
    close() {
      if (!db.isOpen) return;
      if (checkpointer) {
        checkpointer.stop();
        // The worker's connection may outlive this one, so closing would not fold the log back
        // into the file by itself: done here.
        try {
          db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
        } catch {
          // Busy: the next open reads the log.
        }
      }
      db.close();
    },
  };
}

// Kept on globalThis so that a dev-server module reload reuses the open database.
const holder = globalThis as typeof globalThis & { __r999Platform?: Platform };

/** The process-wide platform on DATA_DIR (default ./data). */
export function getPlatform(): Platform {
  if (!holder.__r999Platform) {
    const platform = createPlatform({ dataDir: defaultDataDir(), backgroundCheckpoints: true });
    holder.__r999Platform = platform;
    // Closing checkpoints the WAL into the main file.
    process.once('exit', () => platform.close());
  }
  return holder.__r999Platform;
}
