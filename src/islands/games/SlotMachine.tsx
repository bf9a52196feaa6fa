// The slot machine: 5 reels, 3 rows, the game's own machine (its symbols, strips, paytable and
// lines). The member picks a line bet and spins; the window shows the round's stops, paying cells
// light up and the win is told. The machine's paytable and RTP are published below the reels.
import { useState } from 'react';
import { MACHINES, type MachineName } from '../../rules/games/slot-machines.ts';
import { linesOf, paytableOf, REELS, stripsOf, symbolsOf, windowOf, type LineWin } from '../../rules/games/slot.ts';
import type { Played } from '../../contract/games/games-table.ts';
import { gamesTh as t } from '../../i18n/games/games.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { spinSlot } from '../../api/games/game-table.ts';
import { LineBetPicker, PaytableRows, ReelWindow } from './SlotParts.tsx';

interface Props {
  link: string;
  machine: MachineName;
  lineBets: number[];
  onPlayed: (played: Played) => void;
  onRefused: (message: string) => void;
}

const START = Array.from({ length: REELS }, (_, reel) => reel * 3);

export default function SlotMachine({ link, machine, lineBets, onPlayed, onRefused }: Props) {
  const lines = linesOf(machine);
  const [lineBet, setLineBet] = useState(lineBets.includes(1) ? 1 : lineBets[0]!);
  const [stops, setStops] = useState<number[]>(START);
  const [wins, setWins] = useState<LineWin[]>([]);
  const [lastWin, setLastWin] = useState<number | null>(null);
  const [spinning, setSpinning] = useState(false);
  const cells = windowOf(stops, machine);

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
      <ReelWindow cells={cells} stops={stops} wins={wins} spinning={spinning} frame="border-primary/50 bg-base-300" machine={machine} />
      <p className="h-8 text-center text-lg font-semibold" aria-live="polite" data-testid="round-result">
        {lastWin === null ? '' : lastWin > 0 ? `${t.table.win} ${formatBaht(lastWin)}` : t.table.lose}
      </p>
      <LineBetPicker lineBets={lineBets} lineBet={lineBet} lines={lines} onPick={setLineBet} />
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
          <PaytableRows symbols={symbolsOf(machine)} paytable={paytableOf(machine)} />
          <p className="text-xs text-base-content/60">
            {t.slot.stops(stripsOf(machine)[0]!.length)} · {t.slot.lines(lines)}
          </p>
        </div>
      </details>
    </div>
  );
}
