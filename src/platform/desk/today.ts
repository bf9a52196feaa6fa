// Today's figures at the top of the back office (the Bangkok day): what waits, and what was
// confirmed and paid since midnight, counts and baht.
import type { DeskToday } from '../../contract/admin/admin-desk.ts';
import { bangkokDay, bangkokDayStart } from '../../rules/bangkok-calendar.ts';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { toBaht } from '../money/index.ts';

type Counted = { n: number; total: number };

const counted = (row: { n: number | string; total: number | string | null }): Counted => ({
  n: Number(row.n),
  total: toBaht(Number(row.total ?? 0)),
});

export async function deskToday(db: Db): Promise<DeskToday> {
  const now = nowMs(db);
  const since = bangkokDayStart(now);
  const depositSums = (query: ReturnType<typeof deposits>) =>
    query.select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('pay_amount').as('total')]).executeTakeFirstOrThrow();
  const deposits = () => db.selectFrom('deposits');
  const withdrawals = () => db.selectFrom('withdrawals');
  const withdrawalSums = (query: ReturnType<typeof withdrawals>) =>
    query.select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('total')]).executeTakeFirstOrThrow();
  const waitingDeposits = counted(await depositSums(deposits().where('status', '=', 'pending').where('expires_at', '>', now)));
  const confirmed = counted(await depositSums(deposits().where('status', '=', 'paid').where('decided_at', '>=', since)));
  const waitingWithdrawals = counted(await withdrawalSums(withdrawals().where('status', '=', 'pending')));
  const second = counted(await withdrawalSums(withdrawals().where('status', '=', 'pending').where('first_approved_by', 'is not', null)));
  const paid = counted(await withdrawalSums(withdrawals().where('status', '=', 'paid').where('decided_at', '>=', since)));
  return {
    day: bangkokDay(now),
    deposits_waiting: waitingDeposits.n,
    deposits_waiting_total: waitingDeposits.total,
    deposits_confirmed: confirmed.n,
    deposits_confirmed_total: confirmed.total,
    withdrawals_waiting: waitingWithdrawals.n,
    withdrawals_waiting_total: waitingWithdrawals.total,
    withdrawals_second_approval: second.n,
    withdrawals_paid: paid.n,
    withdrawals_paid_total: paid.total,
  };
}
