// Log in with phone and password (page and box variants). A login asked for on the way to a
// member page (`next`, already checked to be a path of ours) continues there afterwards.
import { useState, type SubmitEvent } from 'react';
import { notify } from '../../lib/shell/notify.ts';
import Field from '../shell/ui/Field.tsx';
import FormError from '../shell/ui/FormError.tsx';
import { DigitsInput, PasswordInput, SubmitButton } from '../shell/ui/inputs.tsx';
import { th } from '../../i18n/th.ts';
import { goTo } from '../../lib/shell/navigation.ts';
import { withReturnPath } from '../../lib/account/return-path.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { login } from '../../stores/account/user.ts';
import { withdrawRemaining } from '../../api/account/responsible.ts';

export default function LoginForm({ compact = false, next = null }: { compact?: boolean; next?: string | null }) {
  const mounted = useMounted();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const { error, setError, busy, run } = useSubmit();
  // Log-in refused during a break (responsible play): the member may still take out what is left.
  const [onBreak, setOnBreak] = useState(false);
  const [withdrawn, setWithdrawn] = useState<string | null>(null);

  function submit(event: SubmitEvent) {
    event.preventDefault();
    void run(async () => {
      const result = await login({ username: phone.trim(), password });
      setOnBreak(result.onBreak);
      setWithdrawn(null);
      if (!result.ok) return setError(result.message);
      notify.success(th.auth.loginSuccess);
      goTo(next ?? '/');
    });
  }

  function withdrawWhatIsLeft() {
    void run(async () => {
      const answer = await withdrawRemaining({ username: phone.trim(), password });
      if (answer.error !== 0) return setError(answer.message);
      setWithdrawn(answer.message);
    });
  }

  return (
    <form onSubmit={submit} className={`card border border-base-300 bg-base-100 ${compact ? '' : 'shadow-xl'}`} noValidate>
      {/* Disabled until hydrated, so nothing typed before React takes over is lost. */}
      <fieldset className="card-body min-w-0 gap-4" disabled={!mounted}>
        <h1 className="text-center text-2xl font-semibold">{th.auth.loginTitle}</h1>
        {next ? (
          <p className="alert alert-info alert-soft text-sm" data-testid="login-to-continue">
            {th.auth.loginToContinue}
          </p>
        ) : null}
        <Field label={th.auth.phone}>
          <DigitsInput
            name="username"
            autoComplete="username"
            maxLength={10}
            placeholder={th.auth.phonePlaceholder}
            value={phone}
            onValue={setPhone}
          />
        </Field>
        <Field label={th.auth.password}>
          <PasswordInput name="password" autoComplete="current-password" value={password} onValue={setPassword} />
        </Field>
        <FormError message={error} />
        <SubmitButton busy={busy} label={th.auth.submitLogin} disabled={!phone || !password} />
        {onBreak ? (
          <div className="flex flex-col gap-2" data-testid="break-withdraw">
            <p className="text-sm text-base-content/70">{th.auth.onBreakWithdrawNote}</p>
            {withdrawn ? (
              <p role="status" className="alert alert-success alert-soft text-sm">
                {withdrawn}
              </p>
            ) : (
              <button type="button" className="btn btn-outline" disabled={busy || !phone || !password} onClick={withdrawWhatIsLeft}>
                {th.auth.onBreakWithdraw}
              </button>
            )}
          </div>
        ) : null}
        <div className="flex justify-between text-sm">
          <a href="/forgot" className="link link-hover text-base-content/70">
            {th.auth.forgot}
          </a>
          <span>
            {th.auth.noAccount}{' '}
            <a href={withReturnPath('/register', next)} className="link link-primary">
              {th.auth.submitRegister}
            </a>
          </span>
        </div>
        <p className="text-center text-xs text-base-content/50">{th.auth.demoHint}</p>
      </fieldset>
    </form>
  );
}
