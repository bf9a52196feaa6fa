// A promotion landing page's button (/promotions/{page}): a member takes the
// page's promotion with one tap, here; a visitor is asked to log in first and comes back to this
// page (components/content/LandingPage.astro draws that link without this island). The island
// wakes on the member's first reach for the button (client:wanted), which its tap then presses.
import { useState } from 'react';
import { useSubmit } from '../../hooks/use-submit.ts';
import { promotionsTh as t } from '../../i18n/rewards/promotions.ts';
import FormError from '../shell/ui/FormError.tsx';

interface Props {
  /** The platform's promotion this page offers (its id in the operator's list). */
  promotionId: number;
  label: string;
}

export default function PromotionTake({ promotionId, label }: Props) {
  const { error, busy, run } = useSubmit();
  const [taken, setTaken] = useState(false);

  if (taken)
    return (
      <div role="status" className="alert alert-success alert-soft flex w-full flex-wrap justify-between" data-testid="promotion-taken">
        <span>{t.taken}</span>
        <span className="flex gap-3">
          <a href="/member/deposit" className="link">
            {t.deposit}
          </a>
          <a href="/member/promotions" className="link">
            {t.mineTitle}
          </a>
        </span>
      </div>
    );
  return (
    <>
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy}
        onClick={() =>
          void run(async () => {
            await (await import('../../api/rewards/promotions.ts')).takePromotion(promotionId);
            setTaken(true);
          })
        }
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {label}
      </button>
      {error ? (
        <div className="w-full">
          <FormError message={error} />
        </div>
      ) : null}
    </>
  );
}
