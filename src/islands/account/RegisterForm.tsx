// Register a member: phone (confirmed with a code it gets by SMS), password, name, bank account,
// birth date (the operator's minimum age), referral.
// The platform's rules decide what is valid; every field it refuses shows its own message at once,
// under that field. A registration asked for on the way to a member page continues there.
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { notify } from '../../lib/shell/notify.ts';
import { checkAccount, codeWaitSeconds, registrationRuleErrors, requestPhoneCode, type FieldErrors } from '../../api/account/auth.ts';
import { THAI_MOBILE } from '../../contract/account/auth.ts';
import type { Bank } from '../../contract/money/banks.ts';
import Field from '../shell/ui/Field.tsx';
import FormError from '../shell/ui/FormError.tsx';
import ThaiDatePicker from '../shell/ui/ThaiDatePicker.tsx';
import { BankSelect, DigitsInput, OneTimeCodeInput, PasswordInput, SubmitButton, TextInput } from '../shell/ui/inputs.tsx';
import { th } from '../../i18n/th.ts';
import { goTo } from '../../lib/shell/navigation.ts';
import { withReturnPath } from '../../lib/account/return-path.ts';
import { useCountdown } from '../../hooks/use-countdown.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import { useSubmit } from '../../hooks/use-submit.ts';
import { register } from '../../stores/account/user.ts';

/** The latest birth date of someone who is `minAge` today, as YYYY-MM-DD. */
function latestBirthDate(minAge: number): string {
  const today = new Date();
  return new Date(Date.UTC(today.getFullYear() - minAge, today.getMonth(), today.getDate())).toISOString().slice(0, 10);
}

/** 0812345678 -> 081-234-5678, as the member reads their own number. */
const spaced = (phone: string) => `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;

const EMPTY = {
  phone: '',
  phone_code: '',
  password: '',
  confirm: '',
  full_name: '',
  bank_code: '',
  bank_account: '',
  birth_date: '',
  ref_code: '',
};
type FormField = keyof typeof EMPTY;

export default function RegisterForm({
  banks,
  minAge,
  compact = false,
  next = null,
}: {
  banks: readonly Bank[];
  /** The operator's minimum age (agent configuration). */
  minAge: number;
  compact?: boolean;
  next?: string | null;
}) {
  const mounted = useMounted();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState(EMPTY);
  // A referral link (/register?ref=CODE) fills the code and keeps it: the friend who shared it gets the credit.
  const [refFromLink, setRefFromLink] = useState(false);
  const [phoneState, setPhoneState] = useState<'unknown' | 'free' | 'taken'>('unknown');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors & { confirm?: string }>({});
  const [attempt, setAttempt] = useState(0);
  /** What was said when the code went out; cleared when the phone changes. */
  const [codeSent, setCodeSent] = useState('');
  const [resendIn, startCountdown] = useCountdown();
  const { error, setError, busy, run } = useSubmit();

  // After a refused submit, take the member to the first field to fix.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  useEffect(() => {
    const ref = new URLSearchParams(location.search).get('ref');
    if (!ref) return;
    setForm((f) => ({ ...f, ref_code: ref }));
    setRefFromLink(true);
  }, []);

  /** Typing in a field clears what was said about it. */
  const set = (key: FormField) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setFieldErrors((errors) => (errors[key] ? { ...errors, [key]: undefined } : errors));
  };

  function refuse(fields: FieldErrors & { confirm?: string }, message: string) {
    setFieldErrors(fields);
    setError(Object.values(fields).some(Boolean) ? th.auth.fixFields : message);
    setAttempt((n) => n + 1);
  }

  async function checkPhone() {
    if (!THAI_MOBILE.test(form.phone)) return setPhoneState('unknown');
    try {
      setPhoneState((await checkAccount(form.phone)).taken ? 'taken' : 'free');
    } catch {
      setPhoneState('unknown');
    }
  }

  /** Sends the phone its code; a request that came too soon waits out the time it was told. */
  function sendCode() {
    void run(async () => {
      const answer = await requestPhoneCode(form.phone);
      if (answer.error === 0 && answer.data) {
        startCountdown(answer.data.resend_after_seconds);
        setCodeSent(th.auth.phoneCodeSent(spaced(form.phone), answer.data.expires_in_minutes));
        setFieldErrors((errors) => ({ ...errors, phone: undefined, phone_code: undefined }));
        formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
        return;
      }
      const wait = codeWaitSeconds(answer.refusal);
      if (wait !== null) startCountdown(wait);
      setFieldErrors((errors) => ({ ...errors, phone: answer.message }));
    });
  }

  function submit(event: SubmitEvent) {
    event.preventDefault();
    const { confirm: _confirm, ref_code, ...fields } = form;
    // The one rule the platform cannot check: it never sees the confirmation. The registration is
    // not sent then, so everything else the form can know is said with it.
    if (form.password !== form.confirm) {
      const known: FieldErrors & { confirm?: string } = {
        ...registrationRuleErrors({ ...fields, ref_code }),
        confirm: th.auth.passwordMismatch,
      };
      if (!known.phone && phoneState === 'taken') known.phone = th.auth.phoneRegistered;
      if (!known.birth_date && form.birth_date > latestBirthDate(minAge)) known.birth_date = th.auth.underAge(minAge);
      return refuse(known, th.auth.passwordMismatch);
    }
    void run(async () => {
      setFieldErrors({});
      const result = await register({
        ...fields,
        full_name: fields.full_name.trim(),
        ...(ref_code.trim() ? { ref_code: ref_code.trim() } : {}),
      });
      if (!result.ok) return refuse(result.fields, result.message);
      notify.success(th.auth.registerSuccess);
      goTo(next ?? '/');
    });
  }

  const phoneHint =
    phoneState === 'taken' ? (
      <span className="text-error">{th.auth.phoneTaken}</span>
    ) : phoneState === 'free' ? (
      <span className="text-success">{th.auth.phoneFree}</span>
    ) : undefined;

  return (
    <form ref={formRef} onSubmit={submit} className={`card border border-base-300 bg-base-100 ${compact ? '' : 'shadow-xl'}`} noValidate>
      {/* Disabled until hydrated, so nothing typed before React takes over is lost. */}
      <fieldset className="card-body min-w-0 gap-3" disabled={!mounted}>
        <h1 className="text-center text-2xl font-semibold">{th.auth.registerTitle}</h1>
        <Field label={th.auth.phone} hint={phoneHint} error={fieldErrors.phone}>
          <DigitsInput
            name="phone"
            className={phoneState === 'taken' ? 'input-error' : ''}
            autoComplete="tel"
            maxLength={10}
            placeholder={th.auth.phonePlaceholder}
            value={form.phone}
            onValue={(value) => {
              set('phone')(value);
              setPhoneState('unknown');
              setCodeSent('');
            }}
            onBlur={() => void checkPhone()}
          />
        </Field>
        <div>
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <Field label={th.auth.phoneCode} error={fieldErrors.phone_code}>
                <OneTimeCodeInput className="tabular-nums" value={form.phone_code} onValue={set('phone_code')} />
              </Field>
            </div>
            {/* Beside the code, under its label's line: the code is what the button brings. */}
            <button
              type="button"
              className="btn btn-outline mt-6 shrink-0 tabular-nums"
              onClick={sendCode}
              disabled={busy || resendIn > 0 || !THAI_MOBILE.test(form.phone) || phoneState === 'taken'}
              data-testid="phone-code-send"
            >
              {resendIn > 0 ? th.forgot.resendIn(resendIn) : codeSent ? th.forgot.resend : th.auth.phoneCodeSend}
            </button>
          </div>
          {/* Under the code and its button: the row is too narrow beside the button on a phone. */}
          <p className="mt-1 text-xs text-base-content/50" aria-live="polite">
            {codeSent || th.auth.phoneCodeHint}
          </p>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={th.auth.password} hint={th.auth.passwordHint} error={fieldErrors.password}>
            <PasswordInput name="password" autoComplete="new-password" value={form.password} onValue={set('password')} />
          </Field>
          <Field label={th.auth.passwordConfirm} error={fieldErrors.confirm}>
            <PasswordInput name="confirm" autoComplete="new-password" value={form.confirm} onValue={set('confirm')} />
          </Field>
        </div>
        <Field label={th.auth.fullName} error={fieldErrors.full_name}>
          <TextInput name="full_name" autoComplete="name" maxLength={100} value={form.full_name} onValue={set('full_name')} />
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={th.auth.bank} error={fieldErrors.bank_code}>
            <BankSelect name="bank_code" value={form.bank_code} onValue={set('bank_code')} banks={banks} />
          </Field>
          <Field label={th.auth.bankAccount} error={fieldErrors.bank_account}>
            <DigitsInput name="bank_account" maxLength={15} value={form.bank_account} onValue={set('bank_account')} />
          </Field>
        </div>
        <Field label={th.auth.birthDate} hint={th.auth.ageNote(minAge)} error={fieldErrors.birth_date}>
          <ThaiDatePicker
            label={th.auth.birthDate}
            name="birth_date"
            max={latestBirthDate(minAge)}
            value={form.birth_date}
            onValue={set('birth_date')}
          />
        </Field>
        <Field label={th.auth.refCode} error={fieldErrors.ref_code}>
          <TextInput
            name="ref_code"
            autoComplete="off"
            maxLength={20}
            value={form.ref_code}
            onValue={set('ref_code')}
            readOnly={refFromLink}
          />
        </Field>
        <FormError message={error} />
        <SubmitButton busy={busy} label={th.auth.submitRegister} />
        <p className="text-center text-sm">
          {th.auth.haveAccount}{' '}
          <a href={withReturnPath('/login', next)} className="link link-primary">
            {th.auth.submitLogin}
          </a>
        </p>
      </fieldset>
    </form>
  );
}
