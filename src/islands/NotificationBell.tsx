// Opens the important-announcement modal from the header.
import { BellIcon } from './ui/icons.tsx';
import { th } from '../i18n/th-shell.ts';
import { openDialog } from '../stores/ui.ts';
import { useMounted } from '../hooks/use-mounted.ts';

export default function NotificationBell() {
  const mounted = useMounted();
  return (
    <button
      type="button"
      className="btn btn-circle btn-ghost btn-sm"
      aria-label={th.notification.title}
      disabled={!mounted}
      onClick={() => openDialog('notification')}
    >
      <BellIcon className="size-5" />
    </button>
  );
}
