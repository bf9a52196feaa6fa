// Lottery results: the latest per category, every result of one day picked with the Thai date
// picker, or the recent results of one lottery type (?category=), or both. The page renders the
// first view on the server. Its form (a plain GET) waits for the island (Hydrated): a type chosen
// or a day tapped before would be lost; once hydrated, a new date or type loads in place.
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { toastError } from '../../api/client.ts';
import { getResults } from '../../api/lotto/lotto.ts';
import type { LottoResult, OfficialStatus } from '../../contract/lotto/lotto.ts';
import { ResultCard, ResultRows } from './ResultCard.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';
import ThaiDatePicker from '../shell/ui/ThaiDatePicker.tsx';
import { groupResults, isDrawDate, resultKind } from './result-groups.ts';
import { lottoLobbyTh as t } from '../../i18n/lotto/lotto-lobby.ts';
import { formatThaiDate } from '../../rules/bangkok-calendar.ts';
import { useMounted } from '../../hooks/use-mounted.ts';

interface Props {
  /** Results the server rendered, or null when it could not get them. */
  initial: LottoResult[] | null;
  /** The day asked for in ?date=, or null for the latest results. */
  initialDate: string | null;
  /** Today in Bangkok on the server clock: the latest day a draw can have. */
  today: string;
  /** Category code -> kind, for the badges and the Yeekee links. */
  kinds: Record<string, string>;
  /** The lottery types to browse by, in the lobby's order. */
  categories: { category_id: number; name: string }[];
  /** The type asked for in ?category=, or null for every type. */
  initialCategory: number | null;
  /** Outside draws' newest official result and the draws since with none (null: not known). */
  official: OfficialStatus | null;
}

/** An outside draw's newest official result, where it came from, and since when none has come. */
function OfficialNotice({ status }: { status: OfficialStatus[number] }) {
  if (!status.latest_draw_date || !status.missing_since) return null;
  return (
    <p className="alert alert-info alert-soft text-sm" role="note" data-testid="official-status">
      <span>
        {t.results.officialLatest(status.category_name, formatThaiDate(status.latest_draw_date))}
        {status.source && <span className="block text-xs">{t.results.officialSource(status.source)}</span>}
        <span className="block font-medium">{t.results.officialMissing(formatThaiDate(status.missing_since), status.missing_draws)}</span>
      </span>
    </p>
  );
}

/** The page's address for a day and a type (either may be left out). */
function resultsUrl(day: string | null, category: number | null): string {
  const query = new URLSearchParams({ ...(day ? { date: day } : {}), ...(category ? { category: String(category) } : {}) });
  return query.size ? `/lotto/results?${query}` : '/lotto/results';
}

export default function LottoResults({ initial, initialDate, today, kinds, categories, initialCategory, official }: Props) {
  const mounted = useMounted();
  const [date, setDate] = useState<string | null>(initialDate);
  const [picked, setPicked] = useState(initialDate ?? '');
  const [category, setCategory] = useState<number | null>(initialCategory);
  const [results, setResults] = useState<LottoResult[] | null>(initial);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const request = useRef(0);

  async function load(day: string | null, type = category) {
    const id = ++request.current; // a slower earlier answer must not replace a later one
    setLoading(true);
    setDate(day);
    setCategory(type);
    window.history.replaceState(window.history.state, '', resultsUrl(day, type));
    try {
      const answer = await getResults({ ...(day ? { date: day } : {}), ...(type ? { category_id: type } : {}) });
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
    if (initial === null) void load(initialDate, initialCategory);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void load(isDrawDate(picked) ? picked : null);
  }

  function pick(value: string) {
    setPicked(value);
    if (isDrawDate(value) && value <= today) void load(value);
  }

  const groups = results ? groupResults(results) : [];
  const chosen = categories.find((option) => option.category_id === category);
  return (
    <div className="space-y-4">
      <form method="get" action="/lotto/results" onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <Hydrated>
          <label className="flex w-full flex-col gap-1 text-sm sm:w-60">
            <span>{t.results.categoryLabel}</span>
            <select
              name="category"
              className="select w-full"
              value={category ?? ''}
              onChange={(event) => void load(date, Number(event.target.value) || null)}
            >
              <option value="">{t.results.allCategories}</option>
              {categories.map((option) => (
                <option key={option.category_id} value={option.category_id}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm sm:w-60 sm:flex-none">
            <span>{t.results.dateLabel}</span>
            <ThaiDatePicker label={t.results.dateLabel} name="date" max={today} value={picked} onValue={pick} testId="results-date" />
          </label>
          <button type="submit" className="btn btn-primary" disabled={loading}>
            {t.results.show}
          </button>
        </Hydrated>
        {(date || category) && (
          <a
            href="/lotto/results"
            className="btn btn-ghost border border-base-300"
            onClick={(event) => {
              if (!mounted) return; // not hydrated yet: let the link load the page
              event.preventDefault();
              setPicked('');
              void load(null, null);
            }}
          >
            {t.results.showLatest}
          </a>
        )}
      </form>

      <h2 className="text-lg font-semibold" data-testid="results-heading">
        {date ? t.results.ofDate(formatThaiDate(date)) : t.results.latest}
        {chosen ? ` · ${chosen.name}` : null}
      </h2>

      {(official ?? [])
        .filter((status) => !date && (category === null || category === status.category_id))
        .map((status) => (
          <OfficialNotice key={status.category_id} status={status} />
        ))}

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
                  {older.length > 0 &&
                    (chosen ? (
                      // Browsing one type: its past draws are what the member came for, shown open.
                      <section className="rounded-xl border border-base-300 bg-base-100 text-sm" data-testid="category-history">
                        <h3 className="px-3 py-2 font-medium">{t.results.history(group.results.length)}</h3>
                        <ResultRows results={group.results} kind={kind} />
                      </section>
                    ) : (
                      <details className="rounded-xl border border-base-300 bg-base-100 text-sm">
                        <summary className="cursor-pointer px-3 py-2 font-medium">{t.results.moreRounds(group.results.length)}</summary>
                        <ResultRows results={group.results} kind={kind} />
                      </details>
                    ))}
                </div>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
