// Cancelling a waiting deposit, only after a warning: a member who already transferred the amount
// must not cancel, and must never send that transfer again for a new request (nothing credits a
// cancelled request on its own). Used by the deposit page's waiting request and the payment page.
import { useState } from 'react';
import type { Deposit } from '../../contract/money/payments.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { depositTh as t } from '../../i18n/money/deposit.ts';
import { formatBaht } from '../../lib/money/money.ts';
import FormError from '../shell/ui/FormError.tsx';
import Modal from '../shell/ui/Modal.tsx';

/** The call loads with the first cancel, not with the page. */
const paymentsApi = () => import('../../api/money/payments.ts');

export default function CancelDeposit({ deposit, onCancelled }: { deposit: Deposit; onCancelled: (next: Deposit) => void }) {
  const [open, setOpen] = useState(false);
  const { error, setError, busy, run } = useSubmit();

  function close() {
    setOpen(false);
    setError('');
  }

  function cancel() {
    void run(async () => {
      const next = await (await paymentsApi()).cancelDeposit(deposit.id);
      setOpen(false);
      onCancelled(next);
    });
  }

  return (
    <>
      <button type="button" className="btn btn-ghost btn-block text-error" onClick={() => setOpen(true)}>
        {t.cancelWaiting}
      </button>
      <Modal open={open} onClose={close} width={400} label={t.cancelTitle(deposit.id)}>
        <div className="space-y-4 p-5" data-testid="deposit-cancel">
          <h2 className="text-lg font-semibold">{t.cancelTitle(deposit.id)}</h2>
          <div role="alert" className="alert alert-warning alert-soft block space-y-2 text-sm">
            <p className="font-semibold">{t.cancelPaidWarning(formatBaht(deposit.pay_amount))}</p>
            <p>{t.cancelNoAuto}</p>
          </div>
          <FormError message={error} />
          <div className="grid gap-2">
            <button type="button" className="btn btn-primary" onClick={close}>
              {t.keepWaiting}
            </button>
            <button type="button" className="btn btn-outline btn-error" disabled={busy} onClick={cancel}>
              {t.confirmCancel}
            </button>
          </div>
        </div>
      </Modal>
    </>
  );
}
