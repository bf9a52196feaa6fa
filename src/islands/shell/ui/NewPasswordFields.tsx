// A new password and its confirmation (the password reset, the profile's change), with the rule as hint.
import { th } from '../../../i18n/th.ts';
import Field from './Field.tsx';
import { PasswordInput } from './inputs.tsx';

interface Props {
  label: string;
  password: string;
  onPassword: (value: string) => void;
  confirm: string;
  onConfirm: (value: string) => void;
  /** The confirmation's field name, as the form's call names it. */
  confirmName: string;
}

export default function NewPasswordFields({ label, password, onPassword, confirm, onConfirm, confirmName }: Props) {
  return (
    <>
      <Field label={label} hint={th.auth.passwordHint}>
        <PasswordInput name="new_password" autoComplete="new-password" value={password} onValue={onPassword} />
      </Field>
      <Field label={th.auth.passwordConfirm}>
        <PasswordInput name={confirmName} autoComplete="new-password" value={confirm} onValue={onConfirm} />
      </Field>
    </>
  );
}
