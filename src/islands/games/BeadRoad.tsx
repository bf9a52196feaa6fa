// The bead road: every hand's winner in order, down each column of six, then the next column.
import type { Side } from '../../contract/games-baccarat.ts';
import { gamesTh as t } from '../../i18n/games.ts';

const ROWS = 6;
const COLUMNS = 12;
const LOOK: Record<Side, { letter: string; className: string }> = {
  banker: { letter: 'B', className: 'bg-red-600' },
  player: { letter: 'P', className: 'bg-blue-600' },
  tie: { letter: 'T', className: 'bg-green-600' },
};

/** `winners`: oldest first; the road shows the latest ones that fit. */
export default function BeadRoad({ winners }: { winners: Side[] }) {
  const fit = ROWS * COLUMNS;
  // Whole columns drop off the left once the road is full, so each hand keeps its row.
  const dropped = winners.length > fit ? Math.ceil((winners.length - fit) / ROWS) * ROWS : 0;
  const shown = winners.slice(dropped);
  return (
    <section aria-label={t.baccarat.beadRoad}>
      <h3 className="mb-1 text-sm font-semibold">{t.baccarat.beadRoad}</h3>
      <div
        className="grid grid-flow-col grid-rows-6 gap-0.5 rounded-md bg-white p-1"
        style={{ gridTemplateColumns: `repeat(${COLUMNS}, minmax(0, 1fr))` }}
        data-testid="bead-road"
      >
        {Array.from({ length: fit }, (_, cell) => {
          const winner = shown[cell];
          return (
            <span key={cell} className="flex aspect-square items-center justify-center">
              {winner ? (
                <span
                  className={`flex h-full w-full items-center justify-center rounded-full text-[0.6rem] font-bold text-white ${LOOK[winner].className}`}
                  title={t.baccarat.wins[winner]}
                >
                  {LOOK[winner].letter}
                </span>
              ) : null}
            </span>
          );
        })}
      </div>
    </section>
  );
}
