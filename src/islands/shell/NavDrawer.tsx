// The mobile drawer: site navigation, and the visitor's or member's main actions.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { ChatIcon, CloseIcon, MenuIcon } from './ui/icons.tsx';
import { th } from '../../i18n/shell/th-shell.ts';
import { goTo } from '../../lib/shell/navigation.ts';
import { guardOf, routesIn } from '../../lib/routes.ts';
import { withReturnPath } from '../../lib/account/return-path.ts';
import { $navDrawer, openDialog } from '../../stores/shell/ui.ts';
import { $isLoggedIn } from '../../stores/account/user.ts';
import { useMounted } from '../../hooks/use-mounted.ts';

interface Props {
  /** Whether a member is logged in; undefined on a page built ahead of time: the stored state says. */
  member: boolean | undefined;
  /** Whether the page has the announcements dialog to open (the default layout's). */
  announcements?: boolean;
  /** The agent's LINE links: the chat with an admin, and the contact account. */
  adminUrl?: string;
  contactUrl?: string;
  logo?: string;
}

export default function NavDrawer({ member: serverMember, announcements = true, adminUrl, contactUrl, logo }: Props) {
  const open = useStore($navDrawer);
  const storedMember = useStore($isLoggedIn);
  const member = serverMember ?? storedMember;
  const mounted = useMounted();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && $navDrawer.set(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  function follow(href: string) {
    $navDrawer.set(false);
    // Logging in or registering from here comes back here.
    goTo(guardOf(href) === 'guest' ? withReturnPath(href, location.pathname + location.search) : href);
  }

  const links = routesIn('drawer', member);

  return (
    <>
      <button
        type="button"
        className="btn btn-square btn-ghost btn-sm md:hidden"
        aria-label={th.nav.openDrawer}
        onClick={() => $navDrawer.set(true)}
      >
        <MenuIcon className="size-6" />
      </button>
      {/* Rendered on <body>: above the sticky header's stacking context, not inside it. */}
      {mounted &&
        createPortal(
          <div className={`fixed inset-0 z-50 md:hidden ${open ? '' : 'pointer-events-none'}`} aria-hidden={!open}>
            <div
              className={`absolute inset-0 bg-black/60 transition-opacity ${open ? 'opacity-100' : 'opacity-0'}`}
              onClick={() => $navDrawer.set(false)}
            />
            <aside
              className={`absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-base-100 shadow-xl transition-transform ${open ? 'translate-x-0' : '-translate-x-full'}`}
              aria-label={th.nav.menu}
            >
              <div className="flex items-center justify-between border-b border-base-300 px-4 py-3">
                {logo ? <img src={logo} alt={th.appName} className="h-8 w-auto" /> : <span className="font-semibold">{th.appName}</span>}
                <button
                  type="button"
                  className="btn btn-circle btn-ghost btn-sm"
                  aria-label={th.nav.close}
                  onClick={() => $navDrawer.set(false)}
                  tabIndex={open ? 0 : -1}
                >
                  <CloseIcon className="size-5" />
                </button>
              </div>
              <nav className="flex-1 overflow-y-auto p-2">
                {links.map((item) => (
                  <a
                    key={item.path}
                    href={item.path}
                    tabIndex={open ? 0 : -1}
                    className="block rounded-lg px-4 py-3 hover:bg-base-200"
                    onClick={(event) => {
                      event.preventDefault();
                      follow(item.path);
                    }}
                  >
                    {item.label}
                  </a>
                ))}
                {announcements && (
                  <button
                    type="button"
                    tabIndex={open ? 0 : -1}
                    className="block w-full rounded-lg px-4 py-3 text-left hover:bg-base-200"
                    onClick={() => {
                      $navDrawer.set(false);
                      openDialog('notification');
                    }}
                  >
                    {th.notification.title}
                  </button>
                )}
              </nav>
              <div className="grid gap-2 p-4">
                {[
                  [adminUrl, th.nav.adminChat],
                  [contactUrl, th.nav.contact],
                ].map(([url, label]) =>
                  url ? (
                    <a
                      key={label}
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      tabIndex={open ? 0 : -1}
                      className="btn btn-outline btn-success"
                    >
                      <ChatIcon className="size-5" /> {label}
                    </a>
                  ) : null,
                )}
              </div>
            </aside>
          </div>,
          document.body,
        )}
    </>
  );
}
