// Cancel a bill while the rules allow it (DOMAIN.md: within 30 minutes of placing it and at
// least 10 minutes before close; never Yeekee). Shows the deadline with a countdown on the server
// clock, asks once more, then cancels and reports the refund.
import { useState } from 'react';
import { cancelBills } from '../../api/lotto/lotto.ts';
import type { BillSummary } from '../../contract/lotto/lotto.ts';
import { lottoBills as t } from '../../i18n/lotto/lotto-bills.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { formatCountdown } from '../../stores/server-clock.ts';
import { useServerNow } from '../../hooks/use-server-now.ts';
import { formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import FormError from '../shell/ui/FormError.tsx';
import { canCancelAt } from '../../lib/lotto/bill-list-model.ts';

interface Props {
  bill: BillSummary;
  /** Called with the amount refunded once the platform has cancelled the bill. */
  onCancelled: (refunded: number) => void;
}

export default function BillDetailCancel({ bill, onCancelled }: Props) {
  const now = useServerNow();
  const [confirming, setConfirming] = useState(false);
  const { error, setError, busy, run } = useSubmit();

  if (bill.status === 'pending' && bill.is_yeekee) return <p className="text-center text-xs text-base-content/50">{t.yeekeeNoCancel}</p>;
  if (!canCancelAt(bill, now)) {
    // The deadline passed while the dialog was open: say so instead of silently hiding the button.
    return bill.can_cancel && bill.status === 'pending' ? (
      <p className="text-center text-xs text-base-content/50">{t.cancelExpired}</p>
    ) : null;
  }

  function cancel() {
    void run(async () => {
      const answer = await cancelBills([bill.bill_id]);
      if (!answer.cancelled.includes(bill.bill_id)) throw new Error(t.cancelExpired);
      setConfirming(false);
      onCancelled(answer.refunded);
    });
  }

  const deadline = bill.cancel_until ? (
    <p className="text-center text-xs text-base-content/70" data-testid="cancel-deadline">
      {t.cancelUntil} {formatThaiDateTime(bill.cancel_until)} · {t.cancelLeft}{' '}
      <span className="font-medium tabular-nums text-warning">{formatCountdown(Date.parse(bill.cancel_until) - now)}</span>
    </p>
  ) : null;

  if (!confirming)
    return (
      <div className="space-y-2">
        {deadline}
        <button
          type="button"
          className="btn btn-outline btn-error w-full"
          onClick={() => {
            setError('');
            setConfirming(true);
          }}
        >
          {t.cancel}
        </button>
        <FormError message={error} />
      </div>
    );

  return (
    <div className="space-y-3 rounded-box border border-error/50 bg-error/10 p-3" role="group" aria-label={t.cancelConfirmTitle}>
      <p className="font-medium">{t.cancelConfirmTitle}</p>
      <p className="text-sm text-base-content/80">{t.cancelConfirmText(formatBaht(bill.total))}</p>
      {deadline}
      <FormError message={error} />
      <div className="grid grid-cols-2 gap-2">
        <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)} disabled={busy}>
          {t.cancelNo}
        </button>
        <button type="button" className="btn btn-error" onClick={cancel} disabled={busy}>
          {busy ? t.cancelling : t.cancelYes}
        </button>
      </div>
    </div>
  );
}
