// Seconds left until a deadline, ticking once a second while above zero (e.g. "ask for a new code
// in 42 s", a deposit's time to pay). Counted from a deadline, not by decrements, so a throttled
// background tab stays right.
import { useCallback, useEffect, useState } from 'react';

/** `start(seconds)` counts down from there; `start(seconds, false)` shows the figure without ticking. */
type Start = (seconds: number, ticking?: boolean) => void;

export function useCountdown(initial = 0): [seconds: number, start: Start] {
  const [deadline, setDeadline] = useState(0);
  const [seconds, setSeconds] = useState(initial);

  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback<Start>((from, ticking = true) => {
    setSeconds(from);
    setDeadline(ticking ? Date.now() + from * 1000 : 0);
  }, []);

  return [seconds, start];
}
