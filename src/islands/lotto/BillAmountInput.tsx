// A stake field of the bill: whole baht (the platform takes no satang in a stake). It takes digits
// only: a letter or any other sign is not let in and the field says so; a point or a comma is kept,
// as stripping it would make "2.50" 250. It reports the number the text is worth; text the rule
// refuses ("2.50") stays as typed, reports 0 (no line is added nor sent at that) and says why
// under the field. A new value from outside replaces the text.
import { useEffect, useId, useState } from 'react';
import { lottoBill as t } from '../../i18n/lotto/lotto-bill.ts';
import { amountRefusal, parseAmount } from '../../lib/money/amount.ts';
import AmountInput from '../shell/ui/AmountInput.tsx';

interface Props {
  value: number;
  onValue: (amount: number) => void;
  label: string;
  disabled?: boolean;
  className?: string;
  invalid?: boolean;
  testId?: string;
  size?: 'sm' | 'md';
}

const SIZES = { sm: 'input-sm', md: 'input-md' } as const;

/** What the text is worth to the bill: a refused or empty field is no stake at all. */
const worth = (text: string) => parseAmount(text, 'baht').amount ?? 0;

/** What a price field lets in: digits, and the point or comma the rule then explains. */
const NOT_LET_IN = /[^\d.,]/g;

export default function BillAmountInput({
  value,
  onValue,
  label,
  disabled = false,
  className = '',
  invalid = false,
  testId,
  size = 'sm',
}: Props) {
  const messageId = useId();
  const [text, setText] = useState(String(value));
  /** A letter or sign was just kept out: said until the next keystroke that lets everything in. */
  const [keptOut, setKeptOut] = useState(false);
  useEffect(() => {
    setText((current) => (worth(current) === value ? current : String(value)));
  }, [value]);
  const refusal = amountRefusal(text, 'baht') || (keptOut ? t.amount.digitsOnly : '');

  return (
    <span className={`inline-flex flex-col ${className}`}>
      <AmountInput
        rule="baht"
        maxLength={9}
        aria-label={label}
        aria-invalid={invalid || refusal !== '' || undefined}
        aria-describedby={refusal ? messageId : undefined}
        data-testid={testId}
        disabled={disabled}
        className={`${SIZES[size]} text-right`}
        value={text}
        onValue={(typed) => {
          const digits = typed.replace(NOT_LET_IN, '');
          setKeptOut(digits !== typed);
          setText(digits);
          onValue(worth(digits));
        }}
      />
      {refusal ? (
        <span id={messageId} role="alert" className="mt-1 text-xs text-error" data-testid="amount-refusal">
          {refusal}
        </span>
      ) : null}
    </span>
  );
}
