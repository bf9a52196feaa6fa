// The member's lotto bills (/lotto/bills): status tabs, the list newest first, and the bill
// dialog. The list is the bills store's (stores/lotto/lotto-bills.ts): seeded from the server's render,
// kept current by the store while this island shows it.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { BillSummary } from '../../contract/lotto/lotto.ts';
import BillDetailDialog from './BillDetailDialog.tsx';
import BillListItem from './BillListItem.tsx';
import { BILL_TABS, countByTab, inTab, newestFirst, type BillTab } from '../../lib/lotto/bill-list-model.ts';
import { lottoBills as t } from '../../i18n/lotto/lotto-bills.ts';
import { $bills, $billsFailed, firstLoadBills, showBills } from '../../stores/lotto/lotto-bills.ts';
import { syncServerTime } from '../../stores/server-clock.ts';
import { useMounted } from '../../hooks/use-mounted.ts';

interface Props {
  serverTime?: string;
  /** The member's bills as the server rendered the page with them (null: it could not ask). */
  initial?: BillSummary[] | null;
  /** A bill to open at once (`/lotto/bills?bill=<id>`, the statement's links). */
  openBill?: number | null;
}

export default function LottoBills({ serverTime, initial = null, openBill = null }: Props) {
  const mounted = useMounted();
  // The store takes the server's bills (the polling follows them) from the first effect on.
  useEffect(() => {
    // The page was rendered on the server clock: countdowns (cancel deadline) follow it.
    syncServerTime(serverTime);
    showBills(initial);
    // Once, on mount: the server's answer for this page never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const stored = useStore($bills);
  const storedFailed = useStore($billsFailed);
  const serverBills = useMemo(() => (initial ? newestFirst(initial) : null), [initial]);
  // The server's bills until hydrated: the first paint and the hydrated one agree.
  const bills = mounted ? stored : serverBills;
  const failed = mounted && storedFailed;
  const [tab, setTab] = useState<BillTab>('all');
  const [openId, setOpenId] = useState<number | null>(openBill);

  const counts = useMemo(() => countByTab(bills ?? []), [bills]);
  const shown = useMemo(() => (bills ?? []).filter((bill) => inTab(bill, tab)), [bills, tab]);
  const summary = bills?.find((bill) => bill.bill_id === openId);
  const open = useCallback((billId: number) => setOpenId(billId), []);

  return (
    <div>
      <div role="tablist" aria-label={t.tabsLabel} className="mb-3 flex flex-wrap gap-1.5">
        {BILL_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`btn btn-sm shrink-0 rounded-full ${tab === name ? 'btn-primary' : 'btn-ghost border-base-300'}`}
            onClick={() => setTab(name)}
            disabled={!mounted}
          >
            {t.tabs[name]}
            {bills ? <span className="text-xs opacity-70"> ({counts[name]})</span> : null}
          </button>
        ))}
      </div>

      {bills === null && !failed ? (
        <p className="card bg-base-100 p-8 text-center text-base-content/60">{t.loading}</p>
      ) : bills === null ? (
        <div className="card items-center gap-3 bg-base-100 p-8 text-center">
          <p>{t.loadFailed}</p>
          <button type="button" className="btn btn-primary btn-sm" onClick={firstLoadBills}>
            {t.retry}
          </button>
        </div>
      ) : bills.length === 0 ? (
        <div className="card items-center gap-2 border border-base-300 bg-base-100 p-8 text-center" data-testid="bills-empty">
          <p className="text-lg font-medium">{t.empty}</p>
          <p className="text-sm text-base-content/60">{t.emptyHint}</p>
          <a href="/lotto/lobby" className="btn btn-primary mt-2">
            {t.goLobby}
          </a>
        </div>
      ) : shown.length === 0 ? (
        <p className="card bg-base-100 p-8 text-center text-base-content/60">{t.emptyTab}</p>
      ) : (
        <ul className="grid gap-2 md:grid-cols-2" aria-label={t.title} data-testid="bill-list">
          {shown.map((bill) => (
            <BillListItem key={bill.bill_id} bill={bill} onOpen={open} />
          ))}
        </ul>
      )}

      <BillDetailDialog billId={openId} summary={summary} onClose={() => setOpenId(null)} />
    </div>
  );
}
