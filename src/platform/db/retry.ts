// When a PostgreSQL transaction that failed is run again (tx() in database.ts), and how long it
// waits first. SERIALIZABLE transactions on several connections fail on purpose when they would
// otherwise have seen each other half-way: the engine picks one to fail, and running it again
// from the start gives the answer it would have had if it had come second.
import { BusinessError } from '../errors.ts';
import { STALE_PLAN } from './named-statements.ts';
import { sqlState } from './sql-state.ts';

const SERIALIZATION_FAILURE = '40001';
const DEADLOCK_DETECTED = '40P01';
const UNIQUE_VIOLATION = '23505';

/** Attempts of one transaction that keeps losing to others before BUSY is answered. */
export const MAX_ATTEMPTS = 12;
/**
 * A unique key taken by a transaction that committed meanwhile (two retries of one idempotent
 * call, two registrations of one phone): run again, the rule finds the row and answers as it
 * does for a second call. Still taken after that is a rule that does not look first: a bug, so
 * the error stands.
 */
const UNIQUE_ATTEMPTS = 3;
/** The longest wait between two attempts. */
const MAX_DELAY_MS = 250;

export type AfterFailure = { retry: true; delayMs: number } | { retry: false; error: unknown };

/**
 * What to do after attempt number `attempt` (from 1) failed with `error`: wait and run again, or
 * throw `error` (a Thai BUSY refusal once the engine kept saying "try again").
 */
export function afterFailure(error: unknown, attempt: number): AfterFailure {
  const state = sqlState(error);
  const contention = state === SERIALIZATION_FAILURE || state === DEADLOCK_DETECTED;
  // Like a key taken: a kept statement's plan gone stale under a migration (named-statements.ts),
  // prepared afresh by the next attempt.
  const runsAgainTwice = state === UNIQUE_VIOLATION || state === STALE_PLAN;
  if ((contention && attempt < MAX_ATTEMPTS) || (runsAgainTwice && attempt < UNIQUE_ATTEMPTS)) {
    // Exponential, with full jitter: transactions that collided once do not collide again in step.
    return { retry: true, delayMs: Math.random() * Math.min(MAX_DELAY_MS, 2 ** (attempt + 1)) };
  }
  if (contention) return { retry: false, error: new BusinessError('BUSY', {}, null) };
  return { retry: false, error };
}
