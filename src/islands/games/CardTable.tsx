// What the card tables share (baccarat, dragon tiger): the two faces dealt on the felt, the round's
// result line and the bets; the deal goes to the platform and its outcome comes back to the table
// (for its road). How a face shows its cards, and what stands below the bets, is each table's own.
import { useState, type ReactNode } from 'react';
import type { TableAnswer } from '../../api/games/game-table.ts';
import type { Played } from '../../contract/games/games-table.ts';
import { gamesTh as t } from '../../i18n/games/games.ts';
import { formatBaht } from '../../lib/money/money.ts';
import TableBets from './TableBets.tsx';

/** What the game page gives a card table. */
export interface CardTableProps {
  link: string;
  chips: number[];
  /** What the member can stake: a chip that would take the bets past it is refused at the chip. */
  balance: number;
  maxSide: number;
  minHand: number;
  onPlayed: (played: Played) => void;
  onRefused: (message: string) => void;
}

interface Props<Side extends string, Face extends Side, Outcome extends { winner: Side }> extends CardTableProps {
  deal: (link: string, bets: Record<Side, number>) => Promise<TableAnswer<Played>>;
  sides: readonly Side[];
  /** The table's words: each spot's name, what it pays, and what the result line says when a side wins. */
  words: Record<Side, string> & { pays: Record<Side, string>; wins: Record<Side, string> };
  styles: Record<Side, string>;
  /** The two sides dealt face up, left and right, and how one shows (before the first deal, no outcome). */
  faces: readonly [Face, Face];
  facesTestId: string;
  face: (side: Face, outcome: Outcome | null) => ReactNode;
  onOutcome: (outcome: Outcome) => void;
  children: ReactNode;
}

export default function CardTable<Side extends string, Face extends Side, Outcome extends { winner: Side }>({
  link,
  deal,
  words,
  faces,
  facesTestId,
  face,
  onOutcome,
  onPlayed,
  onRefused,
  children,
  ...bets
}: Props<Side, Face, Outcome>) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [win, setWin] = useState<number | null>(null);
  const [dealing, setDealing] = useState(false);

  async function play(placed: Record<Side, number>) {
    setDealing(true);
    const answer = await deal(link, placed);
    setDealing(false);
    if (!answer.ok) return onRefused(answer.message);
    const dealt = answer.data.outcome as Outcome;
    setOutcome(dealt);
    setWin(answer.data.win);
    onOutcome(dealt);
    onPlayed(answer.data);
  }

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 rounded-box border border-success/60 bg-success/15 p-3" data-testid={facesTestId}>
        {faces.map((side) => (
          <div key={side} className="space-y-1 text-center">
            {face(side, outcome)}
          </div>
        ))}
      </div>
      <p className="h-8 text-center text-lg font-semibold" aria-live="polite" data-testid="round-result">
        {outcome ? `${words.wins[outcome.winner]} · ${win && win > 0 ? `${t.table.win} ${formatBaht(win)}` : t.table.lose}` : ''}
      </p>
      <TableBets {...bets} names={words} pays={words.pays} dealing={dealing} onDeal={(placed) => void play(placed)} />
      {children}
    </div>
  );
}
