// The bead road: every hand's winner in order, down each column of six, then the next column.
// Colours and sizes are inline: they belong to this one drawing, not to the site's stylesheet.
import type { Side } from '../../rules/games/baccarat.ts';
import { gamesTh as t } from '../../i18n/games/games.ts';

const ROWS = 6;
const COLUMNS = 12;
// The same beads as the baccarat formulas page (/sooth): จ เจ้ามือ, ผ ผู้เล่น, ส เสมอ.
const LOOK: Record<Side, { letter: string; colour: string }> = {
  banker: { letter: 'จ', colour: '#dc2626' },
  player: { letter: 'ผ', colour: '#2563eb' },
  tie: { letter: 'ส', colour: '#16a34a' },
};
const ROAD = {
  gridAutoFlow: 'column',
  gridTemplateRows: `repeat(${ROWS}, auto)`,
  gridTemplateColumns: `repeat(${COLUMNS}, minmax(0, 1fr))`,
  // Beads about 2 rem wide at most: a road, not a wall, on a desktop.
  maxWidth: '26rem',
} as const;

/** `winners`: oldest first; the road shows the latest ones that fit. */
export default function BeadRoad({ winners }: { winners: Side[] }) {
  const fit = ROWS * COLUMNS;
  // Whole columns drop off the left once the road is full, so each hand keeps its row.
  const dropped = winners.length > fit ? Math.ceil((winners.length - fit) / ROWS) * ROWS : 0;
  const shown = winners.slice(dropped);
  return (
    <section aria-label={t.baccarat.beadRoad}>
      <h3 className="mb-1 text-sm font-semibold">{t.baccarat.beadRoad}</h3>
      <div className="grid gap-0.5 rounded-box border border-base-300 bg-base-200 p-1" style={ROAD} data-testid="bead-road">
        {Array.from({ length: fit }, (_, cell) => {
          const winner = shown[cell];
          return (
            <span key={cell} className="flex items-center justify-center" style={{ aspectRatio: '1' }}>
              {winner ? (
                <span
                  className="flex w-full items-center justify-center rounded-full font-bold text-white"
                  style={{ aspectRatio: '1', background: LOOK[winner].colour, fontSize: '0.65rem' }}
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
