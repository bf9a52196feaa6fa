// The owner's staff desk: the list (role, enrolled, disabled, last seen), the invite form (its
// enrolment link shown once, to copy and send), a role per row, a new link, and disabling with a
// reason. Each change reloads the list from the platform, which checked it.
import { useState, type SubmitEvent } from 'react';
import type { StaffRow } from '../../contract/admin/admin-staff.ts';
import { ROLE_NAMES, STAFF_ROLES, type StaffRole } from '../../contract/admin/staff.ts';
import { formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import { changeRole, disableStaff, getStaff, inviteStaff, relinkStaff } from '../../api/admin/admin-staff.ts';
import { staffDeskTh as t } from '../../i18n/admin/admin-staff.ts';
import { FormError, TextField } from './fields.tsx';
import Hydrated from '../shell/ui/Hydrated.tsx';

interface Props {
  rows: StaffRow[];
  /** The owner looking: their own row cannot be changed here. */
  me: number;
}

interface Link {
  name: string;
  url: string;
  expires: string;
}

export default function StaffDesk({ rows: first, me }: Props) {
  const [rows, setRows] = useState(first);
  const [link, setLink] = useState<Link | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  /** The row whose disabling asks for its reason. */
  const [disabling, setDisabling] = useState<number | null>(null);

  async function reload() {
    const answer = await getStaff();
    if (answer.ok) setRows(answer.data);
  }

  function told(answer: { ok: boolean; message: string; fields?: Record<string, string> }): boolean {
    // A field's own message is told beside it, not twice.
    setError(answer.ok || answer.fields ? '' : answer.message);
    setNotice(answer.ok ? answer.message : '');
    setFields(answer.ok ? {} : (answer.fields ?? {}));
    return answer.ok;
  }

  async function invite(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setBusy(true);
    const answer = await inviteStaff({ name: form.get('name'), role: form.get('role') });
    setBusy(false);
    if (!told(answer) || !answer.ok) return;
    setLink({
      name: answer.data.name,
      url: new URL(answer.data.path, location.origin).href,
      expires: formatThaiDateTime(answer.data.expires_at),
    });
    formElement.reset();
    await reload();
  }

  async function pickRole(row: StaffRow, role: StaffRole) {
    if (role === row.role) return;
    if (told(await changeRole({ staff_id: row.id, role }))) await reload();
    else await reload();
  }

  async function disable(event: SubmitEvent<HTMLFormElement>, row: StaffRow) {
    event.preventDefault();
    const reason = new FormData(event.currentTarget).get('reason');
    if (!told(await disableStaff({ staff_id: row.id, reason }))) return;
    setDisabling(null);
    await reload();
  }

  async function relink(row: StaffRow) {
    if (!confirm(t.relinkAsk(row.name))) return;
    const answer = await relinkStaff({ staff_id: row.id });
    if (!told(answer) || !answer.ok) return;
    setLink({
      name: answer.data.name,
      url: new URL(answer.data.path, location.origin).href,
      expires: formatThaiDateTime(answer.data.expires_at),
    });
    await reload();
  }

  // The desk waits for its island: an invitation sent before would be a plain GET of this page.
  return (
    <Hydrated>
      <div className="flex flex-col gap-6">
        <section className="card bg-base-100 p-4" aria-labelledby="invite-title">
          <h2 id="invite-title" className="mb-3 text-lg font-semibold">
            {t.invite}
          </h2>
          <form onSubmit={invite} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <TextField name="name" label={t.name} autoCapitalize="none" autoComplete="off" error={fields.name} />
            </div>
            <div className="flex flex-col gap-1">
              <label className="text-sm" htmlFor="invite-role">
                {t.role}
              </label>
              <select id="invite-role" name="role" className="select w-full sm:w-48" defaultValue="cashier">
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_NAMES[role]}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t.createLink}
            </button>
          </form>
          {link && (
            <div className="alert alert-info mt-3 flex flex-col items-start gap-1 text-sm" role="status">
              <span>
                {t.linkOf} <strong>{link.name}</strong> {t.linkNote(link.expires)}
              </span>
              <code className="break-all" data-testid="enrol-link">
                {link.url}
              </code>
              <button type="button" className="btn btn-sm" onClick={() => void navigator.clipboard?.writeText(link.url)}>
                {t.copyLink}
              </button>
            </div>
          )}
        </section>
        <FormError message={error} />
        {notice && (
          <p role="status" className="alert alert-success text-sm">
            {notice}
          </p>
        )}
        <section aria-labelledby="staff-title">
          <h2 id="staff-title" className="mb-3 text-lg font-semibold">
            {t.everyone}
          </h2>
          <ul className="flex flex-col gap-2" data-testid="staff-list">
            {rows.map((row) => (
              <li key={row.id} className={`card p-3 ${row.disabled ? 'bg-base-200' : 'bg-base-100'}`} data-staff={row.name}>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{row.name}</span>
                  {row.disabled ? (
                    <span className="badge badge-neutral">{t.disabled}</span>
                  ) : row.enrolled ? (
                    <span className="badge badge-success">{t.active}</span>
                  ) : (
                    <span className="badge badge-warning">{t.waiting}</span>
                  )}
                  <span className="text-sm opacity-70">
                    {row.last_seen_at ? t.lastSeen(formatThaiDateTime(row.last_seen_at)) : t.neverSeen}
                  </span>
                </div>
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  {row.id === me || row.disabled ? (
                    <span className="text-sm">{ROLE_NAMES[row.role]}</span>
                  ) : (
                    <>
                      <select
                        className="select select-sm w-44"
                        aria-label={t.roleOf(row.name)}
                        value={row.role}
                        onChange={(event) => void pickRole(row, event.target.value as StaffRole)}
                      >
                        {STAFF_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {ROLE_NAMES[role]}
                          </option>
                        ))}
                      </select>
                      <button type="button" className="btn btn-sm" onClick={() => void relink(row)}>
                        {t.relink}
                      </button>
                      <button type="button" className="btn btn-sm btn-error btn-outline" onClick={() => setDisabling(row.id)}>
                        {t.disable}
                      </button>
                    </>
                  )}
                </div>
                {disabling === row.id && (
                  <form
                    onSubmit={(event) => void disable(event, row)}
                    noValidate
                    className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
                  >
                    <div className="flex-1">
                      <TextField name="reason" label={t.disableReason(row.name)} error={fields.reason} autoFocus />
                    </div>
                    <button type="submit" className="btn btn-error btn-sm">
                      {t.disableConfirm}
                    </button>
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDisabling(null)}>
                      {t.cancel}
                    </button>
                  </form>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Hydrated>
  );
}
