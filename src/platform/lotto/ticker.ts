// The lottery's clock, kept running by the long-running server: rounds made on schedule and due
// rounds settled even while nobody calls (every lotto call still ticks first, settlement.ts).
// Stopping waits for the round being settled and starts no other (each settles in its own
// transaction), so a stopped process leaves no round half-done; /readyz asks whether it is alive.
// After each tick the configured result sources are asked about draws around their time
// (result-watch.ts), and once an hour the government archive is brought up to date from them
// (archive-fetch.ts); nothing is asked while the owner has configured none.
import type { Db } from '../db/database.ts';
import { log } from '../log.ts';
import { archiveTick } from './archive-fetch.ts';
import { platformFetch } from './result-sources/index.ts';
import type { ResultFetch } from './result-sources/adapter.ts';
import { watchResults } from './result-watch.ts';
import { lottoTick } from './settlement.ts';

export interface LottoTicker {
  /** When the last tick ended well (machine time, ms), or null before the first. */
  lastTickAt(): number | null;
  /** When the tick under way began (ms), or null between ticks. */
  tickingSince(): number | null;
  /** No new tick, no further round; resolves once the round under way is done. */
  stop(): Promise<void>;
}

export function startLottoTicker(db: Db, everyMs: number, fetchResults: ResultFetch = platformFetch): LottoTicker {
  const stopping = new AbortController();
  let lastTickAt: number | null = null;
  let tickingSince: number | null = null;
  let running: Promise<void> = Promise.resolve();
  let failing = false;

  // Asking the result sources waits on the network (up to its limit): it runs beside the ticks, one
  // round of asking at a time, so a slow source never holds up settling nor makes /readyz doubt the clock.
  let watching: Promise<void> | null = null;
  let watchFailing = false;
  const watch = (): void => {
    if (stopping.signal.aborted || watching) return;
    watching = watchResults(db, fetchResults, stopping.signal)
      .then(() => archiveTick(db, fetchResults))
      .then(
        () => {
          watchFailing = false;
        },
        (error: unknown) => {
          if (!watchFailing) log.error({ err: error }, 'result sources failed');
          watchFailing = true;
        },
      )
      .finally(() => (watching = null));
  };

  const tick = (): void => {
    if (stopping.signal.aborted || tickingSince !== null) return;
    tickingSince = Date.now();
    running = lottoTick(db, stopping.signal).then(
      () => {
        if (!stopping.signal.aborted) lastTickAt = Date.now();
        failing = false;
        watch();
      },
      (error: unknown) => {
        // Said once per outage, not every few seconds; /readyz tells the rest.
        if (!failing) log.error({ err: error }, 'lottery tick failed');
        failing = true;
      },
    );
    void running.finally(() => (tickingSince = null));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();

  return {
    lastTickAt: () => lastTickAt,
    tickingSince: () => tickingSince,
    async stop() {
      stopping.abort();
      clearInterval(timer);
      await running;
      await watching;
    },
  };
}
