// The baccarat table: chips on player, tie and banker, then the deal. Cards come as the round's
// outcome says (standard tableau, dealt by the platform), the winner is told and the bead road
// grows. Bets stay on the table for the next hand until cleared.
import { useState } from 'react';
import { SIDES, type Side } from '../../contract/games-baccarat.ts';
import type { Played } from '../../contract/games-table.ts';
import { gamesTh as t } from '../../i18n/games.ts';
import { formatBaht } from '../../lib/money.ts';
import { dealBaccarat } from '../../api/game-table.ts';
import BeadRoad from './BeadRoad.tsx';
import PlayingCard from './PlayingCard.tsx';

interface Props {
  link: string;
  chips: number[];
  /** What the member can stake: a chip that would take the bets past it is refused at the chip. */
  balance: number;
  maxSide: number;
  minHand: number;
  /** Winners of the member's earlier hands at this game, oldest first. */
  road: Side[];
  onPlayed: (played: Played) => void;
  onRefused: (message: string) => void;
}

interface Hand {
  player: number[];
  banker: number[];
  player_total: number;
  banker_total: number;
  winner: Side;
}

const EMPTY: Record<Side, number> = { player: 0, tie: 0, banker: 0 };
const SIDE_STYLE: Record<Side, string> = {
  player: 'border-info/40 bg-info/15',
  tie: 'border-success/60 bg-success/15',
  banker: 'border-error/50 bg-error/10',
};

export default function BaccaratTable({ link, chips, balance, maxSide, minHand, road, onPlayed, onRefused }: Props) {
  const [chip, setChip] = useState(chips[0]!);
  const [bets, setBets] = useState<Record<Side, number>>(EMPTY);
  const [hand, setHand] = useState<Hand | null>(null);
  const [win, setWin] = useState<number | null>(null);
  const [winners, setWinners] = useState<Side[]>(road);
  const [dealing, setDealing] = useState(false);
  const [chipRefusal, setChipRefusal] = useState('');
  const total = SIDES.reduce((sum, side) => sum + bets[side], 0);
  // Bets left on the table from the last hand may now be more than what is left after it.
  const overBalance = total > balance;

  function place(side: Side) {
    const next = Math.min(maxSide, bets[side] + chip);
    if (total - bets[side] + next > balance) return setChipRefusal(t.baccarat.overBalance(formatBaht(balance)));
    setChipRefusal('');
    setBets({ ...bets, [side]: next });
  }

  function clear() {
    setChipRefusal('');
    setBets(EMPTY);
  }

  async function deal() {
    setDealing(true);
    const answer = await dealBaccarat(link, bets);
    setDealing(false);
    if (!answer.ok) return onRefused(answer.message);
    const outcome = answer.data.outcome as Hand;
    setHand(outcome);
    setWin(answer.data.win);
    setWinners((earlier) => [...earlier, outcome.winner]);
    onPlayed(answer.data);
  }

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 rounded-box border border-success/60 bg-success/15 p-3" data-testid="baccarat-hands">
        {(['player', 'banker'] as const).map((side) => (
          <div key={side} className="space-y-1 text-center">
            <p className={`font-semibold ${side === 'player' ? 'text-info' : 'text-red-300'}`}>
              {t.baccarat[side]} {hand ? <span data-testid={`${side}-total`}>{hand[`${side}_total`]}</span> : null}
            </p>
            <div className="flex h-14 justify-center gap-1">
              {hand ? hand[side].map((card, index) => <PlayingCard key={index} index={card} />) : null}
            </div>
          </div>
        ))}
      </div>
      <p className="h-8 text-center text-lg font-semibold" aria-live="polite" data-testid="round-result">
        {hand ? `${t.baccarat.wins[hand.winner]} · ${win && win > 0 ? `${t.table.win} ${formatBaht(win)}` : t.table.lose}` : ''}
      </p>
      <div>
        <p className="mb-1 text-xs text-base-content/70">{t.baccarat.placeBet}</p>
        <div className="grid grid-cols-3 gap-2">
          {SIDES.map((side) => (
            <button
              key={side}
              type="button"
              className={`flex min-h-24 flex-col items-center justify-center rounded-box border-2 p-2 ${SIDE_STYLE[side]}`}
              onClick={() => place(side)}
              aria-label={`${t.baccarat[side]} ${t.baccarat.pays[side]} ${t.table.stake} ${bets[side]}`}
            >
              <span className="font-semibold text-base-content">{t.baccarat[side]}</span>
              <span className="text-xs text-base-content/70">{t.baccarat.pays[side]}</span>
              <span className="mt-1 text-sm tabular-nums text-warning" data-testid={`bet-${side}`}>
                {bets[side] ? formatBaht(bets[side]) : '—'}
              </span>
            </button>
          ))}
        </div>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm text-base-content/80">{t.baccarat.chip}</legend>
        <div className="flex flex-wrap gap-1.5">
          {chips.map((value) => (
            <button
              key={value}
              type="button"
              className={`btn btn-circle ${value === chip ? 'btn-primary' : 'btn-outline'}`}
              aria-pressed={value === chip}
              onClick={() => setChip(value)}
            >
              {value}
            </button>
          ))}
        </div>
      </fieldset>
      {chipRefusal || overBalance ? (
        <p role="alert" className="alert alert-warning py-2 text-sm" data-testid="chip-refusal">
          {chipRefusal || t.baccarat.overBalance(formatBaht(balance))}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="button" className="btn btn-outline flex-1" onClick={clear} disabled={dealing || total === 0}>
          {t.baccarat.clear}
        </button>
        <button
          type="button"
          className="btn btn-primary flex-1"
          onClick={() => void deal()}
          disabled={dealing || total < minHand || overBalance}
        >
          {dealing ? t.table.busy : `${t.baccarat.deal} (${formatBaht(total)})`}
        </button>
      </div>
      <BeadRoad winners={winners} />
      <p className="text-xs text-base-content/60">{t.baccarat.rules}</p>
    </div>
  );
}
