// The platform's clock, bound to its database so that every rule (ledger rows, sessions, locks)
// reads the same time, and tests can move it.
import type { DatabaseSync } from 'node:sqlite';

export type Clock = () => Date;

const clocks = new WeakMap<DatabaseSync, Clock>();

export function bindClock(db: DatabaseSync, now: Clock): void {
  clocks.set(db, now);
}

export function clockOf(db: DatabaseSync): Clock {
  return clocks.get(db) ?? (() => new Date());
}

/** Milliseconds since the epoch on the platform clock: how times are stored. */
export function nowMs(db: DatabaseSync): number {
  return clockOf(db)().getTime();
}
