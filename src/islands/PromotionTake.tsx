// A promotion landing page's button (/promotions/{page}, built ahead of time): a member takes the
// page's promotion with one tap, here; a visitor is asked to log in first and comes back to this
// page. Until the browser knows who it is (the stored login state), the visitor's link shows.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useMounted } from '../hooks/use-mounted.ts';
import { useSubmit } from '../hooks/use-submit.ts';
import { promotionsTh as t } from '../i18n/promotions.ts';
import { withReturnPath } from '../lib/return-path.ts';
import { $isLoggedIn } from '../stores/user.ts';
import FormError from './ui/FormError.tsx';

interface Props {
  /** The platform's promotion this page offers (its id in the operator's list). */
  promotionId: number;
  label: string;
  /** This page's path, for the log-in link to come back to. */
  here: string;
}

export default function PromotionTake({ promotionId, label, here }: Props) {
  const mounted = useMounted();
  const member = useStore($isLoggedIn);
  const { error, busy, run } = useSubmit();
  const [taken, setTaken] = useState(false);

  if (!mounted || !member)
    return (
      <a href={withReturnPath('/login', here)} className="btn btn-primary">
        {label}
      </a>
    );
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
            await (await import('../api/promotions.ts')).takePromotion(promotionId);
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
