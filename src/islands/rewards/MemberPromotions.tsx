// The member's promotions (/member/promotions): the one in play with its turnover as a progress
// bar (or waiting for its deposit, which the member may give up), and the history.
import { useState } from 'react';
import type { MemberPromotion, MemberPromotions as State } from '../../contract/rewards/promotions.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { promotionsTh as t } from '../../i18n/rewards/promotions.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import FormError from '../shell/ui/FormError.tsx';
import ProgressBar from '../shell/ui/ProgressBar.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';
import HistoryCard from '../shell/ui/HistoryCard.tsx';
import ThaiWords from '../shell/ui/ThaiWords.tsx';

const promotionsApi = () => import('../../api/rewards/promotions.ts');

function Progress({ turnover }: { turnover: NonNullable<MemberPromotion['turnover']> }) {
  return (
    <div className="space-y-1" data-testid="promotion-turnover">
      <div className="flex justify-between text-sm">
        <span>{t.progress}</span>
        <span className="tabular-nums">{t.progressText(formatBaht(turnover.done), formatBaht(turnover.required))}</span>
      </div>
      <ProgressBar label={t.progress} value={turnover.done} max={turnover.required} height={10} />
      <p className="text-xs text-base-content/70">{t.left(formatBaht(turnover.left))}</p>
    </div>
  );
}

export default function MemberPromotions({ initial }: { initial: State }) {
  const [state, setState] = useState(initial);
  const { error, busy, run } = useSubmit();
  const current = state.current;

  return (
    <Hydrated>
      <div className="space-y-4">
        <section className="card border border-base-300 bg-base-100" data-testid="promotion-current">
          <div className="card-body gap-3">
            <h2 className="card-title text-base">{t.inPlay}</h2>
            {current ? (
              <>
                <p className="font-semibold">{current.promotion.title}</p>
                {current.status === 'waiting' ? (
                  <>
                    <p className="text-sm">{t.waiting(formatBaht(current.promotion.min_deposit))}</p>
                    <div className="flex gap-2">
                      <a href="/member/deposit" className="btn btn-primary flex-1">
                        {t.deposit}
                      </a>
                      <button
                        type="button"
                        className="btn flex-1"
                        disabled={busy}
                        onClick={() => void run(async () => setState(await (await promotionsApi()).cancelPromotion()))}
                      >
                        <ThaiWords text={t.cancel} />
                      </button>
                    </div>
                  </>
                ) : (
                  <p className="text-sm text-success">{t.paid(formatBaht(current.bonus ?? 0))}</p>
                )}
                {current.turnover ? <Progress turnover={current.turnover} /> : null}
                <FormError message={error} />
              </>
            ) : (
              <p className="text-sm text-base-content/70">
                {t.noCurrent} ·{' '}
                <a href="/promotions" className="link link-primary">
                  {t.browse}
                </a>
              </p>
            )}
          </div>
        </section>
        <HistoryCard title={t.history} empty={t.noHistory} count={state.history.length}>
          <ul className="divide-y divide-base-300" data-testid="promotion-history">
            {state.history.map((row) => (
              <li key={row.id} className="flex items-center justify-between gap-2 py-2 text-sm">
                <span>
                  {row.promotion.title}
                  <span className="block text-xs text-base-content/60">{formatThaiDateTime(row.taken_at)}</span>
                </span>
                <span className="text-right">
                  <span className="badge badge-sm">{t.status[row.status]}</span>
                  {row.bonus !== null ? <span className="block tabular-nums">{formatBaht(row.bonus)}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </HistoryCard>
      </div>
    </Hydrated>
  );
}
