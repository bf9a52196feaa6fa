// One bill in the member's list: round, draw date, time placed, total, payout and status.
// The card is one button that opens the bill dialog; ดึงโพย sits under it.
import { memo } from 'react';
import type { BillStatus, BillSummary } from '../../contract/lotto/lotto.ts';
import { lottoBills as t } from '../../i18n/lotto/lotto-bills.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { formatThaiDate, formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import { STATUS_BADGE, payoutText } from '../../lib/lotto/bill-list-model.ts';
import ReuseButton from './ReuseButton.tsx';
import { useMounted } from '../../hooks/use-mounted.ts';

export function BillStatusBadge({ status }: { status: BillStatus }) {
  const badge = STATUS_BADGE[status];
  return (
    <span className={`badge badge-sm shrink-0 whitespace-nowrap ${badge.className}`} data-testid="bill-status">
      {badge.label}
    </span>
  );
}

function BillListItem({ bill, onOpen }: { bill: BillSummary; onOpen: (billId: number) => void }) {
  // Rendered on the server: a tap before the island runs would open nothing, so it waits for it.
  const mounted = useMounted();
  return (
    <li className="rounded-box border border-base-300 bg-base-100 hover:border-primary/50">
      <button
        type="button"
        className="block w-full rounded-box p-3 text-left focus-visible:outline-2 focus-visible:outline-primary"
        onClick={() => onOpen(bill.bill_id)}
        disabled={!mounted}
        data-testid="bill-row"
        data-bill-id={bill.bill_id}
      >
        <span className="flex items-start justify-between gap-2">
          <span className="min-w-0">
            <span className="block truncate font-medium">{bill.round_name}</span>
            <span className="block truncate text-xs text-base-content/60">
              {bill.category_name} · {t.billNo} #{bill.bill_id} · {t.count(bill.line_count)}
            </span>
          </span>
          <BillStatusBadge status={bill.status} />
        </span>
        <span className="mt-2 block space-y-0.5 text-xs text-base-content/70">
          <span className="block">
            {t.drawDate} {formatThaiDate(bill.draw_date)}
          </span>
          <span className="block">
            {t.placedAt} {formatThaiDateTime(bill.created_at)}
          </span>
        </span>
        <span className="mt-2 flex items-end justify-between gap-3 border-t border-base-300 pt-2 text-sm">
          <span>
            <span className="block text-xs text-base-content/60">{t.total}</span>
            <span className="font-medium tabular-nums" data-testid="bill-total">
              {formatBaht(bill.total)}
            </span>
          </span>
          <span className="text-right">
            <span className="block text-xs text-base-content/60">{t.payout}</span>
            <span className={`font-medium tabular-nums ${bill.payout > 0 ? 'text-success' : ''}`} data-testid="bill-payout">
              {payoutText(bill)}
            </span>
          </span>
        </span>
      </button>
      {/* ดึงโพย: beside the card's button, not in it (a button holds no other). */}
      <div className="flex justify-end px-3 pb-3">
        <ReuseButton billId={bill.bill_id} />
      </div>
    </li>
  );
}

export default memo(BillListItem);
