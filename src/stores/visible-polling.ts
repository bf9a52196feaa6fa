// Re-runs a task on an interval while the tab is visible, for the stores that keep server state
// current (the bills list, the Yeekee shot list), started by their onMount. A hidden tab stops
// asking; coming back asks at once, then on the interval. The next round is scheduled only after
// the previous answer, so slow answers never pile up.

export interface VisiblePoller {
  /** Reads the interval again; when it changed, the wait starts over with the new one (null: no polling). */
  reschedule(): void;
  stop(): void;
}

/** `intervalOf`: the wait before the next round now, in ms, or null while there is nothing to ask. */
export function pollWhileVisible(task: () => Promise<unknown>, intervalOf: () => number | null): VisiblePoller {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let running = false;
  let interval = intervalOf();

  const schedule = () => {
    clearTimeout(timer);
    if (!stopped && interval !== null && document.visibilityState === 'visible') timer = setTimeout(() => void tick(), interval);
  };
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await task();
    } catch {
      // A failed poll is retried on the next tick; the store decides what to tell the member.
    } finally {
      running = false;
      schedule();
    }
  };
  const onVisibility = () => {
    if (interval === null) return;
    if (document.visibilityState === 'visible') void tick();
    else clearTimeout(timer);
  };

  schedule();
  document.addEventListener('visibilitychange', onVisibility);
  return {
    reschedule() {
      const next = intervalOf();
      if (next === interval) return;
      interval = next;
      schedule();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
