// The promotions a member can take (/promotions): cards with picture and terms, the promotion
// dialog (SPEC.md section 4's flag and selected promotion), and taking one. While one is in play
// the others wait; the member's promotions page shows its progress.
import { useState } from 'react';
import type { MemberPromotion, Promotion } from '../../contract/rewards/promotions.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { promotionsTh as t } from '../../i18n/rewards/promotions.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { notify } from '../../lib/shell/notify.ts';
import { withReturnPath } from '../../lib/account/return-path.ts';
import FormError from '../shell/ui/FormError.tsx';
import ThaiWords from '../shell/ui/ThaiWords.tsx';
import Modal from '../shell/ui/Modal.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';
import { pictureSrcset } from '../../contract/content/picture-widths.ts';

/** The cards' width: three columns from 1024 px, two from 640 px, one screen-wide column below. */
const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)';
/** The 480-pixel dialog's picture, inside its 20-pixel padding. */
const DIALOG_SIZES = '(min-width: 480px) 440px, calc(100vw - 2.5rem)';

const promotionsApi = () => import('../../api/rewards/promotions.ts');

function Terms({ promotion }: { promotion: Promotion }) {
  return (
    <dl className="grid grid-cols-2 gap-1 text-sm">
      <dt className="text-base-content/70">{t.maxBonus}</dt>
      <dd className="text-right tabular-nums">{formatBaht(promotion.max_bonus)}</dd>
      <dt className="text-base-content/70">{t.minDeposit}</dt>
      <dd className="text-right tabular-nums">{formatBaht(promotion.min_deposit)}</dd>
      <dd className="col-span-2 text-base-content/70">{t.turnover(promotion.turnover_multiple)}</dd>
    </dl>
  );
}

interface Props {
  promotions: readonly Promotion[];
  current: MemberPromotion | null;
  /** A visitor is asked to log in before taking one. */
  member: boolean;
}

export default function PromotionList({ promotions, current: firstCurrent, member }: Props) {
  const [current, setCurrent] = useState(firstCurrent);
  const [selected, setSelected] = useState<Promotion | null>(null);
  const { error, setError, busy, run } = useSubmit();

  if (promotions.length === 0) return <p className="py-6 text-center text-base-content/70">{t.noPromotions}</p>;

  function take(promotion: Promotion) {
    void run(async () => {
      const mine = await (await promotionsApi()).takePromotion(promotion.id);
      setCurrent(mine.current);
      setSelected(null);
      notify.success(t.taken);
    });
  }

  return (
    <Hydrated>
      <>
        {current ? (
          <a
            href="/member/promotions"
            className="alert alert-info alert-soft mb-4 flex flex-wrap justify-between"
            data-testid="promotion-current"
          >
            <span>
              {t.inPlay}: <b>{current.promotion.title}</b>
            </span>
            <span className="link">{t.mineTitle}</span>
          </a>
        ) : null}
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {promotions.map((promotion) => (
            <li key={promotion.id} className="card overflow-hidden border border-base-300 bg-base-100" data-testid="promotion">
              <img
                src={promotion.image}
                srcSet={pictureSrcset(promotion.image)}
                sizes={CARD_SIZES}
                alt=""
                width={400}
                height={225}
                loading="lazy"
                className="aspect-video w-full object-cover"
              />
              <div className="card-body gap-2 p-4">
                <h2 className="card-title text-base">{promotion.title}</h2>
                <p className="text-sm font-semibold text-primary">{t.bonus(promotion.bonus_percent)}</p>
                <Terms promotion={promotion} />
                <button
                  type="button"
                  className="btn btn-outline btn-primary btn-sm mt-1"
                  onClick={() => {
                    setError('');
                    setSelected(promotion);
                  }}
                >
                  {t.details}
                </button>
              </div>
            </li>
          ))}
        </ul>
        <Modal open={selected !== null} onClose={() => setSelected(null)} width={480} label={selected?.title ?? t.title}>
          {selected ? (
            <div className="space-y-3 p-5" data-testid="promotion-dialog">
              <img
                src={selected.image}
                srcSet={pictureSrcset(selected.image)}
                sizes={DIALOG_SIZES}
                alt=""
                width={400}
                height={225}
                className="aspect-video w-full rounded-box object-cover"
              />
              <h2 className="text-lg font-semibold">{selected.title}</h2>
              <p className="font-semibold text-primary">{t.bonus(selected.bonus_percent)}</p>
              <Terms promotion={selected} />
              <p className="text-sm text-base-content/80">{selected.terms}</p>
              <FormError message={error} />
              <div className="flex gap-2">
                <button type="button" className="btn flex-1" onClick={() => setSelected(null)}>
                  {t.close}
                </button>
                {member ? (
                  <button
                    type="button"
                    className="btn btn-primary flex-1"
                    disabled={busy || current !== null}
                    onClick={() => take(selected)}
                  >
                    <ThaiWords text={t.take} />
                  </button>
                ) : (
                  <a href={withReturnPath('/login', '/promotions')} className="btn btn-primary flex-1">
                    <ThaiWords text={t.login} />
                  </a>
                )}
              </div>
            </div>
          ) : null}
        </Modal>
      </>
    </Hydrated>
  );
}
