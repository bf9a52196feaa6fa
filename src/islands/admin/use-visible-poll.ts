// Polls while the tab is visible (a cashier's queue): at once when the tab comes back, then every
// `ms`; nothing while hidden, so a forgotten tab costs the platform nothing.
import { useEffect, useRef } from 'react';

export function useVisiblePoll(load: () => Promise<void>, ms: number): void {
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const tick = async () => {
      clearTimeout(timer);
      if (stopped || document.visibilityState !== 'visible') return;
      await latest.current();
      if (!stopped) timer = setTimeout(tick, ms);
    };
    const onVisibility = () => void tick();
    document.addEventListener('visibilitychange', onVisibility);
    timer = setTimeout(tick, ms);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ms]);
}
