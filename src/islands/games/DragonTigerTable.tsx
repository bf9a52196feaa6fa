// The dragon tiger table: chips on dragon, tie and tiger, then the deal. One card each, as the
// round's outcome says (dealt by the platform); the winner is told and joins the latest results.
// Bets stay on the table for the next deal until cleared. The returns are published below.
import { useState } from 'react';
import {
  DRAGON_TIGER_RTP_PERCENT,
  DRAGON_TIGER_SIDES,
  type DragonTigerOutcome,
  type DragonTigerSide,
} from '../../rules/games/dragon-tiger.ts';
import { gameTablesTh as tt } from '../../i18n/games/game-tables.ts';
import { dealDragonTiger } from '../../api/games/game-table.ts';
import CardTable, { type CardTableProps } from './CardTable.tsx';
import PlayingCard from './PlayingCard.tsx';

const SIDE_STYLE: Record<DragonTigerSide, string> = {
  dragon: 'border-error/50 bg-error/10',
  tie: 'border-success/60 bg-success/15',
  tiger: 'border-info/40 bg-info/15',
};
const BEAD: Record<DragonTigerSide, string> = { dragon: 'badge-error', tie: 'badge-success', tiger: 'badge-info' };
/** How many latest results the table shows. */
const HISTORY = 20;

export default function DragonTigerTable(table: CardTableProps) {
  const [winners, setWinners] = useState<DragonTigerSide[]>([]);

  return (
    <CardTable<DragonTigerSide, 'dragon' | 'tiger', DragonTigerOutcome>
      {...table}
      deal={dealDragonTiger}
      sides={DRAGON_TIGER_SIDES}
      words={tt.dragonTiger}
      styles={SIDE_STYLE}
      faces={['dragon', 'tiger']}
      facesTestId="dragon-tiger-cards"
      face={(side, deal) => (
        <>
          <p className={`font-semibold ${side === 'dragon' ? 'text-red-300' : 'text-info'}`}>{tt.dragonTiger[side]}</p>
          <div className="flex h-14 justify-center" data-testid={`${side}-card`}>
            {deal ? <PlayingCard index={deal[side]} /> : null}
          </div>
        </>
      )}
      onOutcome={(deal) => setWinners((earlier) => [deal.winner, ...earlier].slice(0, HISTORY))}
    >
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
    </CardTable>
  );
}
