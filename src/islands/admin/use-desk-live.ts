// A desk's view kept current: read again when the staff stream says it changed (or opens, or
// missed some), and every `pollMs` only while the stream is not open (staff-live.ts). The latest
// `reload` is the one run (it may close over state).
import { useEffect, useRef } from 'react';
import type { StaffDesk } from '../../contract/admin/staff-live.ts';
import { useVisiblePoll } from '../../hooks/use-visible-poll.ts';
import { onStaffLive, staffLiveOpen } from './staff-live.ts';

/**
 * `listen(read)` subscribes `read` to the events that change what the desk shows and answers the
 * unsubscribes; it is subscribed again when `about` changes (another round on screen).
 */
export function useStaffLive(
  listen: (read: () => void) => (() => void)[],
  reload: () => Promise<unknown>,
  pollMs: number,
  about: unknown,
): void {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    const read = () => void latest.current().catch(() => undefined);
    const unheard = [...listen(read), onStaffLive('reload', read)];
    return () => unheard.forEach((stop) => stop());
    // `listen` is the render's own; what it listens for is named by `about`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [about]);
  useVisiblePoll(() => (staffLiveOpen() ? Promise.resolve() : latest.current()), pollMs);
}

/** A queue desk's list: read again when its desk's `queue` event comes. */
export function useDeskLive(desk: StaffDesk, reload: () => Promise<unknown>, pollMs: number): void {
  useStaffLive((read) => [onStaffLive('queue', (told) => told.desk === desk && read())], reload, pollMs, desk);
}
