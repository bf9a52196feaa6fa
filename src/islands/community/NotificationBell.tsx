// The header's bell. A visitor's opens the important-announcement modal; a member's shows the
// inbox's unread count (the server's, with every page; the member's live stream and the inbox,
// when opened, set it again) and opens the inbox. The API client and the inbox's code load only when it opens: the JS budget on
// `/` leaves no room for polling here (measured: about 100 bytes gzip over).
import { lazy, Suspense, useEffect, useState } from 'react';
import { BellIcon } from '../shell/ui/icons.tsx';
import { th } from '../../i18n/shell/th-shell.ts';
import { onLive } from '../../stores/live-events.ts';
import { openDialog } from '../../stores/shell/ui.ts';

const InboxDialog = lazy(() => import('./InboxDialog.tsx'));

interface Props {
  /** The member's unread count; undefined for a visitor. */
  unread?: number;
}

export default function NotificationBell({ unread }: Props) {
  const [count, setCount] = useState(unread ?? 0);
  const [open, setOpen] = useState<boolean | null>(null);
  const member = unread !== undefined;
  useEffect(() => (member ? onLive('inbox', (told) => setCount(told.unread)) : undefined), [member]);

  return (
    <>
      <button
        type="button"
        className="btn btn-circle btn-ghost btn-sm relative"
        aria-label={member ? `${th.inboxBell}${count ? ` ${th.inboxUnread} ${count}` : ''}` : th.notification.title}
        onClick={() => (member ? setOpen(true) : openDialog('notification'))}
      >
        {count > 0 ? <span className="badge badge-error badge-xs absolute right-0 top-0 px-1">{count}</span> : null}
        <BellIcon className="size-5" />
      </button>
      {open === null ? null : (
        <Suspense fallback={null}>
          <InboxDialog open={open} onClose={() => setOpen(false)} onUnread={setCount} />
        </Suspense>
      )}
    </>
  );
}
