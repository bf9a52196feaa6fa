// A desk's list kept current: read again when the staff stream says the desk changed (or opens,
// or missed some), and every `pollMs` only while the stream is not open (staff-live.ts). The
// latest `reload` is the one run (it may close over state).
import { useEffect, useRef } from 'react';
import type { StaffDesk } from '../../contract/admin/staff-live.ts';
import { useVisiblePoll } from '../../hooks/use-visible-poll.ts';
import { onStaffLive, staffLiveOpen } from './staff-live.ts';

export function useDeskLive(desk: StaffDesk, reload: () => Promise<unknown>, pollMs: number): void {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    const read = () => void latest.current().catch(() => undefined);
    const unheard = [onStaffLive('queue', (told) => told.desk === desk && read()), onStaffLive('reload', read)];
    return () => unheard.forEach((stop) => stop());
  }, [desk]);
  useVisiblePoll(() => (staffLiveOpen() ? Promise.resolve() : latest.current()), pollMs);
}
