// Password reset in two steps: prove who you are (phone + registered bank account), then set a
// new password with the short-lived reset token the platform hands back.
import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { requestPasswordReset, resetPassword } from '../api/auth.ts';
import Field from '../components/Field.tsx';
import FormError from '../components/FormError.tsx';
import { th } from '../i18n/th.ts';
import { useMounted } from '../lib/use-mounted.ts';
import { goTo } from '../lib/navigation.ts';

export default function ForgotPassword() {
  const mounted = useMounted();
  const [phone, setPhone] = useState('');
  const [bankAccount, setBankAccount] = useState('');
  const [token, setToken] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : th.errors.generic);
    } finally {
      setBusy(false);
    }
  }

  const verify = (event: SubmitEvent) => {
    event.preventDefault();
    void run(async () => setToken((await requestPasswordReset(phone, bankAccount)).reset_token));
  };

  const save = (event: SubmitEvent) => {
    event.preventDefault();
    if (password !== confirm) return setError(th.auth.passwordMismatch);
    void run(async () => {
      await resetPassword(token, password);
      toast.success(th.forgot.done);
      goTo('/login');
    });
  };

  return (
    <div className="card border border-base-300 bg-base-100 shadow-xl">
      {/* Disabled until hydrated, so nothing typed before React takes over is lost. */}
      <fieldset className="card-body gap-4 min-w-0" disabled={!mounted}>
        <h1 className="text-center text-2xl font-semibold">{th.forgot.title}</h1>
        <ul className="steps w-full text-xs">
          <li className="step step-primary">{th.forgot.step1}</li>
          <li className={`step ${token ? 'step-primary' : ''}`}>{th.forgot.step2}</li>
        </ul>
        {!token ? (
          <form onSubmit={verify} className="space-y-4" noValidate>
            <p className="text-sm text-base-content/70">{th.forgot.intro}</p>
            <Field label={th.auth.phone}>
              <input
                name="phone"
                className="input w-full"
                inputMode="numeric"
                maxLength={10}
                value={phone}
                onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
              />
            </Field>
            <Field label={th.auth.bankAccount}>
              <input
                name="bank_account"
                className="input w-full"
                inputMode="numeric"
                maxLength={15}
                value={bankAccount}
                onChange={(e) => setBankAccount(e.target.value.replace(/\D/g, ''))}
              />
            </Field>
            <FormError message={error} />
            <button type="submit" className="btn btn-primary w-full" disabled={busy || !phone || !bankAccount}>
              {busy ? th.auth.submitting : th.forgot.verify}
            </button>
          </form>
        ) : (
          <form onSubmit={save} className="space-y-4" noValidate>
            <Field label={th.forgot.newPassword} hint={th.auth.passwordHint}>
              <input
                name="new_password"
                type="password"
                className="input w-full"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field>
            <Field label={th.auth.passwordConfirm}>
              <input
                name="confirm"
                type="password"
                className="input w-full"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
            </Field>
            <FormError message={error} />
            <button type="submit" className="btn btn-primary w-full" disabled={busy || !password}>
              {busy ? th.auth.submitting : th.forgot.setPassword}
            </button>
          </form>
        )}
        <a href="/login" className="link link-hover text-center text-sm text-base-content/70">
          {th.auth.haveAccount} {th.auth.submitLogin}
        </a>
      </fieldset>
    </div>
  );
}
