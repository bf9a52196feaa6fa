// The event dialog (width 800, overlay 0.75): the events' pictures; clicking one goes to the poll.
// Loaded by the event button (src/islands/community/EventDialog.tsx) when first opened, not with the page.
import { useStore } from '@nanostores/react';
import type { AgentEvent } from '../../contract/content/agent.ts';
import ContentPicture from '../content/ContentPicture.tsx';

/** The 800-pixel dialog's cards: two columns from 640 px, one screen-wide column below. */
const EVENT_SIZES = '(min-width: 640px) 384px, calc(100vw - 4rem)';
import { CloseIcon } from '../shell/ui/icons.tsx';
import Modal from '../shell/ui/Modal.tsx';
import { th } from '../../i18n/shell/th-shell.ts';
import { goTo } from '../../lib/shell/navigation.ts';
import { $dialogs, closeDialog } from '../../stores/shell/ui.ts';

const POLL_PATH = '/poll/1';

export default function EventList({ events }: { events: AgentEvent[] }) {
  const dialogs = useStore($dialogs);
  return (
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
            <ContentPicture content={event} aspect="aspect-[16/9]" sizes={EVENT_SIZES} layout="card" eager fallbackAlt={th.event.title} />
          </button>
        ))}
      </div>
    </Modal>
  );
}
