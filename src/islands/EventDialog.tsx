// The floating event button (bottom left, only when events exist: a slim tab on the screen's edge,
// see .floating-tab in global.css) and the event dialog (width 800, overlay 0.75): clicking an
// event image goes to the poll.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { AgentEvent } from '../api/schemas.ts';
import ContentPicture from '../components/ContentPicture.tsx';
import { CloseIcon, GiftIcon } from '../components/icons.tsx';
import Modal from '../components/Modal.tsx';
import { th } from '../i18n/th.ts';
import { goTo } from '../lib/navigation.ts';
import { $events } from '../stores/agent.ts';
import { useMounted } from '../lib/use-mounted.ts';
import { $dialogs, closeDialog, openDialog } from '../stores/ui.ts';

const POLL_PATH = '/poll/1';

export default function EventDialog({ initial }: { initial: AgentEvent[] }) {
  const dialogs = useStore($dialogs);
  const stored = useStore($events);
  const mounted = useMounted();
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
        disabled={!mounted}
        onClick={() => openDialog('event')}
      >
        <GiftIcon className="size-5" />
      </button>
      <Modal open={dialogs.event} onClose={() => closeDialog('event')} width={800} overlay={0.75} label={th.event.title}>
        <div className="flex items-center justify-between border-b border-base-300 px-5 py-3">
          <h2 className="text-lg font-semibold">{th.event.title}</h2>
          <button type="button" className="btn btn-circle btn-ghost btn-sm" aria-label={th.nav.close} onClick={() => closeDialog('event')}>
            <CloseIcon className="size-5" />
          </button>
        </div>
        <div className="grid max-h-[75dvh] gap-3 overflow-y-auto p-4 sm:grid-cols-2">
          {events.map((event, index) => (
            <button
              key={event.id ?? index}
              type="button"
              className="overflow-hidden rounded-xl border border-base-300 transition hover:border-primary"
              onClick={() => {
                closeDialog('event');
                goTo(POLL_PATH);
              }}
            >
              <ContentPicture content={event} aspect="aspect-[16/9]" layout="card" eager fallbackAlt={th.event.title} />
            </button>
          ))}
        </div>
      </Modal>
    </>
  );
}
