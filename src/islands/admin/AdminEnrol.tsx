// The enrolment form: a password (twice) and the app's first code; then the ten recovery codes,
// shown this once, before the member of staff goes on to the back office (the session is open).
// The page's steps, QR and secret come as children and go once the code is accepted: the secret
// stays no longer on a screen someone may look at.
import { useState, type ReactNode, type SubmitEvent } from 'react';
import { enrol } from '../../api/admin/admin-staff.ts';
import { enrolTh as t } from '../../i18n/admin/admin-staff.ts';
import { useStaffForm } from './use-staff-form.ts';
import { FormError, TextField } from './fields.tsx';
import { useMounted } from '../../hooks/use-mounted.ts';

export default function AdminEnrol({ token, children }: { token: string; children?: ReactNode }) {
  const { busy, error, fields, send, setError, setFields } = useStaffForm();
  // Off until hydrated: a tap before React takes over would post the form natively and spend the link.
  const ready = useMounted();
  const [codes, setCodes] = useState<string[] | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (form.get('password') !== form.get('again')) {
      setFields({ again: t.mismatch });
      setError('');
      return;
    }
    const answer = await send(() => enrol({ token, password: form.get('password'), code: form.get('code') }));
    if (answer.ok) setCodes(answer.data.recovery_codes);
  }

  if (codes) {
    return (
      <section aria-labelledby="recovery-title" className="flex flex-col gap-3">
        <h2 id="recovery-title" className="text-lg font-semibold text-success">
          {t.done}
        </h2>
        <p className="text-sm">
          {t.recoveryBefore} <strong>{t.recoveryOnce}</strong> {t.recoveryAfter}
        </p>
        <ul className="bg-base-200 grid grid-cols-2 gap-2 rounded-box p-3 font-mono" data-testid="recovery-codes">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <a href="/admin" className="btn btn-primary">
          {t.recoveryKept}
        </a>
      </section>
    );
  }

  return (
    <>
      {children}
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField name="password" label={t.password} type="password" autoComplete="new-password" error={fields.password} />
        <TextField name="again" label={t.again} type="password" autoComplete="new-password" error={fields.again} />
        <TextField name="code" label={t.code} inputMode="numeric" autoComplete="one-time-code" maxLength={6} error={fields.code} />
        <FormError message={error} />
        <button type="submit" className="btn btn-primary" disabled={busy || !ready}>
          {t.submit}
        </button>
      </form>
    </>
  );
}
