// A whole-baht stake field: digits only, a numeric keypad on phones. It keeps what is being typed
// (an empty field while retyping) and reports a number; a new value from outside replaces it.
import { useEffect, useState } from 'react';

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
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setText((current) => (Number(current || 0) === value ? current : String(value)));
  }, [value]);

  return (
    <input
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={7}
      aria-label={label}
      aria-invalid={invalid || undefined}
      data-testid={testId}
      disabled={disabled}
      className={`input ${SIZES[size]} text-right tabular-nums ${invalid ? 'input-error' : ''} ${className}`}
      value={text}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
        setText(digits);
        onValue(Number(digits || 0));
      }}
    />
  );
}
