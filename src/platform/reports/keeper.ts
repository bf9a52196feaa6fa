// The owner's reports stay fast without anyone waiting for them: while the server runs, it counts
// the closed days no report has needed yet, a few at a time and newest first (closed-days.ts), so
// a year's report reads kept rows even the first time it is asked for (a restored or imported
// year is kept within minutes). Stopping waits for the day being counted, each in its own
// transaction, so nothing is left half-kept.
import type { Db } from '../db/database.ts';
import { everyFewSeconds, type Background } from '../background.ts';
import { keepClosedDays } from './closed-days.ts';

/** Days counted per round: a few hundred milliseconds of work every `everyMs`. */
const DAYS_PER_ROUND = 3;

export function startReportKeeper(db: Db, everyMs: number): Background {
  // A failed round is said once per outage: a report counts the days it needs itself meanwhile.
  return everyFewSeconds(everyMs, (stopping) => keepClosedDays(db, DAYS_PER_ROUND, stopping), 'keeping the report days');
}
