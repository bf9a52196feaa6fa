// The amount step that closes the deposit and withdrawal forms: the amount in baht (satang allowed)
// with its limits and what is wrong with it now, the quick picks where the form has them, a note of
// the form's own, the server's refusal and the send button.
import type { ReactNode } from 'react';
import AmountInput from '../shell/ui/AmountInput.tsx';
import Field from '../shell/ui/Field.tsx';
import FormError from '../shell/ui/FormError.tsx';
import { SubmitButton } from '../shell/ui/inputs.tsx';

interface Props {
  label: string;
  hint: ReactNode;
  amount: string;
  onAmount: (amount: string) => void;
  /** What is wrong with the typed amount, '' while it is empty or fine. */
  fieldMessage: string;
  /** Whole-baht amounts one tap fills in, and the group's name. */
  quick?: { amounts: readonly number[]; label: string };
  /** The server's refusal of the last send. */
  error: string;
  busy: boolean;
  submitLabel: string;
  /** Besides an amount that is empty or wrong, what keeps the form from sending. */
  blocked: boolean;
  children?: ReactNode;
}

export default function AmountStep({
  label,
  hint,
  amount,
  onAmount,
  fieldMessage,
  quick,
  error,
  busy,
  submitLabel,
  blocked,
  children,
}: Props) {
  return (
    <>
      <Field label={label} hint={hint} error={fieldMessage}>
        <AmountInput rule="satang" name="amount" value={amount} onValue={onAmount} />
      </Field>
      {quick ? (
        <div className="grid gap-2" style={{ gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }} role="group" aria-label={quick.label}>
          {quick.amounts.map((each) => (
            <button key={each} type="button" className="btn btn-sm btn-outline" onClick={() => onAmount(String(each))}>
              {each.toLocaleString('en-US')}
            </button>
          ))}
        </div>
      ) : null}
      {children}
      <FormError message={error} />
      <SubmitButton busy={busy} label={submitLabel} disabled={blocked || !amount || fieldMessage !== ''} />
    </>
  );
}
