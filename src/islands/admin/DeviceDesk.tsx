// The device desk: the phones forwarding the agent accounts' bank texts (account watched, app,
// state, when each last sent), adding one (the address and the secret shown once, with their QR
// drawn by the server), pausing, resuming and revoking. Each change reloads the list from the
// platform, which checked it and wrote its audit row.
import { useState, type SubmitEvent } from 'react';
import { DEVICE_FORWARDERS, type DeviceDesk as Desk, type DeviceRow } from '../../contract/admin/admin-devices.ts';
import { formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import { addDevice, changeDevice, getDevices } from '../../api/admin/admin-devices.ts';
import { deviceDeskTh as t } from '../../i18n/admin/admin-devices.ts';
import { FormError } from './fields.tsx';
import { useStaffForm } from './use-staff-form.ts';
import Hydrated from '../shell/ui/Hydrated.tsx';

interface Setup {
  id: number;
  url: string;
  secret: string;
  qrSvg: string | null;
}

const accountLabel = (account: Desk['accounts'][number]) => `${account.bank_code} ${account.account_no} ${account.account_name}`;

const STATE_BADGE = { active: 'badge-success', paused: 'badge-warning', revoked: 'badge-neutral' } as const;

export default function DeviceDesk({ desk: first }: { desk: Desk }) {
  const [desk, setDesk] = useState(first);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [notice, setNotice] = useState('');
  const form = useStaffForm();

  async function reload() {
    const answer = await getDevices();
    if (answer.ok) setDesk(answer.data);
  }

  async function add(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const answer = await form.send(() => addDevice({ account_id: fields.get('account_id'), forwarder: fields.get('forwarder') }));
    setNotice(answer.ok ? answer.message : '');
    if (!answer.ok) return;
    const { id, secret, webhook_path, webhook_url, qr_svg } = answer.data;
    setSetup({ id, secret, url: webhook_url ?? new URL(webhook_path, location.origin).href, qrSvg: qr_svg ?? null });
    await reload();
  }

  async function change(row: DeviceRow, to: 'pause' | 'resume' | 'revoke') {
    if (to === 'revoke' && !confirm(t.revokeAsk(row.id))) return;
    const answer = await form.send(() => changeDevice({ id: row.id, change: to }));
    setNotice(answer.ok ? answer.message : '');
    await reload();
  }

  return (
    <Hydrated>
      <div className="flex flex-col gap-6">
        <section className="card bg-base-100 p-4" aria-labelledby="device-add-title">
          <h2 id="device-add-title" className="text-lg font-semibold">
            {t.add}
          </h2>
          <p className="mb-3 text-sm opacity-80">{t.addNote}</p>
          {desk.accounts.length === 0 ? (
            <p className="text-sm">{t.noAccounts}</p>
          ) : (
            <form onSubmit={(event) => void add(event)} noValidate className="flex flex-col gap-3 md:flex-row md:items-end">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <label className="text-sm" htmlFor="device-account">
                  {t.account}
                </label>
                <select id="device-account" name="account_id" className="select w-full">
                  {desk.accounts.map((account) => (
                    <option key={account.id} value={account.id}>
                      {accountLabel(account)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex flex-col gap-1">
                <label className="text-sm" htmlFor="device-forwarder">
                  {t.forwarder}
                </label>
                <select id="device-forwarder" name="forwarder" className="select w-full md:w-64">
                  {DEVICE_FORWARDERS.map((forwarder) => (
                    <option key={forwarder} value={forwarder}>
                      {t.forwarders[forwarder]}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="btn btn-primary" disabled={form.busy}>
                {t.addButton}
              </button>
            </form>
          )}
          {setup && (
            <div className="alert alert-info mt-4 flex flex-col items-stretch gap-2 text-sm" role="status" data-testid="device-setup">
              <strong>{t.setupTitle(setup.id)}</strong>
              <span>{t.setupOnce}</span>
              {setup.qrSvg && (
                <div
                  className="admin-qr mx-auto aspect-square w-56 rounded bg-white"
                  role="img"
                  aria-label={t.qr}
                  dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
                />
              )}
              <span>{t.address}</span>
              <code className="break-all" data-testid="device-url">
                {setup.url}
              </code>
              <span>{t.secret}</span>
              <code className="break-all" data-testid="device-secret">
                {setup.secret}
              </code>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-sm"
                  onClick={() => void navigator.clipboard?.writeText(`${setup.url}\n${setup.secret}`)}
                >
                  {t.copy}
                </button>
                <button type="button" className="btn btn-sm btn-primary" onClick={() => setSetup(null)}>
                  {t.setupDone}
                </button>
              </div>
            </div>
          )}
        </section>
        <FormError message={form.error} />
        {notice && (
          <p role="status" className="alert alert-success text-sm">
            {notice}
          </p>
        )}
        <section aria-labelledby="devices-title">
          <h2 id="devices-title" className="mb-3 text-lg font-semibold">
            {t.devices}
          </h2>
          {desk.devices.length === 0 && <p className="text-sm">{t.none}</p>}
          <ul className="flex flex-col gap-2" data-testid="device-list">
            {desk.devices.map((row) => (
              <li key={row.id} className={`card p-3 ${row.state === 'revoked' ? 'bg-base-200' : 'bg-base-100'}`} data-device={row.id}>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">#{row.id}</span>
                  <span>{t.forwarders[row.forwarder]}</span>
                  <span className={`badge ${STATE_BADGE[row.state]}`}>{t.states[row.state]}</span>
                </div>
                <p className="mt-1 text-sm break-words">{accountLabel(row.account)}</p>
                <p className="text-sm opacity-80">
                  {row.last_sent_at ? t.lastSent(formatThaiDateTime(row.last_sent_at)) : t.neverSent}
                  {' · '}
                  {t.addedBy(row.created_by, formatThaiDateTime(row.created_at))}
                </p>
                {row.state !== 'revoked' && (
                  <div className="mt-2 flex flex-wrap gap-2">
                    {row.state === 'active' ? (
                      <button type="button" className="btn btn-sm" disabled={form.busy} onClick={() => void change(row, 'pause')}>
                        {t.pause}
                      </button>
                    ) : (
                      <button type="button" className="btn btn-sm" disabled={form.busy} onClick={() => void change(row, 'resume')}>
                        {t.resume}
                      </button>
                    )}
                    <button
                      type="button"
                      className="btn btn-sm btn-error btn-outline"
                      disabled={form.busy}
                      onClick={() => void change(row, 'revoke')}
                    >
                      {t.revoke}
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Hydrated>
  );
}
