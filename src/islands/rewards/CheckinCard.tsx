// The check-in card (/checkin): seven days with their rewards, the days stamped, today's stamp.
// Starts from the card the server rendered; a stamp reloads the header's wallets and points.
import { useState } from 'react';
import type { Checkin } from '../../contract/rewards/rewards.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { rewardsTh as t } from '../../i18n/rewards/rewards.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { notify } from '../../lib/shell/notify.ts';
import { refreshWallets } from '../../stores/account/session.ts';
import FormError from '../shell/ui/FormError.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';

/** The calls load with the first stamp, not with the page. */
const rewardsApi = () => import('../../api/rewards/rewards.ts');

export default function CheckinCard({ initial }: { initial: Checkin }) {
  const [card, setCard] = useState(initial);
  const { error, busy, run } = useSubmit();

  function stampToday() {
    void run(async () => {
      setCard(await (await rewardsApi()).stampCheckin());
      notify.success(t.stampDone);
      await refreshWallets();
    });
  }

  return (
    <Hydrated>
      <section className="card border border-base-300 bg-base-100">
        <div className="card-body gap-4">
          <ol className="grid gap-2" style={{ gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }} data-testid="checkin-days">
            {card.days.map((day) => {
              const isToday = day.day === card.day;
              return (
                <li
                  key={day.day}
                  className={`flex flex-col items-center justify-between gap-1 rounded-box border p-2 text-center text-xs ${isToday ? 'border-primary bg-base-200' : 'border-base-300 bg-base-200'} ${day.day === 7 ? 'col-span-2' : ''}`}
                  style={{ minHeight: 112 }}
                  data-testid="checkin-day"
                  data-stamped={day.stamped}
                  aria-current={isToday ? 'date' : undefined}
                >
                  <span className="font-medium">{t.day(day.day)}</span>
                  <span className="text-sm font-semibold text-primary">
                    {day.kind === 'points' ? t.points(day.amount) : t.freeCredit(formatBaht(day.amount))}
                  </span>
                  {/* Every cell keeps the badge's space, so a stamp moves nothing. */}
                  <span
                    className={`badge badge-sm whitespace-nowrap px-1 ${day.stamped ? 'badge-success' : 'badge-primary'}`}
                    style={day.stamped || isToday ? undefined : { visibility: 'hidden' }}
                  >
                    {day.stamped ? t.stamped : t.today}
                  </span>
                </li>
              );
            })}
          </ol>
          <FormError message={error} />
          <button type="button" className="btn btn-primary btn-block" disabled={busy || card.stamped_today} onClick={stampToday}>
            {card.stamped_today ? t.stampedToday : t.stamp}
          </button>
        </div>
      </section>
    </Hydrated>
  );
}
