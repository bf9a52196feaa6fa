// The member menu dialog (width 480) and the logout confirmation: loaded by the member button
// (src/islands/shell/MemberMenu.tsx) when first opened, not with the page.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { notify } from '../../lib/shell/notify.ts';
import { ChevronRightIcon, CloseIcon, LogoutIcon } from './ui/icons.tsx';
import Modal from './ui/Modal.tsx';
import { th } from '../../i18n/shell/th-shell.ts';
import { routesIn } from '../../lib/routes.ts';
import { goTo } from '../../lib/shell/navigation.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { $walletTotal } from '../../stores/account/session.ts';
import { $dialogs, closeDialog, openDialog } from '../../stores/shell/ui.ts';
import { $userInfo, logout } from '../../stores/account/user.ts';

export default function MemberMenuDialogs() {
  const dialogs = useStore($dialogs);
  const user = useStore($userInfo);
  const total = useStore($walletTotal);
  const [leaving, setLeaving] = useState(false);

  function choose(href: string) {
    closeDialog('memberMenu');
    goTo(href);
  }

  async function confirmLogout() {
    setLeaving(true);
    try {
      await logout();
    } catch {
      // the session is forgotten locally either way
    } finally {
      setLeaving(false);
      closeDialog('logout');
    }
    // Home from the server again, even when already there: its header is the visitor's now.
    goTo('/', { fresh: true });
    notify.success(th.logout.done);
  }

  return (
    <>
      <Modal open={dialogs.memberMenu} onClose={() => closeDialog('memberMenu')} width={480} label={th.menu.title}>
        <div className="flex items-center justify-between border-b border-base-300 px-5 py-4">
          <div>
            <h2 className="text-lg font-semibold">{th.menu.title}</h2>
            {user ? (
              <p className="text-sm text-base-content/70">
                {user.full_name} · <span className="tabular-nums">{formatBaht(total)}</span>
              </p>
            ) : null}
          </div>
          <button
            type="button"
            className="btn btn-circle btn-ghost btn-sm"
            aria-label={th.nav.close}
            onClick={() => closeDialog('memberMenu')}
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <nav className="grid max-h-[70dvh] grid-cols-1 overflow-y-auto p-2 sm:grid-cols-2" aria-label={th.menu.title}>
          {routesIn('memberMenu').map((item) => (
            <a
              key={item.path}
              href={item.path}
              className="flex items-center justify-between rounded-lg px-4 py-3 hover:bg-base-200"
              onClick={(event) => {
                event.preventDefault();
                choose(item.path);
              }}
            >
              <span>{item.label}</span>
              <ChevronRightIcon className="size-4 text-base-content/40" />
            </a>
          ))}
          <button
            type="button"
            className="flex items-center justify-between rounded-lg px-4 py-3 text-left text-error hover:bg-base-200"
            onClick={() => {
              closeDialog('memberMenu');
              openDialog('logout');
            }}
          >
            <span>{th.menu.logout}</span>
            <LogoutIcon className="size-4" />
          </button>
        </nav>
      </Modal>

      <Modal open={dialogs.logout} onClose={() => closeDialog('logout')} width={400} label={th.logout.confirmTitle}>
        <div className="p-6 text-center">
          <LogoutIcon className="mx-auto mb-3 size-10 text-warning" />
          <h2 className="text-lg font-semibold">{th.logout.confirmTitle}</h2>
          <p className="mt-2 text-base-content/80">{th.logout.confirmText}</p>
          <div className="mt-6 grid grid-cols-2 gap-3">
            <button type="button" className="btn btn-outline" onClick={() => void confirmLogout()} disabled={leaving}>
              {leaving ? <span className="spinner" aria-hidden="true" /> : th.logout.yes}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => closeDialog('logout')} disabled={leaving}>
              {th.logout.stay}
            </button>
          </div>
        </div>
      </Modal>
    </>
  );
}
