// An island's poll while its tab is visible (stores/visible-polling.ts, the one poller of both
// sides): every `ms` after the previous answer, at once when the tab comes back, nothing while it
// is hidden, stopped when the island goes. The latest `task` is the one run (it may close over state).
import { useEffect, useRef } from 'react';
import { pollWhileVisible } from '../stores/visible-polling.ts';

export function useVisiblePoll(task: () => Promise<unknown>, ms: number): void {
  const latest = useRef(task);
  latest.current = task;
  useEffect(() => {
    const poller = pollWhileVisible(
      () => latest.current(),
      () => ms,
    );
    return () => poller.stop();
  }, [ms]);
}
