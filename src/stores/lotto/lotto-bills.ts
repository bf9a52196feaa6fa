// The member's lotto bills (SPEC.md section 3, lotto), newest first. The page seeds them from the
// server's render; the member's live stream says when bills of a round settle, and the list is
// fetched again then. While any bill waits for a result and the stream is not open, it is fetched
// every 30 s instead (visible tab only), from the first island that shows it until the last one
// goes. When a bill settles the wallets are reloaded (unless the stream brings them), so the
// header balance follows the payout.
import { atom, onMount, onNotify } from 'nanostores';
import { toastError } from '../../api/client.ts';
import { getBills } from '../../api/lotto/lotto.ts';
import type { BillSummary } from '../../contract/lotto/lotto.ts';
import { hasPending, newestFirst, settledSince } from '../../lib/lotto/bill-list-model.ts';
import { refreshWallets } from '../account/session.ts';
import { liveOpen, onLive } from '../live-events.ts';
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
  const pending = () => {
    const bills = $bills.get();
    return bills !== null && hasPending(bills);
  };
  const poller = pollWhileVisible(
    () => (liveOpen() ? Promise.resolve() : loadBills()),
    () => (pending() ? POLL_MS : null),
  );
  const reload = () => void loadBills().catch(() => undefined);
  const unheard = [onLive('bills', reload), onLive('reload', () => pending() && reload())];
  // Money may have moved when a bill settled: the wallets follow. (onNotify, not listen: a
  // listener of its own would keep the store mounted, and polling, for ever.)
  const unlisten = onNotify($bills, ({ oldValue }) => {
    const after = $bills.get();
    if (oldValue && after && settledSince(oldValue, after).length && !liveOpen()) void refreshWallets().catch(toastError);
    poller.reschedule();
  });
  return () => {
    unlisten();
    unheard.forEach((stop) => stop());
    poller.stop();
  };
});
