// The coupon form (/member/coupon): a code for free credit; a refusal's own message under the
// field, a success with the free-credit balance; the header's wallets reload.
import { useState, type SubmitEvent } from 'react';
import { useSubmit } from '../../hooks/use-submit.ts';
import { rewardsTh as t } from '../../i18n/rewards/rewards.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { notify } from '../../lib/shell/notify.ts';
import { loadWallets } from '../../stores/account/session.ts';
import Field from '../shell/ui/Field.tsx';
import FormError from '../shell/ui/FormError.tsx';
import { SubmitButton, TextInput } from '../shell/ui/inputs.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';

const rewardsApi = () => import('../../api/rewards/rewards.ts');

export default function CouponForm() {
  const [code, setCode] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const { error, setError, busy, run } = useSubmit();

  function submit(event: SubmitEvent) {
    event.preventDefault();
    setDone(null);
    void run(async () => {
      const answer = await (await rewardsApi()).redeemCoupon(code.trim());
      if (answer.error !== 0 || !answer.data) return setError(answer.message);
      const message = t.couponDone(formatBaht(answer.data.amount), formatBaht(answer.data.balance));
      setDone(message);
      setCode('');
      notify.success(message);
      await loadWallets();
    });
  }

  return (
    <Hydrated>
      <form onSubmit={submit} className="card border border-base-300 bg-base-100" noValidate aria-label={t.couponTitle}>
        <div className="card-body gap-4">
          <Field label={t.couponCode}>
            <TextInput
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={code}
              onValue={(value) => setCode(value.toUpperCase())}
            />
          </Field>
          <FormError message={error} />
          {done ? (
            <p role="status" className="rounded-box bg-base-200 p-3 text-sm text-success" data-testid="coupon-done">
              {done}
            </p>
          ) : null}
          <SubmitButton busy={busy} label={t.couponSubmit} disabled={!code.trim()} />
        </div>
      </form>
    </Hydrated>
  );
}
