// Failed-attempt locks: too many failures for one key within the window lock that key.
// Keys are per phone and purpose ('login:0812345678', 'reset:0812345678') and are counted whether
// or not the phone belongs to a member, so a lock reveals nothing.
import type { DatabaseSync } from 'node:sqlite';
import { nowMs } from '../db/clock.ts';
import { one, run, tx } from '../db/database.ts';
import { getSetting } from '../settings.ts';
import { minutesFrom } from '../time.ts';

/** Whole minutes (rounded up) until the key unlocks; 0 when it is not locked. */
export function lockMinutesLeft(db: DatabaseSync, key: string): number {
  const lock = one<{ locked_until: number }>(db, 'SELECT locked_until FROM auth_locks WHERE key = ?', key);
  const left = lock ? lock.locked_until - nowMs(db) : 0;
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/** Counts a failure; returns the lock's minutes when this failure locked the key, else 0. */
export function recordFailure(db: DatabaseSync, key: string): number {
  return tx(db, () => {
    const at = nowMs(db);
    const windowStart = minutesFrom(at, -getSetting(db, 'auth.failed_attempt_window_minutes'));
    // Stale failures of every key go, so guesses at random phones do not pile up.
    run(db, 'DELETE FROM auth_failures WHERE failed_at <= ?', windowStart);
    run(db, 'DELETE FROM auth_locks WHERE locked_until <= ?', at);
    run(db, 'INSERT INTO auth_failures (key, failed_at) VALUES (?, ?)', key, at);
    const failures = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM auth_failures WHERE key = ?', key)!.n;
    if (failures < getSetting(db, 'auth.max_failed_attempts')) return 0;
    const lockMinutes = getSetting(db, 'auth.lock_minutes');
    // The lock replaces the failures it was built from: once it ends, counting starts afresh.
    run(db, 'DELETE FROM auth_failures WHERE key = ?', key);
    run(
      db,
      `INSERT INTO auth_locks (key, locked_until) VALUES (?, ?)
       ON CONFLICT (key) DO UPDATE SET locked_until = excluded.locked_until`,
      key,
      minutesFrom(at, lockMinutes),
    );
    return lockMinutes;
  });
}

export function clearFailures(db: DatabaseSync, key: string): void {
  run(db, 'DELETE FROM auth_failures WHERE key = ?', key);
  run(db, 'DELETE FROM auth_locks WHERE key = ?', key);
}
