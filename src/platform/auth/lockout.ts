// Failed-attempt locks. An attempt is written down before its secret is checked, as a failure
// until it proves otherwise, so parallel attempts can never check more secrets than the limit
// allows. Each attempt counts against several keys (per phone and client address, per client
// address alone), each with its own limit; a key that reaches its limit locks, and a key that
// locks again soon after its last lock stays locked twice as long (up to a maximum).
// Keys are counted whether or not the phone belongs to a member, so a lock reveals nothing.
import type { DatabaseSync } from 'node:sqlite';
import { nowMs } from '../db/clock.ts';
import { one, run, tx } from '../db/database.ts';
import { getSetting } from '../settings.ts';
import { minutesFrom } from '../time.ts';

export interface AttemptLimit {
  key: string;
  /** Failures (and attempts still being checked) allowed in the window before the key locks. */
  max: number;
}

export type Admission = { admitted: true; attemptIds: number[] } | { admitted: false; minutes: number };

const HOUR_MS = 3_600_000;

function lockedUntil(db: DatabaseSync, key: string): number {
  return one<{ locked_until: number }>(db, 'SELECT locked_until FROM auth_locks WHERE key = ?', key)?.locked_until ?? 0;
}

/** Whole minutes (rounded up) until the longest lock among `keys` ends; 0 when none is locked. */
function minutesLeft(db: DatabaseSync, keys: string[], at: number): number {
  const left = Math.max(0, ...keys.map((key) => lockedUntil(db, key) - at));
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

function failures(db: DatabaseSync, key: string): number {
  return one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM auth_failures WHERE key = ?', key)!.n;
}

/** Locks `key` now; a lock soon after the previous one doubles. Returns the lock's minutes. */
function lock(db: DatabaseSync, key: string, at: number): number {
  const previous = one<{ strikes: number; locked_at: number }>(db, 'SELECT strikes, locked_at FROM auth_locks WHERE key = ?', key);
  const recent = previous !== undefined && previous.locked_at > at - getSetting(db, 'auth.lock_backoff_hours') * HOUR_MS;
  const strikes = recent ? previous.strikes + 1 : 1;
  const minutes = Math.min(getSetting(db, 'auth.lock_minutes') * 2 ** (strikes - 1), getSetting(db, 'auth.lock_max_minutes'));
  run(
    db,
    `INSERT INTO auth_locks (key, locked_until, strikes, locked_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET locked_until = excluded.locked_until, strikes = excluded.strikes, locked_at = excluded.locked_at`,
    key,
    minutesFrom(at, minutes),
    strikes,
    at,
  );
  // The lock replaces the failures it was built from: once it ends, counting starts afresh.
  run(db, 'DELETE FROM auth_failures WHERE key = ?', key);
  return minutes;
}

/** Locks every key that has reached its limit and is not locked yet. */
function lockFullKeys(db: DatabaseSync, limits: AttemptLimit[], at: number): void {
  for (const limit of limits) {
    if (lockedUntil(db, limit.key) <= at && failures(db, limit.key) >= limit.max) lock(db, limit.key, at);
  }
}

function forgetStale(db: DatabaseSync, at: number): void {
  run(db, 'DELETE FROM auth_failures WHERE failed_at <= ?', minutesFrom(at, -getSetting(db, 'auth.failed_attempt_window_minutes')));
  // A lock row is kept after its lock ends only as long as it still doubles the next one.
  run(
    db,
    'DELETE FROM auth_locks WHERE locked_until <= ? AND locked_at <= ?',
    at,
    at - getSetting(db, 'auth.lock_backoff_hours') * HOUR_MS,
  );
}

/**
 * Writes the attempt down against every key before its secret is checked, or refuses it with the
 * minutes to wait when a key is locked or has no attempt left (which locks that key now).
 */
export function admitAttempt(db: DatabaseSync, limits: AttemptLimit[]): Admission {
  return tx(db, () => {
    const at = nowMs(db);
    forgetStale(db, at);
    const keys = limits.map((limit) => limit.key);
    lockFullKeys(db, limits, at);
    const minutes = minutesLeft(db, keys, at);
    if (minutes) return { admitted: false, minutes };
    const attemptIds = keys.map((key) => run(db, 'INSERT INTO auth_failures (key, failed_at) VALUES (?, ?)', key, at).lastId);
    return { admitted: true, attemptIds };
  });
}

/** The secret was wrong: the attempt stays a failure. Returns the minutes of a lock now in force, else 0. */
export function failAttempt(db: DatabaseSync, limits: AttemptLimit[]): number {
  return tx(db, () => {
    const at = nowMs(db);
    lockFullKeys(db, limits, at);
    return minutesLeft(
      db,
      limits.map((limit) => limit.key),
      at,
    );
  });
}

/** The secret was right: this attempt was no failure. Call inside tx. */
export function forgiveAttempt(db: DatabaseSync, attemptIds: number[]): void {
  for (const id of attemptIds) run(db, 'DELETE FROM auth_failures WHERE id = ?', id);
}

/** Ends the failures, lock and backoff of `key`. Call inside tx. */
export function clearKey(db: DatabaseSync, key: string): void {
  run(db, 'DELETE FROM auth_failures WHERE key = ?', key);
  run(db, 'DELETE FROM auth_locks WHERE key = ?', key);
}

/** Ends the failures, lock and backoff of every key starting with `prefix`. Call inside tx. */
export function clearKeys(db: DatabaseSync, prefix: string): void {
  run(db, 'DELETE FROM auth_failures WHERE substr(key, 1, length(?)) = ?', prefix, prefix);
  run(db, 'DELETE FROM auth_locks WHERE substr(key, 1, length(?)) = ?', prefix, prefix);
}
