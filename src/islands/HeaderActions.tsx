// The header's right side on a page built ahead of time (the content pages): the server that built
// it knew no member, so the browser's own word decides (the stored login state, kept in line with
// the session cookie by every server-rendered page). Until hydration the space stays empty (its
// size reserved, nothing moves); then the member's wallet, deposit, withdraw and menu, or the
// visitor's log-in and register links with a way back to this page.
import { useStore } from '@nanostores/react';
import { th } from '../i18n/th-shell.ts';
import { useMounted } from '../hooks/use-mounted.ts';
import { withReturnPath } from '../lib/return-path.ts';
import { $isLoggedIn } from '../stores/user.ts';
import MemberMenu from './MemberMenu.tsx';
import WalletChip from './WalletChip.tsx';

export default function HeaderActions() {
  const mounted = useMounted();
  const member = useStore($isLoggedIn);
  if (!mounted) return <div style={{ height: 32, minWidth: 150 }} aria-hidden="true" />;
  if (member)
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
  const here = location.pathname;
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
