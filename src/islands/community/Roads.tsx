// The two roads of a baccarat room, on fixed grids (six rows, a fixed cell) so a room's history
// never moves the page when it arrives: the bead road (every hand, down columns of six) and the big
// road (a column per run of one side; ties as a count on the hand before them). Sizes and colours
// are inline: the site's stylesheet stays as it is.
import type { CSSProperties, ReactNode } from 'react';
import { ROAD_ROWS, ROOM_HANDS, type Result } from '../../contract/community/sooth.ts';
import { beadRoad, bigRoad } from '../../rules/community/sooth-roads.ts';
import { soothTh as t } from '../../i18n/community/sooth.ts';

const CELL = 24;
const COLOURS: Record<Result, string> = { B: '#dc2626', P: '#2563eb', T: '#16a34a' };

const grid = (columns: number): CSSProperties => ({
  display: 'grid',
  gridTemplateRows: `repeat(${ROAD_ROWS}, ${CELL}px)`,
  gridTemplateColumns: `repeat(${columns}, ${CELL}px)`,
  gridAutoFlow: 'column',
  gap: 2,
  width: 'max-content',
});

const cell: CSSProperties = {
  width: CELL - 2,
  height: CELL - 2,
  borderRadius: '9999px',
  display: 'grid',
  placeItems: 'center',
  fontSize: 12,
};

function Road({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <h3 className="text-sm font-semibold">{label}</h3>
      {/* Wider than a phone: a region the keyboard can scroll too. */}
      <div
        className="overflow-x-auto rounded-box bg-base-200 p-2"
        style={{ height: ROAD_ROWS * (CELL + 2) + 16 }}
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        {children}
      </div>
    </div>
  );
}

export function BeadRoad({ results }: { results: readonly Result[] }) {
  const columns = beadRoad(results);
  return (
    <Road label={t.beadRoad}>
      <ol style={grid(ROOM_HANDS / ROAD_ROWS)} data-testid="bead-road" aria-label={t.beadRoad}>
        {columns.flatMap((column, x) =>
          column.map((result, y) => (
            <li
              key={`${x}-${y}`}
              style={{ ...cell, gridColumn: x + 1, gridRow: y + 1, background: COLOURS[result], color: '#fff' }}
              aria-label={t.result[result]}
              data-result={result}
            >
              {t.bead[result]}
            </li>
          )),
        )}
      </ol>
    </Road>
  );
}

/** Big-road columns taller than the grid show their last cell with the run's length. */
export function BigRoad({ results }: { results: readonly Result[] }) {
  const columns = bigRoad(results);
  return (
    <Road label={t.bigRoad}>
      <ol style={grid(Math.max(ROOM_HANDS / ROAD_ROWS, columns.length))} data-testid="big-road" aria-label={t.bigRoad}>
        {columns.flatMap((column, x) =>
          column.slice(0, ROAD_ROWS).map((entry, y) => {
            const overflow = y === ROAD_ROWS - 1 && column.length > ROAD_ROWS;
            return (
              <li
                key={`${x}-${y}`}
                style={{
                  ...cell,
                  gridColumn: x + 1,
                  gridRow: y + 1,
                  border: `3px solid ${COLOURS[entry.side]}`,
                  color: COLOURS.T,
                  fontWeight: 600,
                }}
                aria-label={`${t.result[entry.side]}${entry.ties ? ` ${t.result.T} ${entry.ties}` : ''}`}
                data-side={entry.side}
              >
                {overflow ? <span style={{ color: '#fff' }}>{column.length}</span> : entry.ties || ''}
              </li>
            );
          }),
        )}
      </ol>
    </Road>
  );
}
