// Failed-attempt locks. An attempt is written down before its secret is checked (pending until
// it is decided), so parallel attempts can never check more secrets than the limit allows. Each
// attempt counts against several keys (per phone and client address, per client address alone),
// each with its own limit; a key that reaches its limit locks, and a key that locks again soon
// after its last lock stays locked twice as long (up to a maximum).
// Keys are counted whether or not the phone belongs to a member, so a lock reveals nothing.
import type { DatabaseSync } from 'node:sqlite';
import { nowMs } from '../db/clock.ts';
import { one, run, tx } from '../db/database.ts';
import { getSetting } from '../settings.ts';
import { minutesFrom } from '../time.ts';

export interface AttemptLimit {
  key: string;
  /** Attempts (failed, or still being checked) allowed in the window. */
  max: number;
  /**
   * true: attempts still being checked count toward the lock like failures (one person never
   * sends parallel attempts for one account: that is a script). false: only failures lock, and an
   * attempt over the limit while others are still being checked is just turned away for a minute
   * (many members may share one address and log in at the same moment).
   */
  pendingLocks: boolean;
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

function attempts(db: DatabaseSync, key: string): { all: number; failed: number } {
  return one<{ all: number; failed: number }>(
    db,
    'SELECT COUNT(*) AS "all", COUNT(*) FILTER (WHERE pending = 0) AS failed FROM auth_failures WHERE key = ?',
    key,
  )!;
}

/** Locks `key` now; a lock soon after the previous one doubles. */
function lock(db: DatabaseSync, key: string, at: number): void {
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
  // The lock replaces the attempts it was built from: once it ends, counting starts afresh.
  run(db, 'DELETE FROM auth_failures WHERE key = ?', key);
}

/** Locks every key that has reached its limit and is not locked yet. */
function lockFullKeys(db: DatabaseSync, limits: AttemptLimit[], at: number): void {
  for (const limit of limits) {
    if (lockedUntil(db, limit.key) > at) continue;
    const count = attempts(db, limit.key);
    if ((limit.pendingLocks ? count.all : count.failed) >= limit.max) lock(db, limit.key, at);
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
 * Writes the attempt down (pending) against every key before its secret is checked, or refuses it
 * with the minutes to wait when a key is locked or has no attempt left.
 */
export function admitAttempt(db: DatabaseSync, limits: AttemptLimit[]): Admission {
  return tx(db, () => {
    const at = nowMs(db);
    forgetStale(db, at);
    lockFullKeys(db, limits, at);
    const minutes = minutesLeft(
      db,
      limits.map((limit) => limit.key),
      at,
    );
    if (minutes) return { admitted: false, minutes };
    // Full only with attempts still being checked (a key that does not lock on those).
    if (limits.some((limit) => attempts(db, limit.key).all >= limit.max)) return { admitted: false, minutes: 1 };
    const attemptIds = limits.map(
      (limit) => run(db, 'INSERT INTO auth_failures (key, failed_at, pending) VALUES (?, ?, 1)', limit.key, at).lastId,
    );
    return { admitted: true, attemptIds };
  });
}

/** The secret was wrong: the attempt is a failure. Returns the minutes of a lock now in force, else 0. */
export function failAttempt(db: DatabaseSync, limits: AttemptLimit[], attemptIds: number[]): number {
  return tx(db, () => {
    const at = nowMs(db);
    for (const id of attemptIds) run(db, 'UPDATE auth_failures SET pending = 0 WHERE id = ?', id);
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
