// Server time for a countdown, re-rendering on an interval (the clock is stores/server-clock.ts).
import { useEffect, useState } from 'react';
import { serverNow } from '../stores/server-clock.ts';

/** Server "now" in ms, re-rendering every `everyMs` (default each second). */
export function useServerNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    setNow(serverNow());
    const timer = setInterval(() => setNow(serverNow()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
