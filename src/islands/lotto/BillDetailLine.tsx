// One line of a bill in the dialog: number, bet name, rate and stake; once settled, its result
// card (won in green with the payout, lost muted, refunded with the stake back).
import type { BillLine } from '../../contract/lotto.ts';
import { lottoBills as t } from '../../i18n/lotto-bills.ts';
import { formatBaht } from '../../lib/money.ts';

function ResultCard({ line }: { line: BillLine }) {
  if (line.result === 'won')
    return (
      <div className="flex items-center justify-between rounded-field bg-success/15 px-2 py-1 text-success" data-testid="line-won">
        <span className="font-medium">{t.lineWon}</span>
        <span className="font-semibold tabular-nums">+{formatBaht(line.payout)}</span>
      </div>
    );
  if (line.result === 'lost')
    return (
      <div className="rounded-field bg-base-300/60 px-2 py-1 text-base-content/70" data-testid="line-lost">
        {t.lineLost}
      </div>
    );
  if (line.result === 'refunded')
    return (
      <div className="flex items-center justify-between rounded-field bg-info/15 px-2 py-1 text-info" data-testid="line-refunded">
        <span>{t.lineRefunded}</span>
        <span className="tabular-nums">{formatBaht(line.amount)}</span>
      </div>
    );
  return null;
}

export default function BillDetailLine({ line }: { line: BillLine }) {
  const settled = line.result !== 'pending';
  return (
    <li
      className={`rounded-box border p-2.5 ${line.result === 'won' ? 'border-success/60' : 'border-base-300'}`}
      data-testid="bill-detail-line"
      data-result={line.result}
    >
      <div className="flex items-center gap-3">
        <span className="min-w-[3.5rem] font-mono text-xl font-semibold tracking-wider text-primary">{line.number}</span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm">{line.bet_name}</span>
          <span className="block text-xs text-base-content/60">
            {t.rate} x{line.rate.toLocaleString('th-TH')}
          </span>
        </span>
        <span className="text-right">
          <span className="block text-xs text-base-content/60">{t.amount}</span>
          <span className="text-sm font-medium tabular-nums">{formatBaht(line.amount)}</span>
        </span>
      </div>
      {settled ? (
        <div className="mt-2 text-sm">
          <ResultCard line={line} />
        </div>
      ) : null}
    </li>
  );
}
