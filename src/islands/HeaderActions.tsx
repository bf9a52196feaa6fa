// The header's right side on a page built ahead of time (the content pages): the build knew no
// member, so the page carries the visitor's log-in and register links (with a way back here), and
// once hydrated the browser's own word decides (the stored login state, kept in line with the
// session cookie by every server-rendered page): a member gets the wallet, deposit, withdraw and menu.
import { useStore } from '@nanostores/react';
import { th } from '../i18n/th-shell.ts';
import { useMounted } from '../hooks/use-mounted.ts';
import { withReturnPath } from '../lib/return-path.ts';
import { $isLoggedIn } from '../stores/user.ts';
import MemberMenu from './MemberMenu.tsx';
import WalletChip from './WalletChip.tsx';

/** `here`: the page's path, for the log-in and register links to come back to. */
export default function HeaderActions({ here }: { here: string }) {
  const mounted = useMounted();
  const member = useStore($isLoggedIn);
  if (mounted && member)
    return (
      <>
        <WalletChip initial={null} />
        <a href="/member/deposit" className="btn btn-primary btn-sm hidden sm:inline-flex">
          {th.nav.deposit}
        </a>
        <a href="/member/withdraw" className="btn btn-outline btn-sm hidden sm:inline-flex">
          {th.nav.withdraw}
        </a>
        <MemberMenu />
      </>
    );
  return (
    <>
      <a href={withReturnPath('/login', here)} className="btn btn-ghost btn-sm px-2 sm:px-3">
        {th.nav.login}
      </a>
      <a href={withReturnPath('/register', here)} className="btn btn-primary btn-sm px-2 sm:px-3">
        {th.nav.register}
      </a>
    </>
  );
}
