// The long-running server's background work (the report keeper, the LINE sender, the silence
// watch): a pass every so often, never two at once, a failure said once per outage (the database
// gone) rather than every pass, and a stop that waits for the pass under way, so a shutdown never
// cuts one in half.
import { log } from './log.ts';

export interface Background {
  /** A pass is under way. */
  busy(): boolean;
  /** No new pass; resolves once the one under way ends. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `everyMs` (and at once with `now`); the signal aborts when stopping, for a pass
 * that does several things to end between them. `failing` names the work in the log line.
 */
export function everyFewSeconds(
  everyMs: number,
  pass: (stopping: AbortSignal) => Promise<unknown>,
  failing: string,
  options: { now?: boolean } = {},
): Background {
  const stopping = new AbortController();
  let running: Promise<unknown> | null = null;
  let failed = false;
  const run = (): void => {
    if (stopping.signal.aborted || running) return;
    running = pass(stopping.signal)
      .then(() => (failed = false))
      .catch((error: unknown) => {
        if (!failed) log.warn({ err: (error as Error).message }, `${failing} failed`);
        failed = true;
      })
      .finally(() => (running = null));
  };
  if (options.now) run();
  const timer = setInterval(run, everyMs);
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
