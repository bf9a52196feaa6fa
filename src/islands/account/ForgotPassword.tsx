// Password reset in two steps: ask for a one-time code by SMS with the phone alone, then set a new
// password with the code. The platform answers step 1 the same whether the phone is a member's or
// not, so the page never says which; the resend button counts down the cooldown it gives.
import { useState, type SubmitEvent } from 'react';
import { notify } from '../../lib/shell/notify.ts';
import { requestResetCode, resetPassword } from '../../api/account/auth.ts';
import { resetTooSoonSchema } from '../../contract/account/auth.ts';
import Field from '../shell/ui/Field.tsx';
import NewPasswordFields from '../shell/ui/NewPasswordFields.tsx';
import FormError from '../shell/ui/FormError.tsx';
import { DigitsInput, OneTimeCodeInput, SubmitButton } from '../shell/ui/inputs.tsx';
import { th } from '../../i18n/th.ts';
import { goTo } from '../../lib/shell/navigation.ts';
import { useCountdown } from '../../hooks/use-countdown.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import { useSubmit } from '../../hooks/use-submit.ts';

/** 0812345678 -> 081-234-5678, as the member reads their own number. */
const spaced = (phone: string) => (phone.length === 10 ? `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}` : phone);

interface Sent {
  phone: string;
  message: string;
  validMinutes?: number;
}

export default function ForgotPassword() {
  const mounted = useMounted();
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [resendIn, startCountdown] = useCountdown();
  const { error, setError, busy, run } = useSubmit();

  /** Asks for a code; a request that came too soon still leads to the code form (one was sent lately). */
  async function askForCode(to: string): Promise<boolean> {
    const answer = await requestResetCode(to);
    if (answer.error === 0 && answer.data) {
      startCountdown(answer.data.resend_after_seconds);
      setSent({ phone: to, message: answer.message, validMinutes: answer.data.expires_in_minutes });
      return true;
    }
    const tooSoon = resetTooSoonSchema.safeParse(answer.refusal);
    if (tooSoon.success) {
      startCountdown(tooSoon.data.resend_after_seconds);
      setSent((current) => current ?? { phone: to, message: answer.message });
      return false;
    }
    setError(answer.message);
    return false;
  }

  function sendCode(event: SubmitEvent) {
    event.preventDefault();
    void run(async () => {
      await askForCode(phone);
    });
  }

  function resend() {
    if (!sent) return;
    void run(async () => {
      if (await askForCode(sent.phone)) {
        setCode('');
        notify.success(th.forgot.resent);
      }
    });
  }

  function save(event: SubmitEvent) {
    event.preventDefault();
    if (!sent) return;
    if (password !== confirm) return setError(th.auth.passwordMismatch);
    void run(async () => {
      await resetPassword(sent.phone, code, password);
      notify.success(th.forgot.done);
      goTo('/login');
    });
  }

  function changePhone() {
    setSent(null);
    setCode('');
    setError('');
  }

  return (
    <div className="card border border-base-300 bg-base-100 shadow-xl">
      {/* Disabled until hydrated, so nothing typed before React takes over is lost. */}
      <fieldset className="card-body min-w-0 gap-4" disabled={!mounted}>
        <h1 className="text-center text-2xl font-semibold">{th.forgot.title}</h1>
        <ul className="stepper text-xs">
          <li className="done">{th.forgot.step1}</li>
          <li className={sent ? 'done' : undefined}>{th.forgot.step2}</li>
        </ul>
        {!sent ? (
          <form onSubmit={sendCode} className="space-y-4" noValidate>
            <p className="text-sm text-base-content/70">{th.forgot.intro}</p>
            <Field label={th.auth.phone}>
              <DigitsInput
                name="phone"
                autoComplete="tel-national"
                maxLength={10}
                placeholder={th.auth.phonePlaceholder}
                value={phone}
                onValue={setPhone}
              />
            </Field>
            <FormError message={error} />
            <SubmitButton busy={busy} label={th.forgot.sendCode} disabled={phone.length !== 10} />
          </form>
        ) : (
          <form onSubmit={save} className="space-y-4" noValidate>
            <div role="status" className="rounded-box bg-base-200 p-3 text-sm" data-testid="reset-sent">
              <p>{sent.message}</p>
              <p className="mt-1 text-base-content/70">
                {th.forgot.sentTo(spaced(sent.phone))}
                {sent.validMinutes ? ` · ${th.forgot.validFor(sent.validMinutes)}` : ''}
              </p>
            </div>
            <Field label={th.forgot.code}>
              <OneTimeCodeInput className="text-center text-lg tabular-nums" value={code} onValue={setCode} />
            </Field>
            <NewPasswordFields
              label={th.forgot.newPassword}
              password={password}
              onPassword={setPassword}
              confirm={confirm}
              onConfirm={setConfirm}
              confirmName="confirm"
            />
            <FormError message={error} />
            <SubmitButton busy={busy} label={th.forgot.setPassword} disabled={code.length !== 6 || !password} />
            <div className="flex items-center justify-between gap-2 text-sm">
              <button type="button" className="btn btn-ghost btn-sm px-1" onClick={changePhone}>
                {th.forgot.changePhone}
              </button>
              <button
                type="button"
                className="btn btn-outline btn-sm min-w-36 tabular-nums"
                onClick={resend}
                disabled={busy || resendIn > 0}
                data-testid="reset-resend"
              >
                {resendIn > 0 ? th.forgot.resendIn(resendIn) : th.forgot.resend}
              </button>
            </div>
          </form>
        )}
        <a href="/login" className="link link-hover text-center text-sm text-base-content/70">
          {th.auth.haveAccount} {th.auth.submitLogin}
        </a>
      </fieldset>
    </div>
  );
}
