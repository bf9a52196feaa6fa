// The business's state for the metrics (/metrics reads them at each scrape): bills, spins,
// deposits and withdrawals by state, LINE's messages by state (waiting piling up: LINE failing),
// and how late the oldest due round is in settling.
import type { Db } from '../db/database.ts';
import { nowMs } from '../db/clock.ts';
import type { BillStatus } from '../db/tables/lotto-bills.ts';
import type { DepositState } from '../db/tables/deposits.ts';
import type { WithdrawalState } from '../db/tables/withdrawals.ts';
import type { LineOutboxState } from '../db/tables/line-outbox.ts';

export interface StateCounts {
  [state: string]: number;
}

export interface OperationsFigures {
  bills: StateCounts;
  spins: StateCounts;
  deposits: StateCounts;
  withdrawals: StateCounts;
  /** The LINE outbox (issue 44): waiting, sent, blocked, given up. */
  lineMessages: StateCounts;
  /** Seconds since the oldest round still waiting to settle came due (0: none waiting). */
  settlementLagSeconds: number;
}

// Every state named, at 0 when no row has it: a series that appears only once it is non-zero
// reads as missing data, not as none.
const BILL_STATES: BillStatus[] = ['pending', 'won', 'lost', 'cancelled', 'refunded'];
const SPIN_RESULTS = ['won', 'lost'];
const DEPOSIT_STATES: DepositState[] = ['pending', 'paid', 'rejected', 'expired', 'cancelled'];
const WITHDRAWAL_STATES: WithdrawalState[] = ['pending', 'paid', 'rejected'];
const LINE_STATES: LineOutboxState[] = ['waiting', 'sent', 'blocked', 'given_up'];

function counts(states: readonly string[], rows: { state: string; n: number | string | bigint }[]): StateCounts {
  const found = Object.fromEntries(rows.map((row) => [row.state, Number(row.n)]));
  return Object.fromEntries([...new Set([...states, ...Object.keys(found)])].map((state) => [state, found[state] ?? 0]));
}

export async function operationsFigures(db: Db): Promise<OperationsFigures> {
  const now = nowMs(db);
  const [bills, spins, deposits, withdrawals, due, lineMessages] = await Promise.all([
    db
      .selectFrom('lotto_bills')
      .select(['status as state', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('game_rounds')
      .select([(eb) => eb.case().when('win', '>', 0).then('won').else('lost').end().as('state'), (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('state')
      .execute(),
    db
      .selectFrom('deposits')
      .select(['status as state', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('withdrawals')
      .select(['status as state', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('lotto_rounds')
      .select((eb) => eb.fn.min('result_at').as('oldest'))
      .where('state', '=', 'pending')
      .where('result_at', '<=', now)
      .executeTakeFirst(),
    db
      .selectFrom('line_outbox')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('state')
      .execute(),
  ]);
  const oldest = due?.oldest == null ? null : Number(due.oldest);
  return {
    bills: counts(BILL_STATES, bills),
    spins: counts(SPIN_RESULTS, spins),
    deposits: counts(DEPOSIT_STATES, deposits),
    withdrawals: counts(WITHDRAWAL_STATES, withdrawals),
    lineMessages: counts(LINE_STATES, lineMessages),
    settlementLagSeconds: oldest === null ? 0 : Math.max(0, (now - oldest) / 1000),
  };
}
