// The floating event button (bottom left, only when events exist: a slim tab on the screen's edge,
// see .floating-tab in global.css) and the event dialog (src/islands/community/EventList.tsx), which loads
// when first opened.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { AgentEvent } from '../../contract/content/agent.ts';
import { GiftIcon } from '../shell/ui/icons.tsx';
import { th } from '../../i18n/shell/th-shell.ts';
import { $events } from '../../stores/content/agent.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import { $dialogs, openDialog } from '../../stores/shell/ui.ts';

const EventList = lazy(() => import('./EventList.tsx'));

export default function EventDialog({ initial }: { initial: AgentEvent[] }) {
  const dialogs = useStore($dialogs);
  const stored = useStore($events);
  const mounted = useMounted();
  const [wanted, setWanted] = useState(false);
  if (mounted && dialogs.event && !wanted) setWanted(true);
  const events = stored.length ? stored : initial;

  useEffect(() => {
    if (initial.length && !$events.get().length) $events.set(initial);
    // Once, on mount: `initial` is the server's first answer and never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!events.length) return null;
  return (
    <>
      <button
        type="button"
        className="floating-tab left-0 rounded-r-xl bg-secondary text-secondary-content disabled:opacity-60"
        aria-label={th.event.open}
        title={th.event.open}
        onClick={() => openDialog('event')}
      >
        <GiftIcon className="size-5" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <EventList events={events} />
        </Suspense>
      ) : null}
    </>
  );
}
