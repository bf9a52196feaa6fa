// The bets of a card table (baccarat, dragon tiger): the spots to place chips on, the chip picker,
// the refusal when a chip would take the bets past the balance, and the clear and deal buttons.
// Bets stay on the spots for the next hand until cleared; the table deals with them.
import { useState } from 'react';
import { gamesTh as t } from '../../i18n/games/games.ts';
import { formatBaht } from '../../lib/money/money.ts';

interface Props<Side extends string> {
  sides: readonly Side[];
  /** Each spot's name and what it pays, as the table calls them. */
  names: Record<Side, string>;
  pays: Record<Side, string>;
  /** Each spot's colours. */
  styles: Record<Side, string>;
  chips: number[];
  /** What the member can stake: a chip that would take the bets past it is refused at the chip. */
  balance: number;
  maxSide: number;
  minHand: number;
  dealing: boolean;
  onDeal: (bets: Record<Side, number>) => void;
}

export default function TableBets<Side extends string>({
  sides,
  names,
  pays,
  styles,
  chips,
  balance,
  maxSide,
  minHand,
  dealing,
  onDeal,
}: Props<Side>) {
  const empty = Object.fromEntries(sides.map((side) => [side, 0])) as Record<Side, number>;
  const [chip, setChip] = useState(chips[0]!);
  const [bets, setBets] = useState(empty);
  const [chipRefusal, setChipRefusal] = useState('');
  const total = sides.reduce((sum, side) => sum + bets[side], 0);
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
    setBets(empty);
  }

  return (
    <>
      <div>
        <p className="mb-1 text-xs text-base-content/70">{t.baccarat.placeBet}</p>
        <div className="grid grid-cols-3 gap-2">
          {sides.map((side) => (
            <button
              key={side}
              type="button"
              className={`flex min-h-24 flex-col items-center justify-center rounded-box border-2 p-2 ${styles[side]}`}
              onClick={() => place(side)}
              aria-label={`${names[side]} ${pays[side]} ${t.table.stake} ${bets[side]}`}
            >
              <span className="font-semibold text-base-content">{names[side]}</span>
              <span className="text-xs text-base-content/70">{pays[side]}</span>
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
          onClick={() => onDeal(bets)}
          disabled={dealing || total < minHand || overBalance}
        >
          {dealing ? t.table.busy : `${t.baccarat.deal} (${formatBaht(total)})`}
        </button>
      </div>
    </>
  );
}
