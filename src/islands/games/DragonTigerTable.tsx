// The dragon tiger table: chips on dragon, tie and tiger, then the deal. One card each, as the
// round's outcome says (dealt by the platform); the winner is told and joins the latest results.
// Bets stay on the table for the next deal until cleared. The returns are published below.
import { useState } from 'react';
import {
  DRAGON_TIGER_RTP_PERCENT,
  DRAGON_TIGER_SIDES,
  type DragonTigerOutcome,
  type DragonTigerSide,
} from '../../contract/games-dragon-tiger.ts';
import type { Played } from '../../contract/games-table.ts';
import { gameTablesTh as tt } from '../../i18n/game-tables.ts';
import { gamesTh as t } from '../../i18n/games.ts';
import { formatBaht } from '../../lib/money.ts';
import { dealDragonTiger } from '../../api/game-table.ts';
import PlayingCard from './PlayingCard.tsx';

interface Props {
  link: string;
  chips: number[];
  /** What the member can stake: a chip that would take the bets past it is refused at the chip. */
  balance: number;
  maxSide: number;
  minHand: number;
  onPlayed: (played: Played) => void;
  onRefused: (message: string) => void;
}

const EMPTY: Record<DragonTigerSide, number> = { dragon: 0, tie: 0, tiger: 0 };
const SIDE_STYLE: Record<DragonTigerSide, string> = {
  dragon: 'border-error/50 bg-error/10',
  tie: 'border-success/60 bg-success/15',
  tiger: 'border-info/40 bg-info/15',
};
const BEAD: Record<DragonTigerSide, string> = { dragon: 'badge-error', tie: 'badge-success', tiger: 'badge-info' };
/** How many latest results the table shows. */
const HISTORY = 20;

export default function DragonTigerTable({ link, chips, balance, maxSide, minHand, onPlayed, onRefused }: Props) {
  const [chip, setChip] = useState(chips[0]!);
  const [bets, setBets] = useState(EMPTY);
  const [deal, setDeal] = useState<DragonTigerOutcome | null>(null);
  const [win, setWin] = useState<number | null>(null);
  const [winners, setWinners] = useState<DragonTigerSide[]>([]);
  const [dealing, setDealing] = useState(false);
  const [chipRefusal, setChipRefusal] = useState('');
  const total = DRAGON_TIGER_SIDES.reduce((sum, side) => sum + bets[side], 0);
  const overBalance = total > balance;

  function place(side: DragonTigerSide) {
    const next = Math.min(maxSide, bets[side] + chip);
    if (total - bets[side] + next > balance) return setChipRefusal(t.baccarat.overBalance(formatBaht(balance)));
    setChipRefusal('');
    setBets({ ...bets, [side]: next });
  }

  async function play() {
    setDealing(true);
    const answer = await dealDragonTiger(link, bets);
    setDealing(false);
    if (!answer.ok) return onRefused(answer.message);
    const outcome = answer.data.outcome as DragonTigerOutcome;
    setDeal(outcome);
    setWin(answer.data.win);
    setWinners((earlier) => [outcome.winner, ...earlier].slice(0, HISTORY));
    onPlayed(answer.data);
  }

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 rounded-box border border-success/60 bg-success/15 p-3" data-testid="dragon-tiger-cards">
        {(['dragon', 'tiger'] as const).map((side) => (
          <div key={side} className="space-y-1 text-center">
            <p className={`font-semibold ${side === 'dragon' ? 'text-red-300' : 'text-info'}`}>{tt.dragonTiger[side]}</p>
            <div className="flex h-14 justify-center" data-testid={`${side}-card`}>
              {deal ? <PlayingCard index={deal[side]} /> : null}
            </div>
          </div>
        ))}
      </div>
      <p className="h-8 text-center text-lg font-semibold" aria-live="polite" data-testid="round-result">
        {deal ? `${tt.dragonTiger.wins[deal.winner]} · ${win && win > 0 ? `${t.table.win} ${formatBaht(win)}` : t.table.lose}` : ''}
      </p>
      <div>
        <p className="mb-1 text-xs text-base-content/70">{t.baccarat.placeBet}</p>
        <div className="grid grid-cols-3 gap-2">
          {DRAGON_TIGER_SIDES.map((side) => (
            <button
              key={side}
              type="button"
              className={`flex min-h-24 flex-col items-center justify-center rounded-box border-2 p-2 ${SIDE_STYLE[side]}`}
              onClick={() => place(side)}
              aria-label={`${tt.dragonTiger[side]} ${tt.dragonTiger.pays[side]} ${t.table.stake} ${bets[side]}`}
            >
              <span className="font-semibold text-base-content">{tt.dragonTiger[side]}</span>
              <span className="text-xs text-base-content/70">{tt.dragonTiger.pays[side]}</span>
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
        <button
          type="button"
          className="btn btn-outline flex-1"
          onClick={() => {
            setChipRefusal('');
            setBets(EMPTY);
          }}
          disabled={dealing || total === 0}
        >
          {t.baccarat.clear}
        </button>
        <button
          type="button"
          className="btn btn-primary flex-1"
          onClick={() => void play()}
          disabled={dealing || total < minHand || overBalance}
        >
          {dealing ? t.table.busy : `${t.baccarat.deal} (${formatBaht(total)})`}
        </button>
      </div>
      {winners.length > 0 ? (
        <section aria-label={tt.dragonTiger.history}>
          <h3 className="mb-1 text-sm font-semibold">{tt.dragonTiger.history}</h3>
          <ol className="flex flex-wrap gap-1" data-testid="dragon-tiger-history">
            {winners.map((winner, index) => (
              <li key={winners.length - index} className={`badge ${BEAD[winner]}`}>
                {tt.dragonTiger[winner]}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <p className="text-xs text-base-content/60">
        {tt.dragonTiger.rtp}:{' '}
        <span data-testid="dragon-tiger-rtp">
          {DRAGON_TIGER_SIDES.map((side) => `${tt.dragonTiger[side]} ${DRAGON_TIGER_RTP_PERCENT[side].toFixed(2)}%`).join(' · ')}
        </span>
      </p>
      <p className="text-xs text-base-content/60">{tt.dragonTiger.rules}</p>
    </div>
  );
}
