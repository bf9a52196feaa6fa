// One line of a bill in the dialog's table: number, bet name with its rate, stake, and its result
// once settled (won in green with the payout, lost muted, refunded with the stake back). A row,
// not a card: a 61-line bill stays one short table.
import type { BillLine } from '../../contract/lotto/lotto.ts';
import { lottoBills as t } from '../../i18n/lotto/lotto-bills.ts';
import { formatBaht } from '../../lib/money/money.ts';

function ResultCell({ line }: { line: BillLine }) {
  if (line.result === 'won')
    return (
      <span className="block font-semibold text-success" data-testid="line-won">
        {t.lineWon}
        <span className="block tabular-nums">+{formatBaht(line.payout)}</span>
      </span>
    );
  if (line.result === 'lost')
    return (
      <span className="text-base-content/60" data-testid="line-lost">
        {t.lineLost}
      </span>
    );
  if (line.result === 'refunded')
    return (
      <span className="text-info" data-testid="line-refunded">
        {t.lineRefunded}
      </span>
    );
  return <span className="text-base-content/60">{t.linePending}</span>;
}

export default function BillDetailLine({ line }: { line: BillLine }) {
  return (
    <tr className={line.result === 'won' ? 'bg-success/15' : undefined} data-testid="bill-detail-line" data-result={line.result}>
      <td className="text-base font-semibold text-primary tabular-nums">{line.number}</td>
      <td className="leading-tight">
        {line.bet_name}
        <span className="block text-xs text-base-content/60 tabular-nums">
          {t.rate} {line.rate.toLocaleString('th-TH')}
        </span>
      </td>
      <td className="text-right tabular-nums">{formatBaht(line.amount)}</td>
      <td className="text-right leading-tight">
        <ResultCell line={line} />
      </td>
    </tr>
  );
}
