// Whether this node should get traffic (/readyz): the database answers, its schema is the one this
// code expects, and the lottery's clock is ticking. Each check answers within a few seconds, so a
// database that hangs reads as down rather than hanging the load balancer's probe.
import { statSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { EngineKind } from '../db/engine.ts';
import { pendingMigrations } from '../db/migrations/index.ts';

/** A tick older than this (one every few seconds is normal) means the clock has stopped. */
export const TICK_STALE_MS = 60_000;
const CHECK_TIMEOUT_MS = 3_000;

export interface Readiness {
  ready: boolean;
  checks: { database: string; migrations: string; lottery_tick: string };
}

export interface ReadinessSources {
  db: Db;
  kind: EngineKind;
  /** SQLite: the file opened and its identity then (a file deleted or replaced underneath is gone). */
  sqliteFile?: { path: string; ino: number };
  ticker?: { lastTickAt(): number | null; tickingSince(): number | null };
}

function withinTime<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

/** The identity of a SQLite file at a path, or null when there is none. */
export function fileIdentity(path: string): number | null {
  try {
    return statSync(path).ino;
  } catch {
    return null;
  }
}

async function databaseCheck(sources: ReadinessSources): Promise<string> {
  const { sqliteFile } = sources;
  if (sqliteFile && fileIdentity(sqliteFile.path) !== sqliteFile.ino) return 'file missing';
  try {
    await withinTime(sql`SELECT 1`.execute(sources.db));
    return 'ok';
  } catch {
    return 'unreachable';
  }
}

async function migrationsCheck(sources: ReadinessSources): Promise<string> {
  try {
    const pending = await withinTime(pendingMigrations(sources.db, sources.kind));
    return pending.length ? `pending: ${pending.join(', ')}` : 'ok';
  } catch {
    return 'unknown';
  }
}

function tickCheck(sources: ReadinessSources, now: number): string {
  const { ticker } = sources;
  if (!ticker) return 'not running';
  const since = ticker.tickingSince();
  if (since !== null && now - since > TICK_STALE_MS) return 'stuck';
  const last = ticker.lastTickAt();
  if (last !== null && now - last <= TICK_STALE_MS) return 'ok';
  // The first tick of a fresh process may still be under way.
  return since !== null && last === null ? 'ok' : 'stale';
}

export async function readiness(sources: ReadinessSources, now = Date.now()): Promise<Readiness> {
  const database = await databaseCheck(sources);
  const migrations = database === 'ok' ? await migrationsCheck(sources) : 'unknown';
  const checks = { database, migrations, lottery_tick: tickCheck(sources, now) };
  return { ready: Object.values(checks).every((check) => check === 'ok'), checks };
}
