// Password reset in two steps: prove who you are (phone + registered bank account), then set a
// new password with the short-lived reset token the platform hands back.
import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { requestPasswordReset, resetPassword } from '../api/auth.ts';
import Field from '../components/Field.tsx';
import FormError from '../components/FormError.tsx';
import { DigitsInput, PasswordInput, SubmitButton } from '../components/inputs.tsx';
import { th } from '../i18n/th.ts';
import { goTo } from '../lib/navigation.ts';
import { useMounted } from '../lib/use-mounted.ts';
import { useSubmit } from '../lib/use-submit.ts';

export default function ForgotPassword() {
  const mounted = useMounted();
  const [phone, setPhone] = useState('');
  const [bankAccount, setBankAccount] = useState('');
  const [token, setToken] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { error, setError, busy, run } = useSubmit();

  function verify(event: SubmitEvent) {
    event.preventDefault();
    void run(async () => setToken((await requestPasswordReset(phone, bankAccount)).reset_token));
  }

  function save(event: SubmitEvent) {
    event.preventDefault();
    if (password !== confirm) return setError(th.auth.passwordMismatch);
    void run(async () => {
      await resetPassword(token, password);
      toast.success(th.forgot.done);
      goTo('/login');
    });
  }

  return (
    <div className="card border border-base-300 bg-base-100 shadow-xl">
      {/* Disabled until hydrated, so nothing typed before React takes over is lost. */}
      <fieldset className="card-body min-w-0 gap-4" disabled={!mounted}>
        <h1 className="text-center text-2xl font-semibold">{th.forgot.title}</h1>
        <ul className="steps w-full text-xs">
          <li className="step step-primary">{th.forgot.step1}</li>
          <li className={`step ${token ? 'step-primary' : ''}`}>{th.forgot.step2}</li>
        </ul>
        {!token ? (
          <form onSubmit={verify} className="space-y-4" noValidate>
            <p className="text-sm text-base-content/70">{th.forgot.intro}</p>
            <Field label={th.auth.phone}>
              <DigitsInput name="phone" maxLength={10} value={phone} onValue={setPhone} />
            </Field>
            <Field label={th.auth.bankAccount}>
              <DigitsInput name="bank_account" maxLength={15} value={bankAccount} onValue={setBankAccount} />
            </Field>
            <FormError message={error} />
            <SubmitButton busy={busy} label={th.forgot.verify} disabled={!phone || !bankAccount} />
          </form>
        ) : (
          <form onSubmit={save} className="space-y-4" noValidate>
            <Field label={th.forgot.newPassword} hint={th.auth.passwordHint}>
              <PasswordInput name="new_password" autoComplete="new-password" value={password} onValue={setPassword} />
            </Field>
            <Field label={th.auth.passwordConfirm}>
              <PasswordInput name="confirm" autoComplete="new-password" value={confirm} onValue={setConfirm} />
            </Field>
            <FormError message={error} />
            <SubmitButton busy={busy} label={th.forgot.setPassword} disabled={!password} />
          </form>
        )}
        <a href="/login" className="link link-hover text-center text-sm text-base-content/70">
          {th.auth.haveAccount} {th.auth.submitLogin}
        </a>
      </fieldset>
    </div>
  );
}
