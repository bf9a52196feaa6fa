// The embedded platform: the /api contract answered from its database (SQLite in DATA_DIR, or
// PostgreSQL with DATABASE_URL). Imported only by the API door (src/server/gateway.ts), the
// operator CLI, the bench and tests.
import { join } from 'node:path';
import { findSession } from './auth/sessions.ts';
import { contentVersion, nextScheduled } from './content/changes.ts';
import { checkpointInBackground, type Checkpointer } from './db/checkpoints.ts';
import { readFileSync } from 'node:fs';
import { databaseClock, type SyncedClock } from './db/clock.ts';
import { bindContext, type Clock, type Db } from './db/database.ts';
import { chooseEngine, openEngine, type Engine, type EngineChoice, type EngineKind } from './db/engine.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { createRouter } from './http.ts';
import type { MessageSender } from './messages/message.ts';
import { bindSender, senderFromEnv } from './messages/sender.ts';
import type { Background } from './background.ts';
import { startSilenceWatch } from './devices/index.ts';
import { bindLine, lineConfigFromEnv, startLineSender, type LineConfig } from './line/index.ts';
import { routes } from './routes.ts';
import { baccaratHistory } from './seed/baccarat-history.ts';
import { seedSteps } from './seed/steps.ts';
import { findStaffSession } from './staff/sessions.ts';
import { startLottoTicker, type LottoTicker } from './lotto/ticker.ts';
import { startReportKeeper } from './reports/keeper.ts';
import { fileIdentity, operationsFigures, readiness, type OperationsFigures, type Readiness } from './ops/index.ts';
import { transactionRetries } from './db/database.ts';
import { openLive, type LiveBus } from './live/index.ts';
import { endStreams, openStreams } from './stream/index.ts';
import type { PoolFigures } from './db/engine.ts';

export { log } from './log.ts';
export { withRequestNotes, type RequestNotes } from './request-context.ts';

export interface Platform {
  fetch(request: Request): Promise<Response>;
  db: Db;
  kind: EngineKind;
  /** /readyz: the database reachable, the schema current, the lottery's clock ticking. */
  readiness(): Promise<Readiness>;
  /** /metrics: bills, spins, deposits and withdrawals by state, the settlement lag. */
  figures(): Promise<OperationsFigures>;
  /** /metrics: the connection pool (PostgreSQL) and the transactions run again so far. */
  databaseFigures(): { pool: PoolFigures | null; transactionRetries: number };
  /** The content version (content/changes.ts): the node forgets the pages it keeps when it moves. */
  contentVersion(): Promise<string>;
  /** Calls `listener` when the content desk changed something, on any node (or events may have been lost); answers the unsubscribe. */
  onContentChange(listener: () => void): () => void;
  /** How long until the next scheduled content moment (a publish, an expiry) by the platform's clock, in ms; null: none ahead. */
  nextContentMoment(): Promise<number | null>;
  /** Ends this node's live streams (SIGTERM, before the server closes: clients reconnect to a live node). */
  endStreams(): void;
  /** This node's open live streams (the metrics read it). */
  openStreams(): number;
  /** Stops the lottery's clock between rounds, ends the live streams, then closes the database. */
  close(): Promise<void>;
}

export interface PlatformOptions {
  /** The database; default from the environment (DATABASE_URL, else DATA_DIR/platform.sqlite). */
  engine?: EngineChoice;
  /** SQLite in this folder (the operator command, tests), unless `engine` says otherwise. */
  dataDir?: string;
  /** An in-memory SQLite database (tests): nothing touches the disk. */
  memory?: boolean;
  /** The platform clock (tests move it); default the machine's, on PostgreSQL the database server's. */
  now?: Clock;
  /** How text messages leave; default from the environment (SMS_WEBHOOK_URL, else the outbox). */
  sender?: (db: Db) => MessageSender;
  /**
   * Seed the baccarat tables' played history (seed/baccarat-history.ts; default true). Unit tests'
   * platforms leave it out: its 144 hands cost each new test database 0.1-0.6 s, and the tests of
   * the formulas deal their own hands.
   */
  tableHistory?: boolean;
  /** Checkpoint an on-disk SQLite database from a worker thread (the long-running server). */
  backgroundCheckpoints?: boolean;
  /**
   * SQLite on disk, several processes on one file: 'read', the serving process passes on the live
   * events other processes left (live/notices.ts); 'write', this one (the command line) leaves its
   * own there. Without it a process's events reach only its own streams.
   */
  liveNotices?: 'read' | 'write';
  /** Run the lottery's clock every this many ms by itself (the long-running server). */
  lottoTickEveryMs?: number;
  /** Count the report's closed days in the background every this many ms (the long-running server). */
  keepReportDaysEveryMs?: number;
  /** LINE (issue 44); default from the environment (LINE_CHANNEL_SECRET, ...), null: none. */
  line?: LineConfig | null;
  /** Send the LINE outbox every this many ms (the long-running server, when LINE is configured). */
  sendLineEveryMs?: number;
  /** Look for silent bank-text devices every this many ms, telling the deposit desk of a change (the long-running server). */
  watchSilenceEveryMs?: number;
}

/** The long-running server's lottery clock: rounds settle within seconds of their result time. */
const LOTTO_TICK_MS = 5_000;

/** The LINE outbox is looked at every 2 s: a win or a credit reaches the phone within seconds. */
const LINE_SEND_MS = 2_000;

export const DB_FILE = 'platform.sqlite';

export function defaultDataDir(): string {
  return process.env.DATA_DIR ?? './data';
}

function engineChoice(options: PlatformOptions): EngineChoice {
  if (options.engine) return options.engine;
  if (options.memory) return { kind: 'sqlite', path: ':memory:' };
  if (options.dataDir) return { kind: 'sqlite', path: join(options.dataDir, DB_FILE) };
  return chooseEngine();
}

/** Opens (creating, migrating and seeding when needed) a database and its router. */
export async function createPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const choice = engineChoice(options);
  const engine = openEngine(choice);
  let clock: SyncedClock | undefined;
  let checkpointer: Checkpointer | undefined;
  let live: LiveBus | undefined;
  try {
    await migrateDatabase(engine);
    if (!options.now && engine.kind === 'postgres') clock = await databaseClock(engine.db);
    const now = options.now ?? clock?.now ?? (() => new Date());
    bindContext(engine.db, { kind: engine.kind, now });
    bindSender(engine.db, options.sender?.(engine.db) ?? senderFromEnv(engine.db));
    const line = options.line === undefined ? lineConfigFromEnv() : options.line;
    bindLine(engine.db, line);
    const onFile = choice.kind === 'sqlite' && choice.path !== ':memory:';
    live = await openLive(
      engine.db,
      choice.kind === 'postgres' ? { postgresUrl: choice.url } : { notices: onFile ? options.liveNotices : undefined },
    );
    await seed(engine.db, options.tableHistory === false ? seedSteps.filter((step) => step !== baccaratHistory) : seedSteps);
    if (options.backgroundCheckpoints && choice.kind === 'sqlite' && choice.path !== ':memory:' && engine.sqliteFile) {
      checkpointer = checkpointInBackground(engine.sqliteFile, choice.path);
    }
    const { db } = engine;
    const onDisk = choice.kind === 'sqlite' && choice.path !== ':memory:' ? choice.path : null;
    const inode = onDisk ? fileIdentity(onDisk) : null;
    const ticker: LottoTicker | undefined = options.lottoTickEveryMs ? startLottoTicker(db, options.lottoTickEveryMs) : undefined;
    const keeper = options.keepReportDaysEveryMs ? startReportKeeper(db, options.keepReportDaysEveryMs) : undefined;
    const lineSender: Background | undefined = line && options.sendLineEveryMs ? startLineSender(db, options.sendLineEveryMs) : undefined;
    const silence: Background | undefined = options.watchSilenceEveryMs ? startSilenceWatch(db, options.watchSilenceEveryMs) : undefined;
    let closing: Promise<void> | undefined;
    return {
      db,
      kind: engine.kind,
      fetch: createRouter({ db, now, routes, resolveSession: findSession, resolveStaff: findStaffSession }),
      readiness: () =>
        readiness({ db, kind: engine.kind, ticker, ...(onDisk && inode !== null ? { sqliteFile: { path: onDisk, ino: inode } } : {}) }),
      figures: () => operationsFigures(db),
      databaseFigures: () => ({ pool: engine.pool?.() ?? null, transactionRetries: transactionRetries() }),
      contentVersion: () => contentVersion(db),
      onContentChange: (listener) => live!.subscribe((heard) => (heard === null || heard.event.kind === 'content') && listener()),
      nextContentMoment: async () => {
        const at = await nextScheduled(db);
        return at === null ? null : Math.max(0, at - now().getTime());
      },
      endStreams: () => endStreams(db),
      openStreams: () => openStreams(db),
      close() {
        const finish = async () => {
          clock?.stop();
          endStreams(db);
          await live?.close();
          foldLog(engine, checkpointer);
          await engine.close();
        };
        // The tick, the report keeper, the LINE sender and the silence watch stop first, between
        // rounds, days, sends and looks; when none is at work (and always on the way out of the
        // process, where nothing waits) the log is folded before the first await.
        const busy = ticker?.tickingSince() != null || keeper?.busy() === true || lineSender?.busy() === true || silence?.busy() === true;
        const stopping = Promise.all([ticker?.stop(), keeper?.stop(), lineSender?.stop(), silence?.stop()]);
        closing ??= busy ? stopping.then(finish) : finish();
        return closing;
      },
    };
  } catch (error) {
    clock?.stop();
    checkpointer?.stop();
    await live?.close();
    await engine.close();
    throw error;
  }
}

/**
 * SQLite with background checkpoints: the worker's connection may outlive this one, so closing
 * would not fold the log back into the file by itself; done here. Synchronous, so that a process
 * on its way out can do it too.
 */
function foldLog(engine: Engine, checkpointer: Checkpointer | undefined): void {
  if (!checkpointer || !engine.sqliteFile?.isOpen) return;
  checkpointer.stop();
  try {
    engine.sqliteFile.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } catch {
    // Busy: the next open reads the log.
  }
}

/**
 * The process's platform, opened by the first caller. In `astro dev` an edit runs this module again:
 * Vite's module data hands the open database on rather than opening a second one.
 */
const devReload: { platform?: Promise<Platform> } | undefined = import.meta.hot?.data;
let opened = devReload?.platform;

/**
 * A test hook, never set in production: PLATFORM_CLOCK_OFFSET_FILE names a file holding
 * milliseconds added to the machine's clock, read again when older than a fifth of a second, so a
 * browser test can move a whole running site a day on (cashback "the day after").
 */
function offsetClock(file: string): () => Date {
  let offset = 0;
  let readAt = 0;
  return () => {
    const now = Date.now();
    if (now - readAt > 200) {
      readAt = now;
      try {
        offset = Number(readFileSync(file, 'utf8').trim()) || 0;
      } catch {
        offset = 0;
      }
    }
    return new Date(now + offset);
  };
}

/** The process-wide platform (DATABASE_URL, else DATA_DIR, default ./data). */
export function getPlatform(): Promise<Platform> {
  if (!opened) {
    const offsetFile = process.env.PLATFORM_CLOCK_OFFSET_FILE?.trim();
    const opening = createPlatform({
      backgroundCheckpoints: true,
      liveNotices: 'read',
      lottoTickEveryMs: LOTTO_TICK_MS,
      keepReportDaysEveryMs: LOTTO_TICK_MS,
      sendLineEveryMs: LINE_SEND_MS,
      watchSilenceEveryMs: LOTTO_TICK_MS,
      ...(offsetFile ? { now: offsetClock(offsetFile) } : {}),
    });
    opened = opening;
    if (devReload) devReload.platform = opening;
    opening.then(
      // close() folds the SQLite log back into the file before its first await: that much runs
      // on the way out.
      (platform) => process.once('exit', () => void platform.close()),
      // A failed open is tried again by the next caller rather than remembered.
      () => {
        if (opened !== opening) return;
        opened = undefined;
        if (devReload) devReload.platform = undefined;
      },
    );
  }
  return opened;
}
