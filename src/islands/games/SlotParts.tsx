// What the slot machine and the free-spin slot share: the reels' window (5 × 3 cells, the paying
// lines' cells lit), the line bet picker with the total bet, and the paytable's rows.
import { PAYLINES, REELS, ROWS, type LineWin } from '../../rules/games/slot.ts';
import type { Pays } from '../../rules/games/slot-machines.ts';
import { gamesTh as t } from '../../i18n/games/games.ts';
import { formatBaht } from '../../lib/money/money.ts';
import SlotSymbol, { symbolName, type Symbol } from './SlotSymbol.tsx';

/** Five reels side by side. */
const REEL_GRID = { gridTemplateColumns: `repeat(${REELS}, minmax(0, 1fr))` };

interface WindowProps {
  /** window[row][reel] */
  cells: readonly (readonly Symbol[])[];
  stops: readonly number[];
  wins: readonly Pick<LineWin, 'line' | 'count'>[];
  spinning: boolean;
  /** The frame's border and background. */
  frame: string;
  /** Cells lit whatever the lines say (the free-spin slot's scatters). */
  alwaysLit?: Symbol;
  machine?: string;
}

export function ReelWindow({ cells, stops, wins, spinning, frame, alwaysLit, machine }: WindowProps) {
  const lit = new Set(wins.flatMap((win) => PAYLINES[win.line]!.slice(0, win.count).map((row, reel) => `${row}:${reel}`)));
  return (
    <div
      role="img"
      aria-label={`${t.slot.reels}: ${cells.map((row) => row.map(symbolName).join(' ')).join(' / ')}`}
      className={`mx-auto grid max-w-md gap-1.5 rounded-box border-2 p-2 ${frame}`}
      style={REEL_GRID}
      data-testid="slot-window"
      data-machine={machine}
      data-stops={stops.join(',')}
    >
      {Array.from({ length: ROWS }, (_, row) =>
        Array.from({ length: REELS }, (_, reel) => (
          <div
            key={`${row}:${reel}`}
            className={`rounded border-2 bg-base-100 p-1 ${spinning ? 'animate-pulse opacity-60' : ''} ${lit.has(`${row}:${reel}`) || cells[row]![reel] === alwaysLit ? 'border-primary bg-primary/15' : 'border-base-300'}`}
          >
            <SlotSymbol symbol={cells[row]![reel]!} className="block w-full" />
          </div>
        )),
      )}
    </div>
  );
}

interface LineBetProps {
  lineBets: number[];
  lineBet: number;
  lines: number;
  onPick: (lineBet: number) => void;
  disabled?: boolean;
}

export function LineBetPicker({ lineBets, lineBet, lines, onPick, disabled }: LineBetProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm text-base-content/80">
        {t.slot.lineBet} ({t.slot.lines(lines)}) · {t.slot.totalBet} {formatBaht(lineBet * lines)}
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {lineBets.map((bet) => (
          <button
            key={bet}
            type="button"
            className={`btn btn-sm ${bet === lineBet ? 'btn-primary' : 'btn-outline'}`}
            aria-pressed={bet === lineBet}
            onClick={() => onPick(bet)}
            disabled={disabled}
          >
            {bet}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export function PaytableRows<S extends Symbol>({ symbols, paytable }: { symbols: readonly S[]; paytable: Record<S, Pays> }) {
  return (
    <table className="w-full text-left">
      <thead>
        <tr>
          <th scope="col">
            <span className="sr-only">{t.slot.reels}</span>
          </th>
          <th scope="col">×3</th>
          <th scope="col">×4</th>
          <th scope="col">×5</th>
        </tr>
      </thead>
      <tbody>
        {symbols.map((symbol) => (
          <tr key={symbol}>
            <th scope="row">
              <SlotSymbol symbol={symbol} className="size-6" />
            </th>
            {paytable[symbol].map((multiplier, index) => (
              <td key={index}>{multiplier}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
