// The slot machine: 5 reels, 3 rows, the game's own machine (its symbols, strips, paytable and
// lines). The member picks a line bet and spins; the window shows the round's stops, paying cells
// light up and the win is told. The machine's paytable and RTP are published below the reels.
import { useState } from 'react';
import { MACHINES, type MachineName } from '../../contract/games-slot-machines.ts';
import { linesOf, PAYLINES, paytableOf, REELS, ROWS, stripsOf, symbolsOf, windowOf, type LineWin } from '../../contract/games-slot.ts';
import type { Played } from '../../contract/games-table.ts';
import { gamesTh as t } from '../../i18n/games.ts';
import { formatBaht } from '../../lib/money.ts';
import { spinSlot } from '../../api/game-table.ts';
import SlotSymbol from './SlotSymbol.tsx';

interface Props {
  link: string;
  machine: MachineName;
  lineBets: number[];
  onPlayed: (played: Played) => void;
  onRefused: (message: string) => void;
}

/** Five reels side by side. */
const REEL_GRID = { gridTemplateColumns: `repeat(${REELS}, minmax(0, 1fr))` };

const START = Array.from({ length: REELS }, (_, reel) => reel * 3);

export default function SlotMachine({ link, machine, lineBets, onPlayed, onRefused }: Props) {
  const lines = linesOf(machine);
  const [lineBet, setLineBet] = useState(lineBets.includes(1) ? 1 : lineBets[0]!);
  const [stops, setStops] = useState<number[]>(START);
  const [wins, setWins] = useState<LineWin[]>([]);
  const [lastWin, setLastWin] = useState<number | null>(null);
  const [spinning, setSpinning] = useState(false);
  const cells = windowOf(stops, machine);
  const lit = new Set(wins.flatMap((win) => PAYLINES[win.line]!.slice(0, win.count).map((row, reel) => `${row}:${reel}`)));

  async function spin() {
    setSpinning(true);
    setWins([]);
    setLastWin(null);
    const answer = await spinSlot(link, lineBet);
    setSpinning(false);
    if (!answer.ok) return onRefused(answer.message);
    const outcome = answer.data.outcome as { stops: number[]; wins: LineWin[] };
    setStops(outcome.stops);
    setWins(outcome.wins);
    setLastWin(answer.data.win);
    onPlayed(answer.data);
  }

  return (
    <div className="space-y-4">
      <div
        role="img"
        aria-label={`${t.slot.reels}: ${cells.map((row) => row.map((symbol) => t.slot.symbols[symbol]).join(' ')).join(' / ')}`}
        className="mx-auto grid max-w-md gap-1.5 rounded-box border-2 border-primary/50 bg-base-300 p-2"
        style={REEL_GRID}
        data-testid="slot-window"
        data-machine={machine}
        data-stops={stops.join(',')}
      >
        {Array.from({ length: ROWS }, (_, row) =>
          Array.from({ length: REELS }, (_, reel) => (
            <div
              key={`${row}:${reel}`}
              className={`rounded border-2 bg-base-100 p-1 ${spinning ? 'animate-pulse opacity-60' : ''} ${lit.has(`${row}:${reel}`) ? 'border-primary bg-primary/15' : 'border-base-300'}`}
            >
              <SlotSymbol symbol={cells[row]![reel]!} className="block w-full" />
            </div>
          )),
        )}
      </div>
      <p className="h-8 text-center text-lg font-semibold" aria-live="polite" data-testid="round-result">
        {lastWin === null ? '' : lastWin > 0 ? `${t.table.win} ${formatBaht(lastWin)}` : t.table.lose}
      </p>
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
              onClick={() => setLineBet(bet)}
            >
              {bet}
            </button>
          ))}
        </div>
      </fieldset>
      <button type="button" className="btn btn-primary btn-block h-14 text-lg" onClick={() => void spin()} disabled={spinning}>
        {spinning ? t.table.busy : `${t.slot.spin} (${formatBaht(lineBet * lines)})`}
      </button>
      <details className="rounded-box border border-base-300 bg-base-200">
        <summary className="cursor-pointer px-4 py-3 text-sm font-semibold">{t.slot.paytable}</summary>
        <div className="space-y-2 p-4 text-sm">
          <p>
            {t.slot.rtp}: <strong data-testid="slot-rtp">{MACHINES[machine].rtpPercent.toFixed(2)}%</strong>
          </p>
          <p className="text-base-content/70">{t.slot.paysNote}</p>
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
              {symbolsOf(machine).map((symbol) => (
                <tr key={symbol}>
                  <th scope="row">
                    <SlotSymbol symbol={symbol} className="size-6" />
                  </th>
                  {paytableOf(machine)[symbol].map((multiplier, index) => (
                    <td key={index}>{multiplier}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-xs text-base-content/60">
            {t.slot.stops(stripsOf(machine)[0]!.length)} · {t.slot.lines(lines)}
          </p>
        </div>
      </details>
    </div>
  );
}
