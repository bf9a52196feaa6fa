// The affiliate page (/affiliate): the member's code and link (copy, the phone's share sheet where
// it has one, a QR drawn on the server), the rates, what was earned and redeeming it, the network
// by level and past redeems.
import { useState } from 'react';
import type { AffiliateConfig, AffiliateSummary, AffiliateTransaction, NetworkMember } from '../../contract/rewards/affiliate.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { affiliateTh as t } from '../../i18n/rewards/affiliate.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { notify } from '../../lib/shell/notify.ts';
import { formatThaiDate, formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import { loadWallets } from '../../stores/account/session.ts';
import CopyButton from '../shell/ui/CopyButton.tsx';
import FormError from '../shell/ui/FormError.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';

const affiliateApi = () => import('../../api/rewards/affiliate.ts');

interface Props {
  /** The registration link with the member's code, on this site's own origin */
  link: string;
  qrSvg: string;
  config: AffiliateConfig;
  summary: AffiliateSummary;
  network: readonly NetworkMember[];
  transactions: readonly AffiliateTransaction[];
}

export default function AffiliatePanel({ link, qrSvg, config, summary: firstSummary, network, transactions: firstTransactions }: Props) {
  const mounted = useMounted();
  const [summary, setSummary] = useState(firstSummary);
  const [transactions, setTransactions] = useState(firstTransactions);
  const { error, busy, run } = useSubmit();
  // The share button exists only where the phone offers a share sheet (after hydration: the server cannot know).
  const canShare = mounted && typeof navigator.share === 'function';

  function redeem() {
    void run(async () => {
      const api = await affiliateApi();
      const paid = await api.redeemCommission();
      notify.success(`+${formatBaht(paid.amount)}`);
      const [nextSummary, nextTransactions] = await Promise.all([api.affiliateSummary(), api.affiliateTransactions(), loadWallets()]);
      setSummary(nextSummary);
      setTransactions(nextTransactions);
    });
  }

  return (
    <Hydrated>
      <div className="grid gap-4 md:grid-cols-2">
        <section className="card border border-base-300 bg-base-100">
          <div className="card-body gap-3">
            <p className="text-sm text-base-content/70">{t.code}</p>
            <p className="text-2xl font-semibold text-primary" data-testid="affiliate-code">
              {summary.ref_code}
            </p>
            <p className="text-sm text-base-content/70">{t.link}</p>
            <p className="rounded-box bg-base-200 p-2 text-sm break-all" data-testid="affiliate-link">
              {link}
            </p>
            <div className="flex gap-2">
              <CopyButton text={link} label={t.copy} done={t.copied} failed={t.copyFailed} />
              {/* Same width before and after hydration: the button is only hidden until it is known to work. */}
              <button
                type="button"
                className="btn btn-outline btn-sm"
                style={canShare ? undefined : { visibility: 'hidden' }}
                onClick={() => void navigator.share({ title: t.title, text: t.shareText, url: link }).catch(() => {})}
              >
                {t.share}
              </button>
            </div>
            <div
              className="mx-auto rounded-box p-2"
              style={{ width: 192, background: '#fff' }}
              role="img"
              aria-label={t.qr}
              dangerouslySetInnerHTML={{ __html: qrSvg }}
            />
            <h2 className="font-semibold">{t.rules}</h2>
            <ul className="space-y-1 text-sm">
              {config.levels.map((level) => (
                <li key={level.level}>{t.level(level.level, level.percent)}</li>
              ))}
            </ul>
          </div>
        </section>
        <section className="card border border-base-300 bg-base-100">
          <div className="card-body gap-2">
            <dl className="grid grid-cols-2 gap-1 text-sm" data-testid="affiliate-summary">
              <dt className="text-base-content/70">{t.members}</dt>
              <dd className="text-right tabular-nums">
                {summary.members.level1} / {summary.members.level2}
              </dd>
              <dt className="text-base-content/70">{t.turnover}</dt>
              <dd className="text-right tabular-nums">
                {formatBaht(summary.turnover.level1)} / {formatBaht(summary.turnover.level2)}
              </dd>
              <dt className="text-base-content/70">{t.earned}</dt>
              <dd className="text-right tabular-nums">{formatBaht(summary.earned)}</dd>
              <dt className="text-base-content/70">{t.redeemed}</dt>
              <dd className="text-right tabular-nums">{formatBaht(summary.redeemed)}</dd>
              <dt className="font-semibold">{t.available}</dt>
              <dd className="text-right text-xl font-semibold text-primary tabular-nums" data-testid="affiliate-available">
                {formatBaht(summary.available)}
              </dd>
            </dl>
            <p className="text-xs text-base-content/60">{t.minRedeem(formatBaht(config.min_redeem))}</p>
            <FormError message={error} />
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || summary.available < config.min_redeem || summary.available <= 0}
              onClick={redeem}
            >
              {t.redeem}
            </button>
            <h2 className="mt-2 font-semibold">{t.network}</h2>
            {network.length === 0 ? (
              <p className="text-sm text-base-content/70">{t.noNetwork}</p>
            ) : (
              <ul className="divide-y divide-base-300 text-sm" data-testid="affiliate-network">
                {network.map((row, index) => (
                  <li key={`${row.phone}-${index}`} className="flex justify-between gap-2 py-1.5">
                    <span>
                      <span className="badge badge-sm mr-1">{t.levelShort(row.level)}</span>
                      {row.name} · {row.phone}
                      <span className="block text-xs text-base-content/60">
                        {t.joined} {formatThaiDate(row.joined_at)}
                      </span>
                    </span>
                    <span className="text-right tabular-nums">
                      {formatBaht(row.turnover)}
                      <span className="block text-xs text-primary">
                        {t.commission} {formatBaht(row.commission)}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <h2 className="mt-2 font-semibold">{t.transactions}</h2>
            {transactions.length === 0 ? (
              <p className="text-sm text-base-content/70">{t.noTransactions}</p>
            ) : (
              <ul className="divide-y divide-base-300 text-sm" data-testid="affiliate-transactions">
                {transactions.map((row) => (
                  <li key={row.id} className="flex justify-between gap-2 py-1.5">
                    <span>{formatThaiDateTime(row.created_at)}</span>
                    <span className="tabular-nums">+{formatBaht(row.amount)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      </div>
    </Hydrated>
  );
}
