// The phone keypad: the digits typed so far in boxes, then 0-9, delete and clear, thumb-sized
// (44 px) and all four rows on a 390x844 screen above the bill bar; inset from the screen's edges,
// where the floating tabs are.
import type { ReactNode } from 'react';
import { lottoBill as t } from '../../i18n/lotto/lotto-bill.ts';

interface Props {
  /** How many digits complete a number. */
  length: number;
  typed: string;
  hint: string;
  /** The hint is why nothing can be added (a refused price): shown as an alert. */
  hintAlert?: boolean;
  onDigit: (digit: string) => void;
  onDelete: () => void;
  onClear: () => void;
  disabled: boolean;
  /** Shown beside the typed number (the default stake), so the keys stay within a phone screen. */
  aside?: ReactNode;
  /** After the hint: the hot and closed numbers of the chosen bet types, before any is typed. */
  note?: ReactNode;
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

export default function BillKeypad({ length, typed, hint, hintAlert = false, onDigit, onDelete, onClear, disabled, aside, note }: Props) {
  const key = 'btn h-11 text-xl font-medium tabular-nums';
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3">
        <div className="flex flex-1 flex-col items-center gap-1">
          <div className="flex gap-2" role="status" aria-label={t.keypad.typed} data-testid="typed-number">
            {Array.from({ length }, (_, i) => (
              <span
                key={i}
                className={`flex size-11 items-center justify-center rounded-lg border-2 text-2xl font-semibold tabular-nums ${
                  i === typed.length && !disabled ? 'border-primary' : 'border-base-content/20'
                } ${typed[i] ? 'bg-base-300 text-primary' : 'bg-base-200'}`}
              >
                {typed[i] ?? ''}
              </span>
            ))}
          </div>
          {hintAlert ? (
            <p className="text-center text-xs text-red-300" role="alert" data-testid="keypad-refusal">
              {hint}
            </p>
          ) : (
            <p className="text-center text-xs text-base-content/60">
              {hint}
              {note}
            </p>
          )}
        </div>
        {aside}
      </div>
      <div className="mx-auto grid max-w-sm grid-cols-3 gap-1.5 px-3" aria-label={t.keypad.label} role="group">
        {KEYS.map((digit) => (
          <button key={digit} type="button" className={`${key} btn-neutral`} disabled={disabled} onClick={() => onDigit(digit)}>
            {digit}
          </button>
        ))}
        <button
          type="button"
          className={`${key} btn-ghost text-base`}
          aria-label={t.keypad.clearLabel}
          disabled={disabled}
          onClick={onClear}
        >
          {t.keypad.clear}
        </button>
        <button type="button" className={`${key} btn-neutral`} disabled={disabled} onClick={() => onDigit('0')}>
          0
        </button>
        <button
          type="button"
          className={`${key} btn-ghost text-base`}
          aria-label={t.keypad.deleteLabel}
          disabled={disabled}
          onClick={onDelete}
        >
          ⌫ {t.keypad.delete}
        </button>
      </div>
    </div>
  );
}
