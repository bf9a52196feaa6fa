// Log in with phone and password (page and box variants).
import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import Field from '../components/Field.tsx';
import FormError from '../components/FormError.tsx';
import { th } from '../i18n/th.ts';
import { useMounted } from '../lib/use-mounted.ts';
import { goTo } from '../lib/navigation.ts';
import { login } from '../stores/user.ts';

export default function LoginForm({ compact = false }: { compact?: boolean }) {
  const mounted = useMounted();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const result = await login({ username: phone.trim(), password });
      if (!result.ok) {
        setError(result.message);
        return;
      }
      toast.success(th.auth.loginSuccess);
      goTo('/');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : th.errors.generic);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className={`card border border-base-300 bg-base-100 ${compact ? '' : 'shadow-xl'}`} noValidate>
      {/* Disabled until hydrated, so nothing typed before React takes over is lost. */}
      <fieldset className="card-body gap-4 min-w-0" disabled={!mounted}>
        <h1 className="text-center text-2xl font-semibold">{th.auth.loginTitle}</h1>
        <Field label={th.auth.phone}>
          <input
            name="username"
            className="input w-full"
            inputMode="numeric"
            autoComplete="username"
            maxLength={10}
            placeholder={th.auth.phonePlaceholder}
            value={phone}
            onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
            required
          />
        </Field>
        <Field label={th.auth.password}>
          <input
            name="password"
            type="password"
            className="input w-full"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </Field>
        <FormError message={error} />
        <button type="submit" className="btn btn-primary w-full" disabled={busy || !phone || !password}>
          {busy ? th.auth.submitting : th.auth.submitLogin}
        </button>
        <div className="flex justify-between text-sm">
          <a href="/forgot" className="link link-hover text-base-content/70">
            {th.auth.forgot}
          </a>
          <span>
            {th.auth.noAccount}{' '}
            <a href="/register" className="link link-primary">
              {th.auth.submitRegister}
            </a>
          </span>
        </div>
        <p className="text-center text-xs text-base-content/50">{th.auth.demoHint}</p>
      </fieldset>
    </form>
  );
}
