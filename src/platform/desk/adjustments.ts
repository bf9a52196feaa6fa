// Staff adjusting a member's wallet by hand (goodwill credit, a correction, a debit), always with a
// reason, each a row of member_adjustments and its money one `adjustment` ledger row. A cashier may
// move at most `staff.cashier_adjust_limit_baht` at a time; above `members.adjust_second_approval_baht`
// the adjustment waits, nothing moved, until a second, different supervisor or owner approves it
// (or refuses it). Every step writes the audit row in its own transaction.
import type { Adjustment } from '../../contract/admin/admin-members.ts';
import { bahtText } from '../../rules/money/money-text.ts';
import type { AuditAction } from '../../contract/admin/admin-audit.ts';
import { type Actor, recordAudit } from '../audit/index.ts';
import { nowMs } from '../db/clock.ts';
import { contextOf, tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { findMemberById } from '../member/index.ts';
import { credit, debit, toBaht, toSatang, walletIdOf } from '../money/index.ts';

import { getSetting } from '../settings.ts';
import { maySecondApprove, samePerson } from '../withdrawals/index.ts';

export interface AdjustmentAsk {
  memberId: number;
  walletTypeId: number;
  /** Satang, not 0; negative takes */
  satang: number;
  reason: string;
}

function rows(db: Db) {
  return db
    .selectFrom('member_adjustments as a')
    .innerJoin('wallets as w', 'w.id', 'a.wallet_id')
    .innerJoin('wallet_types as t', 't.id', 'w.wallet_type_id')
    .select([
      'a.id',
      'a.member_id',
      'a.wallet_id',
      't.name as wallet_name',
      'a.amount',
      'a.reason',
      'a.status',
      'a.asked_by',
      'a.asked_staff_id',
      'a.asked_at',
      'a.decided_by',
      'a.decided_at',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>;

const view = (row: Row): Adjustment => ({
  id: row.id,
  member_id: row.member_id,
  wallet_name: row.wallet_name,
  amount: toBaht(row.amount),
  reason: row.reason,
  status: row.status,
  asked_by: row.asked_by,
  asked_at: new Date(row.asked_at).toISOString(),
  decided_by: row.decided_by,
  decided_at: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
});

/** One member's adjustments, or every one waiting for a second approval; newest first. */
export async function adjustmentsOf(db: Db, which: { memberId: number } | { waiting: true }): Promise<Adjustment[]> {
  const query = 'memberId' in which ? rows(db).where('a.member_id', '=', which.memberId) : rows(db).where('a.status', '=', 'waiting');
  return (await query.orderBy('a.id', 'desc').limit(50).execute()).map(view);
}

/** The ledger row of an adjustment, keyed by it: moved once however it is retried. */
async function moveMoney(trx: Db, row: Pick<Row, 'id' | 'wallet_id' | 'amount'>): Promise<void> {
  const ref = `adjustment:${row.id}`;
  if (row.amount > 0) await credit(trx, row.wallet_id, row.amount, 'adjustment', ref, ref);
  else await debit(trx, row.wallet_id, -row.amount, 'adjustment', ref, ref);
}

const audit = (trx: Db, actor: Actor, action: AuditAction, row: Row, before: unknown, after: unknown, reason: string | null) =>
  recordAudit(trx, contextOf(trx).now, { actor, action, targetKind: 'member', targetId: String(row.member_id), before, after, reason });

/** Asks for an adjustment: done at once, or waiting for a second approval above the setting. */
export async function askAdjustment(db: Db, ask: AdjustmentAsk, actor: Actor): Promise<Adjustment> {
  const reason = ask.reason.trim();
  if (!reason || reason.length > 200 || /\p{Cc}/u.test(reason)) fail('DESK_REASON_INVALID');
  if (!Number.isSafeInteger(ask.satang) || ask.satang === 0) fail('INVALID_AMOUNT');
  const cashierLimit = toSatang(await getSetting(db, 'staff.cashier_adjust_limit_baht'));
  if (actor.role === 'cashier' && Math.abs(ask.satang) > cashierLimit) fail('DESK_OVER_CASHIER_LIMIT', { limit: bahtText(cashierLimit) });
  const secondAbove = toSatang(await getSetting(db, 'members.adjust_second_approval_baht'));
  return tx(
    db,
    async (trx) => {
      if (!(await findMemberById(trx, ask.memberId))) fail('MEMBER_NOT_FOUND');
      const walletId = await walletIdOf(trx, ask.memberId, ask.walletTypeId);
      const waits = Math.abs(ask.satang) > secondAbove && actor.role !== 'operator';
      const { id } = await trx
        .insertInto('member_adjustments')
        .values({
          member_id: ask.memberId,
          wallet_id: walletId,
          amount: ask.satang,
          reason,
          status: waits ? 'waiting' : 'done',
          asked_by: actor.name.trim(),
          asked_staff_id: actor.staffId,
          asked_at: nowMs(trx),
          ...(waits ? {} : { decided_by: actor.name.trim(), decided_staff_id: actor.staffId, decided_at: nowMs(trx) }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await rows(trx).where('a.id', '=', id).executeTakeFirstOrThrow();
      if (!waits) await moveMoney(trx, row);
      await audit(trx, actor, waits ? 'member.adjust_asked' : 'member.adjust', row, null, view(row), reason);
      return view(row);
    },
    { queue: `member:${ask.memberId}` },
  );
}

/** The second approval (the money moves) or a refusal (nothing moves) of a waiting adjustment. */
export function decideAdjustment(db: Db, id: number, approve: boolean, actor: Actor): Promise<Adjustment> {
  return tx(db, async (trx) => {
    const row = (await rows(trx).where('a.id', '=', id).executeTakeFirst()) ?? fail('DESK_ADJUSTMENT_NOT_FOUND');
    if (row.status !== 'waiting') fail('DESK_ADJUSTMENT_NOT_WAITING', { id });
    if (samePerson({ staffId: row.asked_staff_id, name: row.asked_by }, actor)) fail('DESK_SAME_PERSON');
    if (!maySecondApprove(actor, 'members.adjust_second_approval')) fail('DESK_SECOND_APPROVER_ROLE');
    const claimed = await trx
      .updateTable('member_adjustments')
      .set({ status: approve ? 'done' : 'refused', decided_by: actor.name.trim(), decided_staff_id: actor.staffId, decided_at: nowMs(trx) })
      .where('id', '=', id)
      .where('status', '=', 'waiting')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) fail('DESK_ADJUSTMENT_NOT_WAITING', { id });
    if (approve) await moveMoney(trx, row);
    const after = await rows(trx).where('a.id', '=', id).executeTakeFirstOrThrow();
    await audit(trx, actor, approve ? 'member.adjust_approved' : 'member.adjust_refused', row, view(row), view(after), row.reason);
    return view(after);
  });
}
