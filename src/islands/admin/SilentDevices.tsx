// The silent-device alert on the deposit desk (issue 42): each active phone that has sent nothing
// for longer than the setting, with its account and how long, so a cashier checks the phone while
// deposits wait for a person instead of crediting themselves.
import type { DeskSilentDevice } from '../../contract/admin/admin-desk.ts';
import { formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import { silentTh as t } from '../../i18n/admin/admin-money.ts';

export default function SilentDevices({ devices }: { devices: DeskSilentDevice[] }) {
  if (devices.length === 0) return null;
  return (
    <div role="alert" className="alert alert-warning flex flex-col items-start gap-1 text-sm" data-testid="silent-devices">
      <strong>{t.title}</strong>
      <ul className="flex flex-col gap-1">
        {devices.map((device) => (
          <li key={device.id} data-device={device.id}>
            {t.device(device.id, device.forwarder, device.account.bank_code, device.account.account_no)}:{' '}
            {t.silentFor(device.silent_minutes)} ({device.last_sent_at ? t.lastSent(formatThaiDateTime(device.last_sent_at)) : t.never})
          </li>
        ))}
      </ul>
      <span>{t.note}</span>
    </div>
  );
}
