// Every shot of the round, newest first: rank, number, masked name, server time. The 1st and the
// 16th are highlighted (the 16th is subtracted from the sum); the member's own shots are marked.
// A phone stays fast with thousands of shots: the newest PAGE rows are rendered (the 1st and 16th
// among them) and "show more" / "show all" add the rest, so every shot is one tap away; rows are
// plain and memoised, and off-screen rows skip layout (content-visibility).
// The list's box is as tall as its rows' least heights (up to 60% of the screen), known from how
// many rows show, so the page drew the same box from the server's count before the list arrived:
// nothing below it moves when it does (CLS).
import { memo, useState } from 'react';
import type { Shot } from '../../contract/lotto/lotto.ts';
import { lottoYeekee as t } from '../../i18n/lotto/lotto-yeekee.ts';
import { bangkokClockSeconds } from '../../rules/bangkok-calendar.ts';
import { isMarkedRank } from '../../lib/lotto/yeekee-math.ts';

/** Rows rendered at first and added per "show more". */
export const PAGE = 100;

const ROW = 'grid grid-cols-[3rem_1fr_1fr_4.5rem] items-center gap-2 px-3';
/** A row's least height (rem): min-h-10, and min-h-14 for the 1st and the subtracted one (their badge). */
const ROW_REM = 2.5;
const MARKED_ROW_REM = 3.5;

/**
 * The box's height for the newest `rows` rows (ranked 1, 2, ... from the newest, so the marked
 * ones among them are known from `rows` alone): their least heights, 60% of the screen at most.
 */
function boxHeight(rows: number, subtractRank: number): string {
  const marked = (rows >= 1 ? 1 : 0) + (subtractRank !== 1 && subtractRank <= rows ? 1 : 0);
  return `min(60vh, ${rows * ROW_REM + marked * (MARKED_ROW_REM - ROW_REM)}rem)`;
}

const ShotRow = memo(
  function ShotRow({ shot, subtractRank }: { shot: Shot; subtractRank: number }) {
    const highlighted = isMarkedRank(shot.rank, subtractRank);
    const tone = shot.rank === 1 ? 'bg-primary/15' : highlighted ? 'bg-secondary/20' : '';
    return (
      <li
        className={`${ROW} ${highlighted ? 'min-h-14' : 'min-h-10'} border-b border-base-300 py-1.5 text-sm [contain-intrinsic-size:auto_2.5rem] [content-visibility:auto] ${tone} ${shot.mine ? 'shadow-[inset_4px_0_0_var(--color-accent)]' : ''}`}
        data-testid="yeekee-shot"
        data-rank={shot.rank}
        data-mine={shot.mine || undefined}
      >
        <span className="tabular-nums text-base-content/70">{shot.rank}</span>
        <span className="min-w-0">
          <span className="block font-mono text-base font-semibold tracking-wider" data-testid="shot-number">
            {shot.number}
          </span>
          {highlighted ? (
            <span className={`badge badge-xs whitespace-nowrap ${shot.rank === 1 ? 'badge-primary' : 'badge-secondary'}`}>
              {t.rankLabel(shot.rank)}
            </span>
          ) : null}
        </span>
        {/* The member's own mark beside the name, not under it: the row keeps its height. */}
        <span className="flex min-w-0 items-center gap-1">
          <span className="truncate">{shot.name}</span>
          {shot.mine ? <span className="badge badge-accent badge-xs shrink-0">{t.mine}</span> : null}
        </span>
        <span className="text-right font-mono text-xs tabular-nums text-base-content/70">{bangkokClockSeconds(shot.shot_at)}</span>
      </li>
    );
  },
  (a, b) =>
    a.shot.shot_id === b.shot.shot_id && a.shot.rank === b.shot.rank && a.shot.mine === b.shot.mine && a.subtractRank === b.subtractRank,
);

interface Props {
  /** null while the list loads: the box is drawn from `count`, with `waiting` in it. */
  shots: readonly Shot[] | null;
  count: number;
  subtractRank: number;
  waiting?: string;
}

function YeekeeShotList({ shots, count, subtractRank, waiting }: Props) {
  const [limit, setLimit] = useState(PAGE);
  const shown = shots === null ? [] : shots.length > limit ? shots.slice(0, limit) : shots;
  const total = shots?.length ?? count;
  const rows = shots === null ? Math.min(count, PAGE) : shown.length;
  return (
    <section aria-label={t.listTitle} className="rounded-box border border-base-300 bg-base-100">
      <header className="flex items-center justify-between border-b border-base-300 px-3 py-2">
        <h3 className="font-semibold">{t.listTitle}</h3>
        <span className="text-xs text-base-content/60" data-testid={shots ? 'yeekee-count' : undefined}>
          {t.listCount(count)}
        </span>
      </header>
      {total === 0 ? (
        <p className="p-6 text-center text-sm text-base-content/60">{waiting ?? t.listEmpty}</p>
      ) : (
        <>
          <div className={`${ROW} py-1 text-xs text-base-content/50`} aria-hidden="true">
            <span>{t.rank}</span>
            <span>{t.number}</span>
            <span>{t.name}</span>
            <span className="text-right">{t.time}</span>
          </div>
          <ol
            className="overflow-y-auto"
            style={{ height: boxHeight(rows, subtractRank) }}
            tabIndex={0}
            aria-label={t.listTitle}
            data-testid={shots ? 'yeekee-shots' : undefined}
          >
            {shown.map((shot) => (
              <ShotRow key={shot.shot_id} shot={shot} subtractRank={subtractRank} />
            ))}
            {waiting && shots === null ? <li className="p-6 text-center text-sm text-base-content/60">{waiting}</li> : null}
          </ol>
          {rows < total ? (
            <div className="flex flex-wrap items-center justify-between gap-2 border-t border-base-300 px-3 py-2 text-xs">
              <span className="text-base-content/60" data-testid="yeekee-shown">
                {t.showing(rows, total)}
              </span>
              <span className="flex gap-2">
                <button type="button" className="btn btn-ghost btn-xs" onClick={() => setLimit(limit + PAGE)} disabled={shots === null}>
                  {t.showMore(Math.min(PAGE, total - rows))}
                </button>
                <button type="button" className="btn btn-outline btn-xs" onClick={() => setLimit(Infinity)} disabled={shots === null}>
                  {t.showAll(total)}
                </button>
              </span>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

// The panel re-renders every half second for its countdowns; the list only when a new answer arrives.
export default memo(YeekeeShotList);
