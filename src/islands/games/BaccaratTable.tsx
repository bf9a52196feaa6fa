// The baccarat table: chips on player, tie and banker, then the deal. Cards come as the round's
// outcome says (standard tableau, dealt by the platform), the winner is told and the bead road
// grows. Bets stay on the table for the next hand until cleared.
import { useState } from 'react';
import { SIDES, type Side } from '../../rules/games/baccarat.ts';
import { gamesTh as t } from '../../i18n/games/games.ts';
import { dealBaccarat } from '../../api/games/game-table.ts';
import BeadRoad from './BeadRoad.tsx';
import CardTable, { type CardTableProps } from './CardTable.tsx';
import PlayingCard from './PlayingCard.tsx';

interface Props extends CardTableProps {
  /** Winners of the member's earlier hands at this game, oldest first. */
  road: Side[];
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

export default function BaccaratTable({ road, ...table }: Props) {
  const [winners, setWinners] = useState<Side[]>(road);

  return (
    <CardTable<Side, 'player' | 'banker', Hand>
      {...table}
      deal={dealBaccarat}
      sides={SIDES}
      words={t.baccarat}
      styles={SIDE_STYLE}
      faces={['player', 'banker']}
      facesTestId="baccarat-hands"
      face={(side, hand) => (
        <>
          <p className={`font-semibold ${side === 'player' ? 'text-info' : 'text-red-300'}`}>
            {t.baccarat[side]} {hand ? <span data-testid={`${side}-total`}>{hand[`${side}_total`]}</span> : null}
          </p>
          <div className="flex h-14 justify-center gap-1">
            {hand ? hand[side].map((card, index) => <PlayingCard key={index} index={card} />) : null}
          </div>
        </>
      )}
      onOutcome={(hand) => setWinners((earlier) => [...earlier, hand.winner])}
    >
      <BeadRoad winners={winners} />
      <p className="text-xs text-base-content/60">{t.baccarat.rules}</p>
    </CardTable>
  );
}
