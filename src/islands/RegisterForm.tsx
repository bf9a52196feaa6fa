// Register a member: phone, password, name, bank account, birth date (20 or older), referral.
import { useEffect, useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { checkAccount } from '../api/auth.ts';
import Field from '../components/Field.tsx';
import FormError from '../components/FormError.tsx';
import { th } from '../i18n/th.ts';
import { useMounted } from '../lib/use-mounted.ts';
import { BANKS } from '../lib/banks.ts';
import { goTo } from '../lib/navigation.ts';
import { register } from '../stores/user.ts';

/** The latest birth date of someone who is 20 today, as YYYY-MM-DD. */
function latestBirthDate(): string {
  const today = new Date();
  return new Date(Date.UTC(today.getFullYear() - 20, today.getMonth(), today.getDate())).toISOString().slice(0, 10);
}

export default function RegisterForm({ compact = false }: { compact?: boolean }) {
  const mounted = useMounted();
  const [form, setForm] = useState({
    phone: '',
    password: '',
    confirm: '',
    full_name: '',
    bank_code: '',
    bank_account: '',
    birth_date: '',
    ref_code: '',
  });
  const [phoneState, setPhoneState] = useState<'unknown' | 'free' | 'taken'>('unknown');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const ref = new URLSearchParams(location.search).get('ref');
    if (ref) setForm((f) => ({ ...f, ref_code: ref }));
  }, []);

  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function checkPhone() {
    if (!/^0\d{9}$/.test(form.phone)) return setPhoneState('unknown');
    try {
      setPhoneState((await checkAccount(form.phone)).taken ? 'taken' : 'free');
    } catch {
      setPhoneState('unknown');
    }
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setError('');
    if (form.password !== form.confirm) return setError(th.auth.passwordMismatch);
    setBusy(true);
    try {
      const { confirm: _confirm, ref_code, ...fields } = form;
      const result = await register({
        ...fields,
        full_name: fields.full_name.trim(),
        ...(ref_code.trim() ? { ref_code: ref_code.trim() } : {}),
      });
      if (!result.ok) return setError(result.message);
      toast.success(th.auth.registerSuccess);
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
      <fieldset className="card-body gap-3 min-w-0" disabled={!mounted}>
        <h1 className="text-center text-2xl font-semibold">{th.auth.registerTitle}</h1>
        <Field
          label={th.auth.phone}
          hint={
            phoneState === 'taken' ? (
              <span className="text-error">{th.auth.phoneTaken}</span>
            ) : phoneState === 'free' ? (
              <span className="text-success">{th.auth.phoneFree}</span>
            ) : undefined
          }
        >
          <input
            name="phone"
            className={`input w-full ${phoneState === 'taken' ? 'input-error' : ''}`}
            inputMode="numeric"
            autoComplete="tel"
            maxLength={10}
            placeholder={th.auth.phonePlaceholder}
            value={form.phone}
            onChange={(e) => {
              set('phone')(e.target.value.replace(/\D/g, ''));
              setPhoneState('unknown');
            }}
            onBlur={() => void checkPhone()}
          />
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={th.auth.password} hint={th.auth.passwordHint}>
            <input
              name="password"
              type="password"
              className="input w-full"
              autoComplete="new-password"
              value={form.password}
              onChange={(e) => set('password')(e.target.value)}
            />
          </Field>
          <Field label={th.auth.passwordConfirm}>
            <input
              name="confirm"
              type="password"
              className="input w-full"
              autoComplete="new-password"
              value={form.confirm}
              onChange={(e) => set('confirm')(e.target.value)}
            />
          </Field>
        </div>
        <Field label={th.auth.fullName}>
          <input
            name="full_name"
            className="input w-full"
            autoComplete="name"
            maxLength={100}
            value={form.full_name}
            onChange={(e) => set('full_name')(e.target.value)}
          />
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={th.auth.bank}>
            <select name="bank_code" className="select w-full" value={form.bank_code} onChange={(e) => set('bank_code')(e.target.value)}>
              <option value="">{th.auth.chooseBank}</option>
              {BANKS.map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label={th.auth.bankAccount}>
            <input
              name="bank_account"
              className="input w-full"
              inputMode="numeric"
              maxLength={15}
              value={form.bank_account}
              onChange={(e) => set('bank_account')(e.target.value.replace(/\D/g, ''))}
            />
          </Field>
        </div>
        <Field label={th.auth.birthDate} hint={th.auth.ageNote}>
          <input
            name="birth_date"
            type="date"
            className="input w-full"
            max={latestBirthDate()}
            value={form.birth_date}
            onChange={(e) => set('birth_date')(e.target.value)}
          />
        </Field>
        <Field label={th.auth.refCode}>
          <input
            name="ref_code"
            className="input w-full"
            autoComplete="off"
            maxLength={20}
            value={form.ref_code}
            onChange={(e) => set('ref_code')(e.target.value)}
          />
        </Field>
        <FormError message={error} />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {busy ? th.auth.submitting : th.auth.submitRegister}
        </button>
        <p className="text-center text-sm">
          {th.auth.haveAccount}{' '}
          <a href="/login" className="link link-primary">
            {th.auth.submitLogin}
          </a>
        </p>
      </fieldset>
    </form>
  );
}
