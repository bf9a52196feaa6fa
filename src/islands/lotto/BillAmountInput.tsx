// A stake field of the bill: whole baht (the platform takes no satang in a stake). It keeps what is
// being typed and reports the number it is worth; text the rule refuses ("2.50") stays as typed,
// reports 0 (the line cannot be placed) and says why under the field. A new value from outside
// replaces the text.
import { useEffect, useId, useState } from 'react';
import { amountRefusal, parseAmount } from '../../lib/amount.ts';
import AmountInput from '../ui/AmountInput.tsx';

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
  useEffect(() => {
    setText((current) => (worth(current) === value ? current : String(value)));
  }, [value]);
  const refusal = amountRefusal(text, 'baht');

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
          setText(typed);
          onValue(worth(typed));
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
