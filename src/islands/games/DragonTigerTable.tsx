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
import TableBets from './TableBets.tsx';

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

const SIDE_STYLE: Record<DragonTigerSide, string> = {
  dragon: 'border-error/50 bg-error/10',
  tie: 'border-success/60 bg-success/15',
  tiger: 'border-info/40 bg-info/15',
};
const BEAD: Record<DragonTigerSide, string> = { dragon: 'badge-error', tie: 'badge-success', tiger: 'badge-info' };
/** How many latest results the table shows. */
const HISTORY = 20;

export default function DragonTigerTable({ link, onPlayed, onRefused, ...limits }: Props) {
  const [deal, setDeal] = useState<DragonTigerOutcome | null>(null);
  const [win, setWin] = useState<number | null>(null);
  const [winners, setWinners] = useState<DragonTigerSide[]>([]);
  const [dealing, setDealing] = useState(false);

  async function play(bets: Record<DragonTigerSide, number>) {
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
      <TableBets
        sides={DRAGON_TIGER_SIDES}
        names={tt.dragonTiger}
        pays={tt.dragonTiger.pays}
        styles={SIDE_STYLE}
        {...limits}
        dealing={dealing}
        onDeal={(bets) => void play(bets)}
      />
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
