// The member's balance in the header: sum of all wallets in baht, a link to deposit, a refresh.
// It renders from the wallets the server drew the page with, so the first paint already shows the
// total and the API client is not needed until the first refresh. While the platform cannot be
// reached the total is not known: the chip says so in Thai rather than show an old balance.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { notify } from '../../lib/shell/notify.ts';
import type { Wallet } from '../../contract/account/member.ts';
import { RefreshIcon, WalletIcon } from '../shell/ui/icons.tsx';
import { th } from '../../i18n/shell/th-shell.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { ERROR_TOAST_MS } from '../../lib/shell/toast-durations.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import { $wallets, refreshWallets, walletTotal } from '../../stores/account/session.ts';
import { useVisiblePoll } from '../../hooks/use-visible-poll.ts';
import { pollWallets, startLive } from '../../stores/live.ts';

const WALLET_POLL_MS = 30_000;

interface Props {
  /** The member's wallets as the server knew them for this page (null when it could not ask). */
  initial: Wallet[] | null;
  /** The server could not reach the platform for this page (the header says so): no balance yet. */
  unavailable?: boolean;
}

export default function WalletChip({ initial, unavailable = false }: Props) {
  const mounted = useMounted();
  const wallets = useStore($wallets);
  const [refreshing, setRefreshing] = useState(false);
  // The last ask failed: the balance shown would be an old one.
  const [down, setDown] = useState(unavailable);

  /** `quiet`: no toast (the poll, or the header already says the platform is down). */
  async function refresh(quiet = false) {
    if (!quiet) setRefreshing(true);
    try {
      await refreshWallets();
      setDown(false);
    } catch (error) {
      const expired = Boolean(error && typeof error === 'object' && 'code' in error && error.code === 401);
      if (!expired) setDown(true);
      const message = error instanceof Error && error.message ? error.message : th.errors.walletRefresh;
      if (!quiet && !expired) notify.error(message, { duration: ERROR_TOAST_MS });
    } finally {
      if (!quiet) setRefreshing(false);
    }
  }

  useEffect(() => {
    if (initial) $wallets.set(initial);
    else void refresh(unavailable);
    // Once, on mount: `initial` is the server's answer for this page and never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Wallets loaded by anyone (a withdrawal's form, a bill) are a fresh balance: the platform answers again.
  useEffect(() => $wallets.listen((list) => list.length > 0 && setDown(false)), []);

  // Money also moves without this page acting (a round settles and pays out, another tab bets):
  // follow it quietly while the page is in view, and at once when the member comes back to it.
  // Pushed by the live stream (stores/live.ts) once open; the poll asks only while it is not.
  useEffect(startLive, []);
  useVisiblePoll(() => pollWallets(() => refresh(true)), WALLET_POLL_MS);

  // The store's wallets once it has them (a refresh, a poll); until then, and should the store be
  // emptied for a login it has not seen yet, the server's for this page.
  const list = mounted && wallets.length > 0 ? wallets : (initial ?? []);
  const known = list.length > 0;
  return (
    <div className="flex h-9 items-center rounded-full border border-primary/40 bg-base-300/70 pl-1 pr-0.5" data-testid="wallet-chip">
      <a
        href="/member/deposit"
        className="flex items-center gap-1 rounded-full px-1.5 py-1 hover:bg-base-100"
        aria-label={th.nav.walletTotal}
      >
        <WalletIcon className="size-4 text-primary" />
        <span className="text-right text-sm font-medium tabular-nums" style={{ minWidth: '4.5rem' }} data-testid="wallet-total">
          {down ? (
            <span className="text-xs text-warning" data-testid="wallet-unavailable">
              {th.errors.walletUnavailable}
            </span>
          ) : known ? (
            formatBaht(walletTotal(list))
          ) : (
            <span className="inline-block h-3 w-20 animate-pulse rounded bg-base-100 align-middle" />
          )}
        </span>
      </a>
      <button
        type="button"
        className="btn btn-circle btn-ghost btn-xs"
        aria-label={th.nav.refreshWallet}
        onClick={() => void refresh()}
        disabled={refreshing || !mounted}
      >
        <RefreshIcon className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
      </button>
    </div>
  );
}
