// The member's deposit still waiting to be paid, shown on the deposit page before any new request:
// pay it (its payment page), send its slip when the money did not arrive, or cancel it after the warning. When its time runs out it closes on
// its own and the form comes back.
import { useEffect } from 'react';
import type { Deposit } from '../../contract/money/payments.ts';
import { useSecondsLeft } from '../../hooks/money/use-seconds-left.ts';
import { depositTh as t } from '../../i18n/money/deposit.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { formatCountdown } from '../../stores/server-clock.ts';
import CancelDeposit from './CancelDeposit.tsx';
import SlipUpload from './SlipUpload.tsx';

export default function WaitingDeposit({ deposit, onClosed }: { deposit: Deposit; onClosed: (next: Deposit) => void }) {
  const left = useSecondsLeft(deposit);
  useEffect(() => {
    if (left === 0) onClosed({ ...deposit, status: 'expired', seconds_left: 0 });
  }, [left, deposit, onClosed]);

  return (
    <section className="card border border-primary bg-base-100" data-testid="deposit-waiting" aria-labelledby="deposit-waiting-title">
      <div className="card-body gap-3">
        <h2 id="deposit-waiting-title" className="card-title">
          {t.waitingTitle}
        </h2>
        <p className="text-sm text-base-content/80">{t.waitingIntro}</p>
        <div className="rounded-box bg-base-200 p-3 text-center">
          <p className="text-xs text-base-content/70">
            #{deposit.id} · {deposit.channel_name}
          </p>
          <p className="text-2xl font-semibold text-primary tabular-nums" data-testid="deposit-waiting-amount">
            {formatBaht(deposit.pay_amount)}
          </p>
          <p className="text-sm">
            {t.timeLeft}{' '}
            <span className="inline-block font-semibold tabular-nums" style={{ minWidth: '5ch' }}>
              {formatCountdown(left * 1000).slice(3)}
            </span>
          </p>
        </div>
        <a href={`/member/payment?id=${deposit.id}`} className="btn btn-primary btn-block">
          {t.payWaiting}
        </a>
        <SlipUpload deposit={deposit} onPaid={onClosed} />
        <CancelDeposit deposit={deposit} onCancelled={onClosed} />
      </div>
    </section>
  );
}
