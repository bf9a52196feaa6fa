// The silent-device alert (issue 42): an active device that has sent nothing (a text, or the
// gateway's ping) for longer than `devices.silent_alert_minutes` (the phone ran flat, lost its
// signal, or the app was closed) is shown on the money desk, so deposits stop waiting unnoticed.
// A device that never sent counts from when it was added; only the time within
// `devices.silent_alert_hours` (Bangkok opening hours, empty: all day) counts. 0 minutes turns it off.
import { openedAt } from '../../rules/money/opening-hours.ts';
import { everyFewSeconds, type Background } from '../background.ts';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { tell } from '../live/index.ts';
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

/**
 * Silence comes from time passing, not from a change anyone makes, so no event tells of it. A look
 * tells the deposit desk (`desk`) when the silent devices are not the ones the last look saw, and
 * an open desk shows (or clears) the alert without a reload; the first look only notes them (a
 * desk opened before it read them itself). Resolves to whether it told.
 */
export function silenceLooks(db: Db): () => Promise<boolean> {
  let seen: string | null = null;
  return async () => {
    const now = (await silentDevices(db)).map((device) => device.id).join(',');
    const changed = seen !== null && now !== seen;
    seen = now;
    if (changed) tell(db, { kind: 'desk', member: 0, id: 0 });
    return changed;
  };
}

/** The long-running server's looks, every `everyMs` and at once; the desk's own reads show it through an outage. */
export function startSilenceWatch(db: Db, everyMs: number): Background {
  return everyFewSeconds(everyMs, silenceLooks(db), 'looking for silent devices', { now: true });
}
