// A person's answer to a result alert on a round already paid. DOMAIN.md gives a settled round no
// undoing: a confirmed result is never changed by a later fetch, voiding refunds only a round that
// waits for its result, and the rules define no reversal of payouts. So what staff do with a later
// source unlike the confirmed result is check it against the official announcement, put right any
// member's credit through the money desk's adjustments (their own second approval), and then a
// supervisor or the owner acknowledges the alert with a note of what was checked: audited, and off
// the desk's list. An alert on a round still waiting for its result is answered by entering,
// confirming or voiding instead, never by acknowledging. The back office and the command line
// call this same function.
import { can } from '../../rules/admin/staff-permissions.ts';
import { nowMs } from '../db/clock.ts';
import { contextOf, tx, type Db } from '../db/database.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import { fail } from '../errors.ts';

const noteOk = (text: string) => text.length > 0 && text.length <= 200 && !/\p{Cc}/u.test(text);

/** Marks alert `alertId` seen by `actor` with `note`; refused once it was, or while its round waits. */
export async function acknowledgeResultAlert(db: Db, actor: Actor, alertId: number, note: string) {
  const why = note.trim();
  if (actor.role !== 'operator' && !can(actor.role, 'risk.alerts_acknowledge')) fail('RISK_ALERT_ACKNOWLEDGE_ROLE');
  if (!noteOk(why)) fail('RISK_ALERT_NOTE_REQUIRED');
  return tx(db, async (trx) => {
    const alert = await trx
      .selectFrom('lotto_result_alerts as a')
      .innerJoin('lotto_rounds as r', 'r.id', 'a.round_id')
      .select(['a.id', 'a.round_id', 'a.kind', 'a.acknowledged_at', 'r.state'])
      .where('a.id', '=', alertId)
      .executeTakeFirst();
    if (!alert) fail('RISK_ALERT_NOT_FOUND');
    if (alert.state === 'pending') fail('RISK_ALERT_ROUND_PENDING');
    const at = nowMs(trx);
    // One person acknowledges: a second tap (or a colleague's at the same moment) changes nothing.
    const marked = await trx
      .updateTable('lotto_result_alerts')
      .set({ acknowledged_at: at, acknowledged_by: actor.name, acknowledged_staff_id: actor.staffId, acknowledge_note: why })
      .where('id', '=', alertId)
      .where('acknowledged_at', 'is', null)
      .returning('id')
      .execute();
    if (marked.length === 0) fail('RISK_ALERT_ACKNOWLEDGED');
    await recordAudit(trx, contextOf(trx).now, {
      actor,
      action: 'lotto.result.alert.acknowledge',
      targetKind: 'lotto_round',
      targetId: String(alert.round_id),
      before: { alert_id: alert.id, kind: alert.kind, round_state: alert.state },
      after: { acknowledged_at: new Date(at).toISOString() },
      reason: why,
    });
    return { alert_id: alert.id, round_id: alert.round_id, acknowledged_by: actor.name, acknowledged_at: new Date(at).toISOString() };
  });
}
