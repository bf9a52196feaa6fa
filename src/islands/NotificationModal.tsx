// The important-announcement modal (width 400): pages through type-1 notifications with a
// stepper; "next" closes it after the last, as do its X and Escape. Opens by itself once per
// visit: once per browser session, in whichever tab comes first (a session cookie, which every
// tab shares and the browser forgets when it closes; sessionStorage would be once per tab).
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { AgentNotification } from '../contract/agent.ts';
import AnnouncementPicture from './shell/AnnouncementPicture.tsx';
import { CloseIcon } from './ui/icons.tsx';
import Modal from './ui/Modal.tsx';
import { th } from '../i18n/th-shell.ts';
import { $notifications, importantAnnouncements } from '../stores/agent.ts';
import { $dialogs, closeDialog, openDialog } from '../stores/ui.ts';

/** Set once the announcements opened themselves this visit (the layout wakes the island unless it is). */
export const SHOWN_COOKIE = 'r999_announced';

function shownThisVisit(): boolean {
  return document.cookie.split(';').some((entry) => entry.trim() === `${SHOWN_COOKIE}=1`);
}

function markShown(): void {
  // No Max-Age: a session cookie. Not secret, so readable here.
  document.cookie = `${SHOWN_COOKIE}=1; path=/; SameSite=Lax`;
}

interface Props {
  initial: AgentNotification[];
  /** False on error pages: an announcement must not cover "page not found". The bell still opens it. */
  autoOpen?: boolean;
}

export default function NotificationModal({ initial, autoOpen = true }: Props) {
  const dialogs = useStore($dialogs);
  const all = useStore($notifications);
  const announcements = importantAnnouncements(all.length ? all : initial);
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (initial.length && !$notifications.get().length) $notifications.set(initial);
    if (autoOpen && importantAnnouncements(initial).length && !shownThisVisit()) {
      markShown();
      openDialog('notification');
    }
    // Once, on mount: `initial` and `autoOpen` are the server's first answer and never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (dialogs.notification) setStep(0);
  }, [dialogs.notification]);

  const current = announcements[step];
  const last = step >= announcements.length - 1;

  return (
    <Modal open={dialogs.notification} onClose={() => closeDialog('notification')} width={400} label={th.notification.title}>
      <div className="relative border-b border-base-300 px-5 py-4">
        <h2 className="px-8 text-center text-lg font-semibold">{th.notification.title}</h2>
        <button
          type="button"
          className="btn btn-circle btn-ghost btn-sm absolute right-3 top-3"
          aria-label={th.notification.dismiss}
          onClick={() => closeDialog('notification')}
        >
          <CloseIcon className="size-5" />
        </button>
        {announcements.length > 1 ? (
          <ul className="stepper mt-2 text-xs" aria-label={`${step + 1} / ${announcements.length}`}>
            {announcements.map((item, index) => (
              <li key={item.id ?? index} className={index <= step ? 'done' : undefined} />
            ))}
          </ul>
        ) : null}
      </div>
      <div className="px-5 py-4" data-testid="announcement">
        {current ? (
          <>
            {current.image ? (
              <AnnouncementPicture key={current.image} src={current.image} className="mb-3 block aspect-video w-full rounded-lg" />
            ) : null}
            <h3 className="font-semibold">{current.title}</h3>
            {current.description ? <p className="mt-1 whitespace-pre-line text-sm text-base-content/80">{current.description}</p> : null}
          </>
        ) : (
          <p className="py-8 text-center text-base-content/70">{th.notification.empty}</p>
        )}
      </div>
      <div className="flex justify-end gap-2 border-t border-base-300 px-5 py-3">
        {current && !last ? (
          <button type="button" className="btn btn-primary btn-block" onClick={() => setStep(step + 1)}>
            {th.notification.next} ({step + 1}/{announcements.length})
          </button>
        ) : (
          <button type="button" className="btn btn-primary btn-block" onClick={() => closeDialog('notification')}>
            {th.notification.close}
          </button>
        )}
      </div>
    </Modal>
  );
}
