// The platform's clock: every rule (ledger rows, sessions, locks, rounds) reads the time from
// the database handle it was given, so tests can move it and several nodes agree on it.
import { sql } from 'kysely';
import { contextOf, type Clock, type Db } from './database.ts';

/** Milliseconds since the epoch on the platform clock: how times are stored. */
export function nowMs(db: Db): number {
  return contextOf(db).now().getTime();
}

/** How often the nodes' clocks are compared with the database server's again. */
const RESYNC_MS = 60_000;

export interface SyncedClock {
  now: Clock;
  stop(): void;
}

/**
 * The database server's clock, read locally: several nodes on one PostgreSQL database close
 * rounds, count lock-out windows and space Yeekee shots by one time, not by each machine's own.
 * The offset of this machine from the server is measured (half the round trip taken as the
 * server's moment) at start and every minute; reading the time costs nothing per request.
 */
export async function databaseClock(db: Db): Promise<SyncedClock> {
  let offsetMs = 0;
  const measure = async () => {
    const before = Date.now();
    const { rows } = await sql<{ ms: number }>`SELECT (EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::bigint AS ms`.execute(db);
    const after = Date.now();
    offsetMs = Number(rows[0]!.ms) - (before + after) / 2;
  };
  await measure();
  const timer = setInterval(() => {
    // A failed measurement keeps the last offset; the next one tries again.
    measure().catch((error: unknown) => console.error('[platform] could not read the database clock:', (error as Error).message));
  }, RESYNC_MS);
  timer.unref();
  return { now: () => new Date(Date.now() + offsetMs), stop: () => clearInterval(timer) };
}
