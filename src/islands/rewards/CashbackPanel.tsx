// Yesterday's cashback (/cashback): each kind with its figures and what a claim pays, claimed once
// a day each; the history of claims below. Starts from what the server rendered; a claim reloads
// the header's wallets and the history.
import { useState } from 'react';
import type { Cashback, Claim } from '../../contract/rewards/rewards.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { rewardsTh as t } from '../../i18n/rewards/rewards.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { notify } from '../../lib/shell/notify.ts';
import { formatThaiDate, formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import { loadWallets } from '../../stores/account/session.ts';
import FormError from '../shell/ui/FormError.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';
import HistoryCard from '../shell/ui/HistoryCard.tsx';

const rewardsApi = () => import('../../api/rewards/rewards.ts');

type Kind = 'game' | 'lotto' | 'turnover';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-base-content/70">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** A loss cashback's figures: what was staked, what came back, the loss the rate applies to. */
function lossRows(figures: { stake: number; returned: number; loss: number }): [string, string][] {
  return [
    [t.stake, formatBaht(figures.stake)],
    [t.returned, formatBaht(figures.returned)],
    [t.loss, formatBaht(figures.loss)],
  ];
}

export default function CashbackPanel({ initial, history: firstHistory }: { initial: Cashback; history: readonly Claim[] }) {
  const [summary, setSummary] = useState(initial);
  const [history, setHistory] = useState(firstHistory);
  const { error, busy, run } = useSubmit();

  function claim(kind: Kind) {
    void run(async () => {
      const api = await rewardsApi();
      setSummary(await api.claimCashback(kind));
      notify.success(t.claimDone);
      const [[loss, turnover]] = await Promise.all([api.cashbackHistory(), loadWallets()]);
      setHistory([...loss, ...turnover].sort((a, b) => b.id - a.id));
    });
  }

  const cards: { kind: Kind; title: string; rows: [string, string][]; percent: number; amount: number; claimed: boolean }[] = [
    {
      kind: 'game',
      title: t.game,
      rows: lossRows(summary.game),
      ...summary.game,
    },
    {
      kind: 'lotto',
      title: t.lotto,
      rows: lossRows(summary.lotto),
      ...summary.lotto,
    },
    { kind: 'turnover', title: t.turnover, rows: [[t.stake, formatBaht(summary.turnover.stake)]], ...summary.turnover },
  ];

  return (
    <Hydrated>
      <div className="space-y-4">
        <p className="text-sm text-base-content/70">
          {t.cashbackIntro(formatThaiDate(summary.date))} · {t.turnoverNote(summary.turnover_multiple)}
        </p>
        <div className="grid gap-3 md:grid-cols-3">
          {cards.map((card) => (
            <section key={card.kind} className="card border border-base-300 bg-base-100" data-testid={`cashback-${card.kind}`}>
              <div className="card-body gap-2">
                <h2 className="card-title text-base">{card.title}</h2>
                <dl className="space-y-1 text-sm">
                  {card.rows.map(([label, value]) => (
                    <Row key={label} label={label} value={value} />
                  ))}
                  <Row label={t.rate} value={`${card.percent}%`} />
                </dl>
                <p className="flex items-baseline justify-between">
                  <span className="text-sm">{t.receive}</span>
                  <span className="text-xl font-semibold text-primary tabular-nums" data-testid="cashback-amount">
                    {formatBaht(card.amount)}
                  </span>
                </p>
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={busy || card.claimed || card.amount <= 0}
                  onClick={() => claim(card.kind)}
                >
                  {card.claimed ? t.claimed : card.amount > 0 ? t.claim : t.nothing}
                </button>
              </div>
            </section>
          ))}
        </div>
        <FormError message={error} />
        <HistoryCard title={t.history} empty={t.noHistory} count={history.length}>
          <ul className="divide-y divide-base-300" data-testid="cashback-history">
            {history.map((row) => (
              <li key={row.id} className="flex items-center justify-between gap-2 py-2 text-sm">
                <span>
                  {t.kinds[row.kind] ?? row.kind} · {formatThaiDate(row.date)}
                  <span className="block text-xs text-base-content/60">{formatThaiDateTime(row.created_at)}</span>
                </span>
                <span className="font-semibold tabular-nums">{formatBaht(row.amount)}</span>
              </li>
            ))}
          </ul>
        </HistoryCard>
      </div>
    </Hydrated>
  );
}
