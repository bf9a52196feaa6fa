// Failed-attempt locks. An attempt is written down before its secret is checked (pending until
// it is decided), so parallel attempts can never check more secrets than the limit allows. Each
// attempt counts against several keys (per phone and client address, per client address alone),
// each with its own limit; a key that reaches its limit locks, and a key that locks again soon
// after its last lock stays locked twice as long (up to a maximum).
// Keys are counted whether or not the phone belongs to a member, so a lock reveals nothing.
import { sql } from 'kysely';
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
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

/**
 * PostgreSQL: the queues (database.ts) of transactions that count, decide or forgive attempts on
 * `limits`' keys. Parallel attempts on one key otherwise write the same failure and lock rows in
 * different orders, deadlock, and each deadlock costs a second before the engine breaks it: eight
 * wrong passwords at once could take half a minute. Queued, they run one after another.
 */
export const attemptQueues = (limits: AttemptLimit[]): string[] => limits.map((limit) => `attempts:${limit.key}`);

export type Admission = { admitted: true; attemptIds: number[] } | { admitted: false; minutes: number };

const HOUR_MS = 3_600_000;

async function lockedUntil(db: Db, key: string): Promise<number> {
  const lock = await db.selectFrom('auth_locks').select('locked_until').where('key', '=', key).executeTakeFirst();
  return lock?.locked_until ?? 0;
}

/** Whole minutes (rounded up) until the longest lock among `keys` ends; 0 when none is locked. */
async function minutesLeft(db: Db, keys: string[], at: number): Promise<number> {
  let left = 0;
  for (const key of keys) left = Math.max(left, (await lockedUntil(db, key)) - at);
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

async function attempts(db: Db, key: string): Promise<{ all: number; failed: number }> {
  const { rows } = await sql<{ all: number; failed: number }>`
    SELECT COUNT(*) AS "all", COUNT(*) FILTER (WHERE pending = 0) AS failed FROM auth_failures WHERE key = ${key}`.execute(db);
  return rows[0]!;
}

/** Locks `key` now; a lock soon after the previous one doubles. */
async function lock(db: Db, key: string, at: number): Promise<void> {
  const previous = await db.selectFrom('auth_locks').select(['strikes', 'locked_at']).where('key', '=', key).executeTakeFirst();
  const recent = previous !== undefined && previous.locked_at > at - (await getSetting(db, 'auth.lock_backoff_hours')) * HOUR_MS;
  const strikes = recent ? previous.strikes + 1 : 1;
  const minutes = Math.min((await getSetting(db, 'auth.lock_minutes')) * 2 ** (strikes - 1), await getSetting(db, 'auth.lock_max_minutes'));
  await db
    .insertInto('auth_locks')
    .values({ key, locked_until: minutesFrom(at, minutes), strikes, locked_at: at })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => ({
        locked_until: eb.ref('excluded.locked_until'),
        strikes: eb.ref('excluded.strikes'),
        locked_at: eb.ref('excluded.locked_at'),
      })),
    )
    .execute();
  // The lock replaces the attempts it was built from: once it ends, counting starts afresh.
  await db.deleteFrom('auth_failures').where('key', '=', key).execute();
}

/** Locks every key that has reached its limit and is not locked yet. */
async function lockFullKeys(db: Db, limits: AttemptLimit[], at: number): Promise<void> {
  for (const limit of limits) {
    if ((await lockedUntil(db, limit.key)) > at) continue;
    const count = await attempts(db, limit.key);
    if ((limit.pendingLocks ? count.all : count.failed) >= limit.max) await lock(db, limit.key, at);
  }
}

async function forgetStale(db: Db, at: number): Promise<void> {
  await db
    .deleteFrom('auth_failures')
    .where('failed_at', '<=', minutesFrom(at, -(await getSetting(db, 'auth.failed_attempt_window_minutes'))))
    .execute();
  // A lock row is kept after its lock ends only as long as it still doubles the next one.
  await db
    .deleteFrom('auth_locks')
    .where('locked_until', '<=', at)
    .where('locked_at', '<=', at - (await getSetting(db, 'auth.lock_backoff_hours')) * HOUR_MS)
    .execute();
}

/**
 * Writes the attempt down (pending) against every key before its secret is checked, or refuses it
 * with the minutes to wait when a key is locked or has no attempt left.
 */
export function admitAttempt(db: Db, limits: AttemptLimit[]): Promise<Admission> {
  return tx(
    db,
    async (trx): Promise<Admission> => {
      const at = nowMs(trx);
      await forgetStale(trx, at);
      await lockFullKeys(trx, limits, at);
      const minutes = await minutesLeft(
        trx,
        limits.map((limit) => limit.key),
        at,
      );
      if (minutes) return { admitted: false, minutes };
      // Full only with attempts still being checked (a key that does not lock on those).
      for (const limit of limits) if ((await attempts(trx, limit.key)).all >= limit.max) return { admitted: false, minutes: 1 };
      const attemptIds: number[] = [];
      for (const limit of limits) {
        const { id } = await trx
          .insertInto('auth_failures')
          .values({ key: limit.key, failed_at: at, pending: 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        attemptIds.push(id);
      }
      return { admitted: true, attemptIds };
    },
    { queue: attemptQueues(limits) },
  );
}

/** The secret was wrong: the attempt is a failure. Returns the minutes of a lock now in force, else 0. */
export function failAttempt(db: Db, limits: AttemptLimit[], attemptIds: number[]): Promise<number> {
  return tx(
    db,
    async (trx) => {
      const at = nowMs(trx);
      for (const id of attemptIds) await trx.updateTable('auth_failures').set({ pending: 0 }).where('id', '=', id).execute();
      await lockFullKeys(trx, limits, at);
      return minutesLeft(
        trx,
        limits.map((limit) => limit.key),
        at,
      );
    },
    { queue: attemptQueues(limits) },
  );
}

/** The secret was right: this attempt was no failure. Call inside tx, queued on attemptQueues. */
export async function forgiveAttempt(db: Db, attemptIds: number[]): Promise<void> {
  for (const id of attemptIds) await db.deleteFrom('auth_failures').where('id', '=', id).execute();
}

/** Ends the failures, lock and backoff of `key`. Call inside tx. */
export async function clearKey(db: Db, key: string): Promise<void> {
  await db.deleteFrom('auth_failures').where('key', '=', key).execute();
  await db.deleteFrom('auth_locks').where('key', '=', key).execute();
}

/** Ends the failures, lock and backoff of every key starting with `prefix`. Call inside tx. */
export async function clearKeys(db: Db, prefix: string): Promise<void> {
  // An exact prefix, not LIKE: a phone's keys hold no wildcards, and LIKE's case rules differ between engines.
  const startsWithPrefix = sql<boolean>`substr(key, 1, length(${prefix})) = ${prefix}`;
  await db.deleteFrom('auth_failures').where(startsWithPrefix).execute();
  await db.deleteFrom('auth_locks').where(startsWithPrefix).execute();
}
