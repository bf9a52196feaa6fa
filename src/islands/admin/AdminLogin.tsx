// The staff log-in's two steps on one card: name and password, then the app's 6-digit code (or a
// recovery code). The challenge between them lives only in this component; the session comes back
// as an httpOnly cookie set by the API door.
import { useState, type SubmitEvent } from 'react';
import { logIn, logInCode } from '../../api/admin/admin-staff.ts';
import { logInTh as t } from '../../i18n/admin/admin-staff.ts';
import { useStaffForm } from './use-staff-form.ts';
import { FormError, TextField } from './fields.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';

interface Props {
  /** A back-office page to go to afterwards (checked on the server). */
  next: string;
}

export default function AdminLogin({ next }: Props) {
  const [challenge, setChallenge] = useState<string | null>(null);
  const { busy, error, fields, send, setError } = useStaffForm();

  async function submitPassword(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const answer = await send(() => logIn({ name: form.get('name'), password: form.get('password') }));
    if (answer.ok) setChallenge(answer.data.challenge);
  }

  async function submitCode(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const answer = await send(() => logInCode({ challenge, code: form.get('code') }), true);
    if (answer.ok) return location.assign(next);
    // The second step has ended (five minutes, or a lock): back to the password.
    if (answer.error === 6004) setChallenge(null);
  }

  // The form waits for its island: sent before, it would be a plain GET with the password in the address.
  return (
    <Hydrated>
      <div className="card bg-base-100 p-5 shadow">
        <h1 className="mb-4 text-xl font-semibold">{t.title}</h1>
        {challenge === null ? (
          <form onSubmit={submitPassword} noValidate className="flex flex-col gap-3">
            <TextField name="name" label={t.name} autoComplete="username" error={fields.name} autoCapitalize="none" />
            <TextField name="password" label={t.password} type="password" autoComplete="current-password" error={fields.password} />
            <FormError message={error} />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t.next}
            </button>
          </form>
        ) : (
          <form onSubmit={submitCode} noValidate className="flex flex-col gap-3">
            <p className="text-sm opacity-80">{t.codeIntro}</p>
            <TextField
              name="code"
              label={t.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              error={fields.code}
              autoFocus
              autoCapitalize="characters"
            />
            <FormError message={error} />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t.logIn}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => (setChallenge(null), setError(''))}>
              {t.back}
            </button>
          </form>
        )}
      </div>
    </Hydrated>
  );
}
