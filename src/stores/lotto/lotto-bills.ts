// The member's lotto bills (SPEC.md section 3, lotto), newest first. The page seeds them from the
// server's render; while any bill waits for a result the list is fetched again every 30 s (visible
// tab only), from the first island that shows it until the last one goes. When a bill settles the
// wallets are reloaded, so the header balance follows the payout.
import { atom, onMount, onNotify } from 'nanostores';
import { toastError } from '../../api/client.ts';
import { getBills } from '../../api/lotto/lotto.ts';
import type { BillSummary } from '../../contract/lotto/lotto.ts';
import { hasPending, newestFirst, settledSince } from '../../lib/lotto/bill-list-model.ts';
import { refreshWallets } from '../account/session.ts';
import { pollWhileVisible } from '../visible-polling.ts';

const POLL_MS = 30_000;

/** null until known: the server could not ask, and the first fetch has not answered. */
export const $bills = atom<BillSummary[] | null>(null);
/** The first fetch failed (the list offers a retry). */
export const $billsFailed = atom(false);

/** The bills the server rendered the page with (null: it could not ask, so the list asks itself). */
export function showBills(initial: BillSummary[] | null): void {
  if (initial) $bills.set(newestFirst(initial));
  else firstLoadBills();
}

export async function loadBills(): Promise<void> {
  $bills.set(newestFirst(await getBills()));
  $billsFailed.set(false);
}

/** The first fetch of a page, or its retry: a failure is told and offers the retry. */
export function firstLoadBills(): void {
  $billsFailed.set(false);
  loadBills().catch((error) => {
    toastError(error);
    $billsFailed.set(true);
  });
}

onMount($bills, () => {
  if (typeof document === 'undefined') return;
  const poller = pollWhileVisible(loadBills, () => {
    const bills = $bills.get();
    return bills && hasPending(bills) ? POLL_MS : null;
  });
  // Money may have moved when a bill settled: the wallets follow. (onNotify, not listen: a
  // listener of its own would keep the store mounted, and polling, for ever.)
  const unlisten = onNotify($bills, ({ oldValue }) => {
    const after = $bills.get();
    if (oldValue && after && settledSince(oldValue, after).length) void refreshWallets().catch(toastError);
    poller.reschedule();
  });
  return () => {
    unlisten();
    poller.stop();
  };
});
