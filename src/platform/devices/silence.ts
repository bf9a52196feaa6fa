// The silent-device alert (issue 42): an active device that has sent nothing (a text, or the
// gateway's ping) for longer than `devices.silent_alert_minutes` (the phone ran flat, lost its
// signal, or the app was closed) is shown on the money desk, so deposits stop waiting unnoticed.
// A device that never sent counts from when it was added; only the time within
// `devices.silent_alert_hours` (Bangkok opening hours, empty: all day) counts. 0 minutes turns it off.
import { openedAt } from '../../rules/money/opening-hours.ts';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { getSetting } from '../settings.ts';

export async function silentDevices(db: Db) {
  const minutes = await getSetting(db, 'devices.silent_alert_minutes');
  if (minutes === 0) return [];
  const now = nowMs(db);
  // Silence counts within the opening hours only: closed, nobody is silent; just opened, not yet.
  const opened = openedAt(now, await getSetting(db, 'devices.silent_alert_hours'));
  if (opened === null || now - opened < minutes * 60_000) return [];
  const rows = await db
    .selectFrom('notification_devices as d')
    .innerJoin('agent_bank_accounts as a', 'a.id', 'd.bank_account_id')
    .select(['d.id', 'd.forwarder', 'd.created_at', 'd.last_sent_at', 'a.bank_code', 'a.account_no'])
    .where('d.state', '=', 'active')
    .where((eb) => eb(eb.fn.coalesce('d.last_sent_at', 'd.created_at'), '<=', now - minutes * 60_000))
    .orderBy('d.id')
    .execute();
  return rows.map((row) => {
    const since = row.last_sent_at === null ? Number(row.created_at) : Number(row.last_sent_at);
    return { ...row, since, silentMinutes: Math.floor((now - since) / 60_000) };
  });
}
