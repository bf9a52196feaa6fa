// The lines of the bill being built: bet, number, rate (hot numbers at half rate, marked), the
// stake, a remove button, and the Thai reason when the platform refused the line.
import { useState } from 'react';
import { lottoBill as t } from '../../i18n/lotto/lotto-bill.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { priceLine, type BillInputLine, type BillRate } from '../../stores/lotto/lotto.ts';
import { CloseIcon } from '../shell/ui/icons.tsx';
import BillAmountInput from './BillAmountInput.tsx';

interface Props {
  lines: BillInputLine[];
  book: BillRate | null;
  refusals: Record<string, string>;
  defaultAmount: number;
  onAmount: (id: string, amount: number) => void;
  onRemove: (id: string) => void;
  onSetAll: (amount: number) => void;
  onClearAll: () => void;
  disabled: boolean;
}

export default function BillLines({ lines, book, refusals, defaultAmount, onAmount, onRemove, onSetAll, onClearAll, disabled }: Props) {
  const [allAmount, setAllAmount] = useState(defaultAmount);

  return (
    <section aria-label={t.lines.title} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">
          {t.lines.title} <span className="text-sm font-normal text-base-content/60">({lines.length})</span>
        </h2>
        <button type="button" className="btn btn-ghost btn-sm text-error" disabled={disabled || lines.length === 0} onClick={onClearAll}>
          {t.lines.clearAll}
        </button>
      </div>

      {lines.length > 0 ? (
        <div className="flex items-center gap-2 rounded-lg bg-base-200 p-2">
          <span className="flex-1 text-sm">{t.amount.setAll}</span>
          <BillAmountInput value={allAmount} onValue={setAllAmount} label={t.amount.setAll} disabled={disabled} className="w-20" />
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={disabled || allAmount <= 0}
            onClick={() => onSetAll(allAmount)}
          >
            {t.amount.apply}
          </button>
        </div>
      ) : (
        <p className="rounded-lg border border-dashed border-base-content/20 p-4 text-center text-sm text-base-content/60">
          {t.lines.empty}
        </p>
      )}

      <ul
        className="divide-y divide-base-300 rounded-lg border border-base-300 bg-base-100 empty:hidden md:max-h-[34rem] md:overflow-y-auto"
        data-testid="bill-lines"
      >
        {lines.map((line) => {
          const price = priceLine(book, line.bet_type, line.number);
          const refusal = refusals[line.id];
          return (
            <li
              key={line.id}
              className={`px-3 py-1.5 ${refusal ? 'bg-error/10' : ''}`}
              data-testid="bill-line"
              data-refused={refusal ? '' : undefined}
              data-number={line.number}
              data-bet={line.bet_type}
            >
              <div className="flex items-center gap-2">
                <span className="w-14 shrink-0 text-xl font-semibold tracking-wider text-primary tabular-nums">{line.number}</span>
                <div className="min-w-0 flex-1 leading-tight">
                  <p className="truncate text-sm">{price.name}</p>
                  <p className="text-xs text-base-content/60 tabular-nums">
                    {t.lines.rate} {price.rate.toLocaleString('th-TH')}
                    {price.hot ? <span className="badge badge-warning badge-xs ml-1 align-middle">{t.lines.hot}</span> : null}
                    {price.closed ? <span className="badge badge-error badge-xs ml-1 align-middle">{t.lines.closed}</span> : null}
                  </p>
                </div>
                <BillAmountInput
                  value={line.amount}
                  onValue={(amount) => onAmount(line.id, amount)}
                  label={t.amount.line(price.name, line.number)}
                  disabled={disabled}
                  invalid={Boolean(refusal) || line.amount <= 0}
                  className="w-20"
                />
                <button
                  type="button"
                  className="btn btn-circle btn-ghost btn-sm"
                  aria-label={t.lines.remove(price.name, line.number)}
                  disabled={disabled}
                  onClick={() => onRemove(line.id)}
                >
                  <CloseIcon className="size-4" />
                </button>
              </div>
              {refusal ? (
                <p className="mt-1 text-xs text-red-300" role="alert" data-testid="line-refusal">
                  {refusal}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {lines.length > 0 ? (
        <p className="text-right text-xs text-base-content/50">
          {t.bar.total} {formatBaht(lines.reduce((sum, line) => sum + line.amount, 0))}
        </p>
      ) : null}
    </section>
  );
}
