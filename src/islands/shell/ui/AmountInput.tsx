// The one amount field of the site: it keeps exactly what the member types (no character is dropped
// or added) and offers the phone keypad the rule allows: digits only for whole baht, with a point
// for baht and satang. What the text is worth, or why it is refused, is lib/money/amount.ts's word.
import type { InputHTMLAttributes } from 'react';
import type { AmountRule } from '../../../lib/money/amount.ts';
import { TextInput } from './inputs.tsx';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'inputMode'> & {
  rule: AmountRule;
  value: string;
  onValue: (text: string) => void;
};

export default function AmountInput({ rule, className = '', ...props }: Props) {
  return (
    <TextInput
      type="text"
      inputMode={rule === 'baht' ? 'numeric' : 'decimal'}
      autoComplete="off"
      maxLength={16}
      className={`tabular-nums ${className}`}
      {...props}
    />
  );
}
