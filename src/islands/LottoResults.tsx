// Lottery results: the latest per category, or every result of one day picked with the Thai date
// picker. The page renders the first view on the server and the form also works without JavaScript
// (a plain GET of ?date=); once hydrated, a new date loads in place.
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { toastError } from '../api/client.ts';
import { getResults } from '../api/lotto.ts';
import type { LottoResult } from '../contract/lotto.ts';
import { ResultCard, ResultRows } from './lotto/ResultCard.tsx';
import ThaiDatePicker from './ui/ThaiDatePicker.tsx';
import { groupResults, isDrawDate, resultKind } from './lotto/result-groups.ts';
import { lottoLobbyTh as t } from '../i18n/lotto-lobby.ts';
import { formatThaiDate } from '../lib/thai-date.ts';
import { useMounted } from '../hooks/use-mounted.ts';

interface Props {
  /** Results the server rendered, or null when it could not get them. */
  initial: LottoResult[] | null;
  /** The day asked for in ?date=, or null for the latest results. */
  initialDate: string | null;
  /** Today in Bangkok on the server clock: the latest day a draw can have. */
  today: string;
  /** Category code -> kind, for the badges and the Yeekee links. */
  kinds: Record<string, string>;
}

export default function LottoResults({ initial, initialDate, today, kinds }: Props) {
  const mounted = useMounted();
  const [date, setDate] = useState<string | null>(initialDate);
  const [picked, setPicked] = useState(initialDate ?? '');
  const [results, setResults] = useState<LottoResult[] | null>(initial);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const request = useRef(0);

  async function load(day: string | null) {
    const id = ++request.current; // a slower earlier answer must not replace a later one
    setLoading(true);
    setDate(day);
    const url = day ? `/lotto/results?date=${day}` : '/lotto/results';
    window.history.replaceState(window.history.state, '', url);
    try {
      const answer = await getResults(day ? { date: day } : {});
      if (id !== request.current) return;
      setResults(answer);
      setFailed(false);
    } catch (error) {
      if (id !== request.current) return;
      setFailed(true);
      toastError(error);
    } finally {
      if (id === request.current) setLoading(false);
    }
  }

  // The server could not answer: try once more from the browser.
  useEffect(() => {
    if (initial === null) void load(initialDate);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isDrawDate(picked)) void load(picked);
  }

  function pick(value: string) {
    setPicked(value);
    if (isDrawDate(value) && value <= today) void load(value);
  }

  const groups = results ? groupResults(results) : [];
  return (
    <div className="space-y-4">
      <form method="get" action="/lotto/results" onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm sm:w-60 sm:flex-none">
          <span>{t.results.dateLabel}</span>
          <ThaiDatePicker label={t.results.dateLabel} name="date" max={today} value={picked} onValue={pick} testId="results-date" />
        </label>
        <button type="submit" className="btn btn-primary" disabled={loading}>
          {t.results.show}
        </button>
        {date && (
          <a
            href="/lotto/results"
            className="btn btn-ghost border border-base-300"
            onClick={(event) => {
              if (!mounted) return; // not hydrated yet: let the link load the page
              event.preventDefault();
              setPicked('');
              void load(null);
            }}
          >
            {t.results.showLatest}
          </a>
        )}
      </form>

      <h2 className="text-lg font-semibold" data-testid="results-heading">
        {date ? t.results.ofDate(formatThaiDate(date)) : t.results.latest}
      </h2>

      <div aria-busy={loading} className={loading ? 'opacity-60 transition' : 'transition'}>
        {results === null ? (
          <p className="card bg-base-100 p-8 text-center text-base-content/60">{failed ? t.results.loadFailed : t.results.loading}</p>
        ) : groups.length === 0 ? (
          <p className="card bg-base-100 p-8 text-center text-base-content/60" data-testid="results-empty">
            {date ? t.results.emptyDate : t.results.empty}
          </p>
        ) : (
          <div className="grid items-start gap-3 md:grid-cols-2 lg:grid-cols-3" data-testid="lotto-results">
            {groups.map((group) => {
              const [latest, ...older] = group.results;
              const kind = resultKind(latest, kinds);
              return (
                <div key={group.category_id} className="space-y-2">
                  <ResultCard result={latest} kind={kind} />
                  {older.length > 0 && (
                    <details className="rounded-xl border border-base-300 bg-base-100 text-sm">
                      <summary className="cursor-pointer px-3 py-2 font-medium">{t.results.moreRounds(group.results.length)}</summary>
                      <ResultRows results={group.results} kind={kind} />
                    </details>
                  )}
                </div>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
