// Deciding a member's withdrawal request, for the back office and the operator's command alike:
// approve (you transferred it: paid, no money moves, it left the wallet when asked) or reject (the
// amount comes back through the ledger, once). Above `withdrawals.second_approval_baht` one
// approval is not enough: the first is kept (who, when, the transfer reference) and the request
// stays pending for the member until a second, different supervisor or owner approves it. Every
// step moves the row with one claiming UPDATE, so of two staff acting at once exactly one wins; the
// audit row is written in the same transaction.
import { bahtText } from '../../rules/money/money-text.ts';
import { tellMember, type MessageToMember } from '../inbox/index.ts';
import { tell } from '../live/index.ts';
import type { WithdrawalStatus } from '../../contract/money/withdrawals.ts';
import { type Actor, recordAudit } from '../audit/index.ts';
import { nowMs } from '../db/clock.ts';
import { contextOf, tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { credit, toBaht, toSatang } from '../money/index.ts';

import { getSetting } from '../settings.ts';
import { can } from '../staff/index.ts';

const STATUS_TH: Record<WithdrawalStatus, string> = { pending: 'รอดำเนินการ', paid: 'จ่ายแล้ว', rejected: 'ปฏิเสธแล้ว' };

/**
 * `second`: what the approver saw (the back office says it; the terminal leaves it out): an
 * approval meant as the first is not taken as the second when another person's first came in
 * meanwhile, and the other way round.
 */
export type WithdrawalDecision = { kind: 'approve'; transferRef: string | null; second?: boolean } | { kind: 'reject'; reason: string };

/** What an approval did: paid, or the first of two approvals kept (the request still pending). */
export type WithdrawalOutcome = 'paid' | 'first_approval' | 'rejected';

/** Whether `actor` may give a second approval of this kind: by their role's permission; the operator at the terminal may. */
export function maySecondApprove(actor: Actor, permission: 'withdrawals.second_approval' | 'members.adjust_second_approval'): boolean {
  return actor.role === 'operator' || can(actor.role, permission);
}

/** The same person twice: the same staff account, or (at the terminal, no account) the same name. */
export function samePerson(first: { staffId: number | null; name: string }, second: Actor): boolean {
  if (first.staffId !== null || second.staffId !== null) return first.staffId === second.staffId;
  return first.name.trim() === second.name.trim();
}

const reasonOk = (text: string | null | undefined) => !!text && text.length <= 200 && !/\p{Cc}/u.test(text);

/** Decides pending request `id` as `actor`; refuses a request already decided (another staff member won). */
export async function decideWithdrawal(db: Db, id: number, decision: WithdrawalDecision, actor: Actor): Promise<WithdrawalOutcome> {
  const reason = decision.kind === 'reject' ? decision.reason.trim() : null;
  if (decision.kind === 'reject' && !reasonOk(reason)) fail('WITHDRAWAL_REASON_INVALID');
  const transferRef = decision.kind === 'approve' ? (decision.transferRef?.trim() ?? null) : null;
  if (transferRef !== null && (!transferRef || transferRef.length > 64 || /\p{Cc}/u.test(transferRef))) fail('DESK_TRANSFER_REF_INVALID');
  const threshold = toSatang(await getSetting(db, 'withdrawals.second_approval_baht'));
  return tx(
    db,
    async (trx) => {
      const request =
        (await trx
          .selectFrom('withdrawals')
          .select(['id', 'member_id', 'wallet_id', 'amount', 'status', 'first_approved_by', 'first_approved_staff_id', 'transfer_ref'])
          .where('id', '=', id)
          .executeTakeFirst()) ?? fail('WITHDRAWAL_NOT_FOUND');
      const notPending = () => fail('WITHDRAWAL_NOT_PENDING', { id, status: STATUS_TH[request.status as WithdrawalStatus] });
      if (request.status !== 'pending') notPending();
      const now = nowMs(trx);
      const pending = trx.updateTable('withdrawals').where('id', '=', id).where('status', '=', 'pending');
      const firstBy = request.first_approved_by;
      if (decision.kind === 'approve' && decision.second !== undefined && decision.second !== (firstBy !== null))
        fail('DESK_APPROVAL_CHANGED', { id });
      let outcome: WithdrawalOutcome;
      if (decision.kind === 'reject') {
        outcome = 'rejected';
        const claimed = await pending
          .set({ status: 'rejected', reason, decided_at: now, decided_by: actor.name.trim() })
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) notPending();
        await credit(trx, request.wallet_id, request.amount, 'withdraw_refund', `withdrawal:${id}`, `withdraw_refund:${id}`);
      } else if (request.amount > threshold && firstBy === null) {
        outcome = 'first_approval';
        const claimed = await pending
          .where('first_approved_by', 'is', null)
          .set({
            first_approved_by: actor.name.trim(),
            first_approved_staff_id: actor.staffId,
            first_approved_at: now,
            transfer_ref: transferRef,
          })
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) fail('WITHDRAWAL_NOT_PENDING', { id, status: 'รออนุมัติครั้งที่สอง' });
      } else {
        if (firstBy !== null) {
          if (samePerson({ staffId: request.first_approved_staff_id, name: firstBy }, actor)) fail('DESK_SAME_PERSON');
          if (!maySecondApprove(actor, 'withdrawals.second_approval')) fail('DESK_SECOND_APPROVER_ROLE');
        }
        outcome = 'paid';
        const claimed = await pending
          .set({ status: 'paid', decided_at: now, decided_by: actor.name.trim(), transfer_ref: transferRef ?? request.transfer_ref })
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) notPending();
      }
      await recordAudit(trx, contextOf(trx).now, {
        actor,
        action: (
          {
            rejected: 'withdrawal.reject',
            first_approval: 'withdrawal.first_approval',
            paid: firstBy ? 'withdrawal.second_approval' : 'withdrawal.approve',
          } as const
        )[outcome],
        targetKind: 'withdrawal',
        targetId: String(id),
        before: { status: 'pending', first_approved_by: firstBy, amount: toBaht(request.amount), member_id: request.member_id },
        after: { status: outcome === 'first_approval' ? 'pending' : outcome, transfer_ref: transferRef ?? request.transfer_ref },
        reason,
      });
      if (outcome !== 'first_approval') {
        await tellMember(trx, request.member_id, withdrawalMessage(id, request.amount, reason));
        tell(trx, { kind: 'withdrawal', member: request.member_id, id });
      } else tell(trx, { kind: 'approval', member: request.member_id, id });
      return outcome;
    },
    { queue: `withdrawal:${id}` },
  );
}

/** What the member's inbox says of the decision: paid, or rejected with the reason and the amount back. */
function withdrawalMessage(id: number, amount: number, reason: string | null): MessageToMember {
  const ref = `withdrawal:${id}`;
  if (reason === null)
    return {
      kind: 'withdrawal_paid',
      title: `ถอนเงิน ${bahtText(amount)} บาท สำเร็จ`,
      body: `รายการถอนเงิน #${id} โอนเข้าบัญชีของท่านแล้ว`,
      ref,
      amount,
    };
  return {
    kind: 'withdrawal_rejected',
    title: `รายการถอนเงิน ${bahtText(amount)} บาท ไม่สำเร็จ`,
    body: `รายการถอนเงิน #${id} ถูกปฏิเสธ เหตุผล: ${reason} ยอดเงินคืนเข้ากระเป๋าแล้ว`,
    ref,
    amount,
  };
}
