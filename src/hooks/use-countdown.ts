// Seconds left until a deadline, ticking once a second while above zero (e.g. "ask for a new code
// in 42 s"). Counted from a deadline, not by decrements, so a throttled background tab stays right.
import { useEffect, useState } from 'react';

export function useCountdown(): [seconds: number, start: (seconds: number) => void] {
  const [deadline, setDeadline] = useState(0);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  function start(from: number) {
    setSeconds(from);
    setDeadline(Date.now() + from * 1000);
  }

  return [seconds, start];
}
