// A deposit's confirmation spans two features: payments claims the request and credits the main
// wallet, promotions pays the member's waiting bonus (with its turnover): one transaction, queued
// per request, so of any number of confirmations at once exactly one pays.
import type { Deposit } from '../../contract/payments.ts';
import { tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { claimDeposit, type DepositRow, memberDeposit } from '../payments/index.ts';
import { payPromotionOnDeposit } from '../promotions/index.ts';
import { getSetting } from '../settings.ts';

/** The payment arrived (the operator's `confirm`, or the demo's simulate): paid, credited, the bonus paid. */
export function confirmDeposit(db: Db, id: number, by: string): Promise<{ deposit: DepositRow; balance: number }> {
  return tx(
    db,
    async (trx) => {
      const paid = await claimDeposit(trx, id, by);
      await payPromotionOnDeposit(trx, paid.deposit.member_id, id, paid.deposit.pay_amount);
      return paid;
    },
    { queue: `deposit:${id}` },
  );
}

/** The demo's "simulate payment": the member confirms their own request, when the setting allows. */
export async function simulatePayment(db: Db, memberId: number, id: number): Promise<Deposit> {
  if ((await getSetting(db, 'deposits.simulate_payments')) !== 1) fail('DEPOSIT_SIMULATE_OFF');
  await memberDeposit(db, memberId, id); // another member's request reads as not found
  await confirmDeposit(db, id, 'simulate:member');
  return memberDeposit(db, memberId, id);
}
