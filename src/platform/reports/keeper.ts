// The owner's reports stay fast without anyone waiting for them: while the server runs, it counts
// the closed days no report has needed yet, a few at a time and newest first (closed-days.ts), so
// a year's report reads kept rows even the first time it is asked for (a restored or imported
// year is kept within minutes). Stopping waits for the day being counted, each in its own
// transaction, so nothing is left half-kept.
import type { Db } from '../db/database.ts';
import { log } from '../log.ts';
import { keepClosedDays } from './closed-days.ts';

export interface ReportKeeper {
  /** A round of counting is under way. */
  busy(): boolean;
  /** No new round; resolves once the day being counted is kept. */
  stop(): Promise<void>;
}

/** Days counted per round: a few hundred milliseconds of work every `everyMs`. */
const DAYS_PER_ROUND = 3;

export function startReportKeeper(db: Db, everyMs: number): ReportKeeper {
  const stopping = new AbortController();
  let running: Promise<unknown> | null = null;
  let failing = false;

  const round = (): void => {
    if (stopping.signal.aborted || running) return;
    running = keepClosedDays(db, DAYS_PER_ROUND, stopping.signal)
      .then(() => (failing = false))
      .catch((error: unknown) => {
        // Said once per outage: a report counts the days it needs itself meanwhile.
        if (!failing) log.warn({ err: error }, 'keeping the report days failed');
        failing = true;
      })
      .finally(() => (running = null));
  };
  const timer = setInterval(round, everyMs);
  timer.unref();

  return {
    busy: () => running !== null,
    async stop() {
      stopping.abort();
      clearInterval(timer);
      await running;
    },
  };
}
