// A deposit's confirmation spans two features: payments claims the request and credits the main
// wallet, promotions pays the member's waiting bonus (with its turnover): one transaction, queued
// per request, so of any number of confirmations at once exactly one pays. The back office's
// confirm, its bank-statement match and the operator's `confirm` all come here, and the audit row
// of whoever confirmed is written in the same transaction.
import type { Deposit } from '../../contract/money/payments.ts';
import { type Actor, recordAudit } from '../audit/index.ts';
import { contextOf, tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { claimDeposit, type DepositRow, memberDeposit } from '../payments/index.ts';
import { payPromotionOnDeposit } from '../promotions/index.ts';
import { getSetting } from '../settings.ts';

/**
 * The payment arrived: paid, credited, the bonus paid, and (for staff or the operator; `null` is
 * the demo's simulate, which the member does) the audit row. `note` says how it was found (the
 * bank statement's line).
 */
export function confirmDeposit(
  db: Db,
  id: number,
  actor: Actor | null,
  note: string | null = null,
): Promise<{ deposit: DepositRow; balance: number }> {
  return tx(
    db,
    async (trx) => {
      const paid = await claimDeposit(trx, id, actor?.name ?? 'simulate:member');
      await payPromotionOnDeposit(trx, paid.deposit.member_id, id, paid.deposit.pay_amount);
      if (actor)
        await recordAudit(trx, contextOf(trx).now, {
          actor,
          action: 'deposit.confirm',
          targetKind: 'deposit',
          targetId: String(id),
          before: { status: 'pending', member_id: paid.deposit.member_id, pay_amount: paid.deposit.pay_amount },
          after: { status: 'paid', balance: paid.balance },
          reason: note,
        });
      return paid;
    },
    { queue: `deposit:${id}` },
  );
}

/** The demo's "simulate payment": the member confirms their own request, when the setting allows. */
export async function simulatePayment(db: Db, memberId: number, id: number): Promise<Deposit> {
  if ((await getSetting(db, 'deposits.simulate_payments')) !== 1) fail('DEPOSIT_SIMULATE_OFF');
  await memberDeposit(db, memberId, id); // another member's request reads as not found
  await confirmDeposit(db, id, null);
  return memberDeposit(db, memberId, id);
}
