// The bank texts a cashier must look at (issue 42), beside the deposit queue: those no reader could
// read and those read but not certain (two requests fit, none, an expired one, other account
// digits), each with its Thai reason. A text whose request has been paid since (by hand, a slip or
// the statement) needs nothing more; one older than a day has been dealt with at the bank. And the
// phones silent for too long (devices/silence.ts), for the desk's alert.
import type { DeskSilentDevice, DeskText } from '../../contract/admin/admin-desk.ts';
import { silentDevices } from '../devices/index.ts';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { toBaht } from '../money/index.ts';

const iso = (ms: number) => new Date(ms).toISOString();
/** The most texts the desk shows at once, newest first. */
const TEXT_QUEUE_SIZE = 100;
const TEXT_QUEUE_MS = 24 * 3_600_000;

export async function textQueue(db: Db): Promise<DeskText[]> {
  const rows = await db
    .selectFrom('bank_messages as t')
    .innerJoin('agent_bank_accounts as a', 'a.id', 't.bank_account_id')
    .leftJoin('deposits as d', 'd.id', 't.deposit_id')
    .select([
      't.id',
      't.device_id',
      'a.bank_code',
      'a.account_no',
      't.sender',
      't.text',
      't.kind',
      't.amount',
      't.paid_at',
      't.reason',
      't.deposit_id',
      't.received_at',
    ])
    .where('t.state', '=', 'review')
    .where('t.received_at', '>', nowMs(db) - TEXT_QUEUE_MS)
    .where((eb) => eb.or([eb('d.status', 'is', null), eb('d.status', '!=', 'paid')]))
    .orderBy('t.received_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(TEXT_QUEUE_SIZE)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    device_id: row.device_id,
    account: { bank_code: row.bank_code, account_no: row.account_no },
    sender: row.sender,
    text: row.text,
    kind: row.kind,
    amount: row.amount === null ? null : toBaht(row.amount),
    paid_at: row.paid_at === null ? null : iso(row.paid_at),
    reason: row.reason,
    deposit_id: row.deposit_id,
    received_at: iso(row.received_at),
  }));
}

/** The devices silent too long, for the desk's alert. */
export async function silentDeviceAlerts(db: Db): Promise<DeskSilentDevice[]> {
  return (await silentDevices(db)).map((row) => ({
    id: row.id,
    forwarder: row.forwarder,
    account: { bank_code: row.bank_code, account_no: row.account_no },
    last_sent_at: row.last_sent_at === null ? null : iso(Number(row.last_sent_at)),
    silent_minutes: row.silentMinutes,
  }));
}
