// Re-runs a task every `intervalMs` while the tab is visible (the bills list and the Yeekee shot
// list both use it). A hidden tab stops asking; coming back asks at once, then on the interval.
// The next round is scheduled only after the previous answer, so slow answers never pile up.
import { useEffect, useRef } from 'react';

export function useVisiblePolling(task: () => Promise<unknown>, intervalMs: number | null): void {
  const taskRef = useRef(task);
  useEffect(() => {
    taskRef.current = task;
  }, [task]);

  useEffect(() => {
    if (intervalMs === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let running = false;

    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && document.visibilityState === 'visible') timer = setTimeout(() => void tick(), intervalMs);
    };
    const tick = async () => {
      if (running || stopped) return;
      running = true;
      try {
        await taskRef.current();
      } catch {
        // A failed poll is retried on the next tick; the caller decides what to tell the member.
      } finally {
        running = false;
        schedule();
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void tick();
      else clearTimeout(timer);
    };

    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs]);
}
