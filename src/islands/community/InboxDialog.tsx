// The member's inbox (issue 27), opened from the header's bell: newest first, an unread message
// marked "new" until tapped (or all read at once), each with its time. Asks for the messages each
// time it opens, so what the operator did a moment ago is there.
import { useEffect, useState } from 'react';
import { formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import { toastError } from '../../api/client.ts';
import { inboxTh } from '../../i18n/community/inbox.ts';
import { getInbox, markInboxRead } from '../../api/community/inbox.ts';
import type { Inbox } from '../../contract/community/inbox.ts';
import { CloseIcon } from '../shell/ui/icons.tsx';
import Modal from '../shell/ui/Modal.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The bell's count follows what the inbox says. */
  onUnread: (unread: number) => void;
}

export default function InboxDialog({ open, onClose, onUnread }: Props) {
  const [inbox, setInbox] = useState<Inbox | null>(null);
  const [failed, setFailed] = useState(false);

  const keep = (answer: Inbox) => {
    setInbox(answer);
    onUnread(answer.unread);
  };
  const load = () => {
    setFailed(false);
    getInbox()
      .then(keep)
      .catch(() => setFailed(true));
  };
  useEffect(() => {
    if (open) load();
    // Asks each time it opens; `load` is the same work every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const read = (ids?: number[]) => void markInboxRead(ids).then(keep, toastError);

  return (
    <Modal open={open} onClose={onClose} width={480} label={inboxTh.title}>
      <div className="relative border-b border-base-300 px-5 py-4">
        <h2 className="px-8 text-center text-lg font-semibold">{inboxTh.title}</h2>
        <button
          type="button"
          className="btn btn-circle btn-ghost btn-sm absolute right-3 top-3"
          aria-label={inboxTh.close}
          onClick={onClose}
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="max-h-[60dvh] overflow-y-auto" data-testid="inbox">
        {inbox ? (
          inbox.messages.length ? (
            <ul className="divide-y divide-base-300">
              {inbox.messages.map((message) => (
                <li key={message.id}>
                  <button
                    type="button"
                    className="block w-full px-5 py-3 text-left"
                    aria-label={message.title}
                    onClick={() => (message.read ? undefined : read([message.id]))}
                  >
                    <span className="flex items-start gap-2">
                      <span className="flex-1 font-semibold">{message.title}</span>
                      {message.read ? null : <span className="badge badge-error badge-sm">{inboxTh.newLabel}</span>}
                    </span>
                    <span className="mt-1 block whitespace-pre-line text-sm text-base-content/80">{message.body}</span>
                    <span className="mt-1 block text-xs text-base-content/60">{formatThaiDateTime(message.created_at)}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="py-8 text-center text-base-content/70">{inboxTh.empty}</p>
          )
        ) : failed ? (
          <p className="py-8 text-center text-base-content/70">
            {inboxTh.failed}{' '}
            <button type="button" className="btn btn-link btn-sm" onClick={load}>
              {inboxTh.retry}
            </button>
          </p>
        ) : (
          <p className="py-8 text-center text-base-content/70">{inboxTh.loading}</p>
        )}
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-base-300 px-5 py-3">
        <span className="text-xs text-base-content/60">{inboxTh.kept}</span>
        <button type="button" className="btn btn-primary btn-sm" disabled={!inbox?.unread} onClick={() => read()}>
          {inboxTh.readAll}
        </button>
      </div>
    </Modal>
  );
}
