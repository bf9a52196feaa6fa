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
import TableBets from './TableBets.tsx';

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

const SIDE_STYLE: Record<Side, string> = {
  player: 'border-info/40 bg-info/15',
  tie: 'border-success/60 bg-success/15',
  banker: 'border-error/50 bg-error/10',
};

export default function BaccaratTable({ link, road, onPlayed, onRefused, ...limits }: Props) {
  const [hand, setHand] = useState<Hand | null>(null);
  const [win, setWin] = useState<number | null>(null);
  const [winners, setWinners] = useState<Side[]>(road);
  const [dealing, setDealing] = useState(false);

  async function deal(bets: Record<Side, number>) {
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
      <TableBets
        sides={SIDES}
        names={t.baccarat}
        pays={t.baccarat.pays}
        styles={SIDE_STYLE}
        {...limits}
        dealing={dealing}
        onDeal={(bets) => void deal(bets)}
      />
      <BeadRoad winners={winners} />
      <p className="text-xs text-base-content/60">{t.baccarat.rules}</p>
    </div>
  );
}
