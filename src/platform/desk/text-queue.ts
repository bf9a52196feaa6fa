// The bank texts a cashier must look at (issue 42), beside the deposit queue: those no reader could
// read and those read but not certain (two requests fit, none, an expired one, other account
// digits), each with its Thai reason. A text whose request has been paid since (by hand, a slip or
// the statement) needs nothing more; one older than a day has been dealt with at the bank, and so
// has one a cashier marked dealt with. And the phones silent for too long (devices/silence.ts), for
// the desk's alert.
import type { DeskSilentDevice, DeskText } from '../../contract/admin/admin-desk.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import { silentDevices } from '../devices/index.ts';
import { nowMs } from '../db/clock.ts';
import { contextOf, tx, type Db } from '../db/database.ts';
import type { BankMessageState } from '../db/tables/bank-messages.ts';
import { fail } from '../errors.ts';
import { tell } from '../live/index.ts';
import { toBaht } from '../money/index.ts';

const iso = (ms: number) => new Date(ms).toISOString();
/** The most texts the desk shows at once, newest first. */
const TEXT_QUEUE_SIZE = 100;
const TEXT_QUEUE_MS = 24 * 3_600_000;
/** Why a text not left for a cashier cannot be marked dealt with. */
const TEXT_STATE_TH: Record<Exclude<BankMessageState, 'review'>, string> = {
  credited: 'เติมเครดิตอัตโนมัติแล้ว',
  ignored: 'ไม่ใช่เงินเข้า ระบบข้ามไปแล้ว',
  duplicate: 'เป็นข้อความซ้ำของอีกเครื่อง',
};

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
    .where('t.dealt_at', 'is', null)
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

/**
 * A cashier has dealt with a text at the bank (credited by hand, refunded, nothing to do): it
 * leaves the list, its reading and state untouched, with who, when and their note in the audit.
 */
export async function markTextDealt(db: Db, id: number, actor: Actor, note: string | undefined): Promise<number> {
  const why = note?.trim() || null;
  return tx(
    db,
    async (trx) => {
      const row =
        (await trx
          .selectFrom('bank_messages')
          .select(['state', 'dealt_at', 'reason', 'deposit_id'])
          .where('id', '=', id)
          .executeTakeFirst()) ?? fail('DESK_TEXT_NOT_FOUND');
      if (row.dealt_at !== null) fail('DESK_TEXT_DEALT', { id, why: 'จัดการไปแล้ว' });
      if (row.state !== 'review') fail('DESK_TEXT_DEALT', { id, why: TEXT_STATE_TH[row.state] });
      const at = nowMs(trx);
      await trx
        .updateTable('bank_messages')
        .set({ dealt_at: at, dealt_by: actor.name.trim(), dealt_note: why })
        .where('id', '=', id)
        .execute();
      tell(trx, { kind: 'desk', member: 0, id: 0 });
      await recordAudit(trx, contextOf(trx).now, {
        actor,
        action: 'deposit.text_dealt',
        targetKind: 'bank_text',
        targetId: String(id),
        before: { deposit_id: row.deposit_id, reason: row.reason },
        after: { dealt: true },
        reason: why,
      });
      return at;
    },
    { queue: `bank-text:${id}` },
  );
}
