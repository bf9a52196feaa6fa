// One draw's result: 3 ตัวบน and 2 ตัวล่าง big, the government's 3 ตัวหน้า / 3 ตัวล่าง, Lao and Hanoi's 4 ตัวบน, "คืนเงิน"
// for a refunded round, where the numbers came from, and a folded "ตรวจสอบผล" section with the
// draw's commitment.
import { Fragment } from 'react';
import type { LottoResult } from '../../contract/lotto/lotto.ts';
import { lottoLobbyTh as t } from '../../i18n/lotto/lotto-lobby.ts';
import { formatThaiDate } from '../../rules/bangkok-calendar.ts';
import { ChevronRightIcon } from '../shell/ui/icons.tsx';
import LobbyBadge from './LobbyBadge.tsx';
import { KIND_TEXT, KIND_TONE, type LottoKind } from './lobby-kinds.ts';
import { shortRoundName } from '../../lib/lotto/lobby-rounds.ts';
import ResultCommitment from './ResultCommitment.tsx';
import ResultSource from './ResultSource.tsx';

function NumberBox({ label, value, big, accent }: { label: string; value: string; big?: boolean; accent?: string }) {
  return (
    <div className="flex min-w-0 flex-1 flex-col items-center rounded-xl bg-base-200/80 px-2 py-2">
      <span className="text-xs text-base-content/60">{label}</span>
      <span className={`font-semibold tabular-nums tracking-widest ${big ? `text-3xl sm:text-4xl ${accent ?? ''}` : 'text-lg'}`}>
        {value}
      </span>
    </div>
  );
}

/** The numbers, in the colour of the card's kind (tone-text takes it from the card). */
function Numbers({ result }: { result: LottoResult }) {
  if (result.status === 'refunded') {
    return (
      <div className="rounded-xl bg-warning/10 p-3 text-center" data-testid="result-refunded">
        <span className="badge badge-warning">{t.results.refunded}</span>
        <p className="mt-1 text-sm text-base-content/70">{t.results.refundedText}</p>
      </div>
    );
  }
  if (!result.three_top && !result.two_bottom) {
    return <p className="rounded-xl bg-base-200/80 p-3 text-center text-base-content/60">{t.results.pending}</p>;
  }
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <NumberBox label={t.results.threeTop} value={result.three_top ?? '-'} big accent={KIND_TEXT} />
        <NumberBox label={t.results.twoBottom} value={result.two_bottom ?? '-'} big accent={KIND_TEXT} />
      </div>
      {(result.three_front.length > 0 || result.three_bottom.length > 0) && (
        <div className="grid grid-cols-2 gap-2">
          <NumberBox label={t.results.threeFront} value={result.three_front.join(' ') || '-'} />
          <NumberBox label={t.results.threeBottom} value={result.three_bottom.join(' ') || '-'} />
        </div>
      )}
      {result.four_top && (
        <div className="flex" data-testid="result-four-top">
          <NumberBox label={t.results.fourTop} value={result.four_top} />
        </div>
      )}
    </div>
  );
}

/** What the numbers came from (first prize, Lao number, index close), so a member can trace them. */
function Detail({ result }: { result: LottoResult }) {
  const entries = Object.entries(result.detail ?? {}).filter(([key]) => key in t.results.detail);
  if (entries.length === 0) return null;
  return (
    <p className="flex flex-wrap gap-x-3 text-xs text-base-content/70" data-testid="result-detail">
      {entries.map(([key, value]) => (
        <span key={key}>
          {t.results.detail[key]} <span className="font-medium tabular-nums text-base-content">{value}</span>
        </span>
      ))}
    </p>
  );
}

export function ResultCard({ result, kind }: { result: LottoResult; kind: LottoKind }) {
  const isYeekee = kind === 'yeekee';
  return (
    <article
      className={`space-y-3 rounded-2xl border border-l-4 border-base-300 bg-base-100 p-3 sm:p-4 ${KIND_TONE[kind]}`}
      data-testid="result-card"
      data-kind={kind}
      data-round-id={result.round_id}
    >
      <header className="flex items-start gap-2">
        <LobbyBadge kind={kind} className="mt-1 h-6 w-9" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">{result.category_name}</h3>
          <p className="text-sm text-base-content/70" data-testid="result-date">
            {isYeekee && `${shortRoundName(result)} · `}
            {t.results.drawDate} {formatThaiDate(result.draw_date)}
          </p>
        </div>
      </header>
      <Numbers result={result} />
      <Detail result={result} />
      <ResultSource result={result} />
      {isYeekee && (
        <a href={`/lotto/${result.round_id}`} className="btn btn-ghost btn-sm w-full border border-base-300">
          {t.results.yeekeeHow}
          <ChevronRightIcon className="size-4" />
        </a>
      )}
      <ResultCommitment result={result} />
    </article>
  );
}

/** Older rounds of the same category on the chosen day (Yeekee has dozens): one line each. */
export function ResultRows({ results, kind }: { results: LottoResult[]; kind: LottoKind }) {
  return (
    <table className="data-table">
      <thead>
        <tr>
          <th>{t.results.round}</th>
          <th className="text-center">{t.results.threeTop}</th>
          <th className="text-center">{t.results.twoBottom}</th>
        </tr>
      </thead>
      <tbody>
        {results.map((result) => {
          const name = shortRoundName(result);
          return (
            <Fragment key={result.round_id}>
              <tr>
                <td className="whitespace-nowrap">
                  {kind === 'yeekee' ? (
                    <a href={`/lotto/${result.round_id}`} className="link link-hover">
                      {name}
                    </a>
                  ) : (
                    name
                  )}
                </td>
                {result.status === 'refunded' ? (
                  <td colSpan={2} className="text-center text-warning">
                    {t.results.refunded}
                  </td>
                ) : (
                  <>
                    <td className="text-center font-semibold tabular-nums">{result.three_top ?? '-'}</td>
                    <td className="text-center font-semibold tabular-nums">{result.two_bottom ?? '-'}</td>
                  </>
                )}
              </tr>
              {/* Every round with a commitment can be checked, not only the newest one. */}
              {result.commit_hash && (
                <tr>
                  <td colSpan={3} className="pt-0">
                    <ResultCommitment result={result} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
