// The inputs the member forms share, in the site's style.
import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import type { Bank } from '../../../contract/money/banks.ts';
import { th } from '../../../i18n/th.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  onValue: (value: string) => void;
};

/** A field marked invalid (Field sets aria-invalid) shows the error colour. */
const invalid = (flag: unknown, name: string) => (flag === true || flag === 'true' ? name : '');

export function TextInput({ onValue, className = '', ...props }: InputProps) {
  return (
    <input
      className={`input w-full ${invalid(props['aria-invalid'], 'input-error')} ${className}`}
      {...props}
      onChange={(e) => onValue(e.target.value)}
    />
  );
}

export function PasswordInput(props: InputProps) {
  return <TextInput type="password" {...props} />;
}

/** Phone and account numbers: digits only, a numeric keypad on phones. */
export function DigitsInput({ onValue, ...props }: InputProps) {
  return <TextInput inputMode="numeric" {...props} onValue={(value) => onValue(value.replace(/\D/g, ''))} />;
}

/** The 6-digit code a text message brings (a password reset, a backup account change). */
export function OneTimeCodeInput(props: Omit<InputProps, 'name'>) {
  return <DigitsInput name="code" autoComplete="one-time-code" maxLength={6} placeholder={th.forgot.codePlaceholder} {...props} />;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  name: string;
  value: string;
  onValue: (code: string) => void;
  /** The platform's banks (/api/banks), fetched by the page on the server. */
  banks: readonly Bank[];
};

export function BankSelect({ value, onValue, banks, className = '', ...props }: SelectProps) {
  return (
    <select
      className={`select w-full ${invalid(props['aria-invalid'], 'select-error')} ${className}`}
      {...props}
      value={value}
      onChange={(e) => onValue(e.target.value)}
    >
      <option value="">{th.auth.chooseBank}</option>
      {banks.map((bank) => (
        <option key={bank.bank_code} value={bank.bank_code}>
          {bank.bank_name}
        </option>
      ))}
    </select>
  );
}

export function SubmitButton({
  busy,
  label,
  disabled = false,
  outline = false,
}: {
  busy: boolean;
  label: string;
  disabled?: boolean;
  outline?: boolean;
}) {
  return (
    <button type="submit" className={`btn btn-primary w-full ${outline ? 'btn-outline' : ''}`} disabled={busy || disabled}>
      {busy ? th.auth.submitting : label}
    </button>
  );
}
