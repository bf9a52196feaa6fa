// Last week's win/loss refund (/member/winloss): the week's figures, what a claim pays, claimed once.
import { useState } from 'react';
import type { WinlossRefund } from '../../contract/rewards/rewards.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { rewardsTh as t } from '../../i18n/rewards/rewards.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { notify } from '../../lib/shell/notify.ts';
import { formatThaiDate } from '../../rules/bangkok-calendar.ts';
import { loadWallets } from '../../stores/account/session.ts';
import FormError from '../shell/ui/FormError.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';

const rewardsApi = () => import('../../api/rewards/rewards.ts');

export default function WinlossRefundPanel({ initial }: { initial: WinlossRefund }) {
  const [refund, setRefund] = useState(initial);
  const { error, busy, run } = useSubmit();

  function claim() {
    void run(async () => {
      setRefund(await (await rewardsApi()).claimWinlossRefund());
      notify.success(t.refundDone);
      await loadWallets();
    });
  }

  const rows: [string, string][] = [
    [t.stake, formatBaht(refund.stake)],
    [t.returned, formatBaht(refund.returned)],
    [t.loss, formatBaht(refund.loss)],
    [t.rate, `${refund.percent}%`],
  ];
  return (
    <Hydrated>
      <section className="card border border-base-300 bg-base-100" data-testid="winloss-refund">
        <div className="card-body gap-3">
          <h2 className="card-title text-base">{t.week(formatThaiDate(refund.from), formatThaiDate(refund.to))}</h2>
          <dl className="space-y-1 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-2">
                <dt className="text-base-content/70">{label}</dt>
                <dd className="tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="flex items-baseline justify-between">
            <span>{t.receive}</span>
            <span className="text-2xl font-semibold text-primary tabular-nums" data-testid="winloss-refund-amount">
              {formatBaht(refund.amount)}
            </span>
          </p>
          <p className="text-xs text-base-content/70">{t.turnoverNote(refund.turnover_multiple)}</p>
          <FormError message={error} />
          <button type="button" className="btn btn-primary" disabled={busy || refund.claimed || refund.amount <= 0} onClick={claim}>
            {refund.claimed ? t.claimed : refund.amount > 0 ? t.claim : t.nothing}
          </button>
        </div>
      </section>
    </Hydrated>
  );
}
