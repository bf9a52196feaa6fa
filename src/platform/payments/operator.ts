// The operator's side of deposits: the requests waiting to be matched to a payment, confirming one
// (credited once, through the ledger) and rejecting one (no money moves; the member reads why).
// A payment that came for a request no longer waiting (cancelled, expired) is traced by its exact
// amount. `npm run operator -- deposits [status] | find-deposit <amount> | confirm <id> |
// reject-deposit <id> <reason>` (`reject` is the withdrawals' command).
import { DEPOSIT_STATUSES, type DepositStatus } from '../../contract/money/payments.ts';
import type { Db } from '../db/database.ts';
import { type Actor, operatorActor } from '../audit/index.ts';
import { toBaht, toSatang } from '../money/index.ts';
import { findDeposits, operatorDeposits, rejectDeposit, type DepositRow } from './deposits.ts';
import { operatorTime } from '../../rules/bangkok-calendar.ts';

/** The confirmation, which spans payments and promotions (`flows/deposit.ts`): cli.ts hands it in. */
type ConfirmDeposit = (db: Db, id: number, actor: Actor) => Promise<{ deposit: DepositRow; balance: number }>;

function positiveId(text: string | undefined): number | string {
  const id = Number(text);
  return /^\d{1,15}$/.test(text ?? '') && id > 0 ? id : `the deposit id must be a positive whole number, got "${text ?? ''}"`;
}

type OperatorRow = Awaited<ReturnType<typeof operatorDeposits>>[number];

/** One request on one line, tab-separated; with its status where the list mixes them. */
const line = (row: OperatorRow, withStatus = false) =>
  [
    row.id,
    ...(withStatus ? [row.status] : []),
    row.phone,
    row.full_name,
    `${row.channel} #${row.sub_channel_id}`,
    `${toBaht(row.pay_amount).toFixed(2)} baht`,
    operatorTime(row.created_at),
    `until ${operatorTime(row.expires_at)}`,
    row.reason ?? '',
  ]
    .join('\t')
    .trimEnd();

/**
 * The operator commands of this feature: the exit code, a usage problem (a string: cli.ts prints
 * it with the usage and exits 2), or undefined when `command` is not one of them.
 */
export async function depositCommand(
  db: Db,
  command: string,
  args: string[],
  by: string,
  confirmDeposit: ConfirmDeposit,
): Promise<number | string | undefined> {
  if (command === 'deposits') {
    const [status = 'pending', extra] = args;
    if (!(DEPOSIT_STATUSES as readonly string[]).includes(status) || extra !== undefined)
      return `deposits takes one of ${DEPOSIT_STATUSES.join('|')}`;
    const rows = await operatorDeposits(db, status as DepositStatus);
    if (!rows.length) console.error(`No ${status} deposits.`);
    for (const row of rows) console.log(line(row));
    return 0;
  }
  if (command === 'find-deposit') {
    const [amountText, extra] = args;
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(amountText ?? '') || extra !== undefined)
      return `find-deposit takes the exact amount paid in baht (at most 2 decimals, e.g. 500.01), got "${amountText ?? ''}"`;
    const rows = await findDeposits(db, toSatang(Number(amountText)));
    if (!rows.length) console.error(`No deposit request of ${Number(amountText).toFixed(2)} baht.`);
    for (const row of rows) console.log(line(row, true));
    return 0;
  }
  if (command === 'confirm') {
    const [idText, extra] = args;
    const id = positiveId(idText);
    if (typeof id === 'string') return id;
    if (extra !== undefined) return 'confirm takes only <id>';
    const { deposit, balance } = await confirmDeposit(db, id, operatorActor(by));
    console.log(
      `Deposit #${id}: paid, ${toBaht(deposit.pay_amount).toFixed(2)} baht credited by ${by.trim()}, main wallet ${toBaht(balance).toFixed(2)} baht`,
    );
    return 0;
  }
  if (command === 'reject-deposit') {
    const [idText, ...words] = args;
    const id = positiveId(idText);
    if (typeof id === 'string') return id;
    const reason = words.join(' ');
    if (!reason.trim()) return 'reject-deposit needs <id> <reason>';
    await rejectDeposit(db, id, operatorActor(by), reason);
    console.log(`Deposit #${id}: rejected (${reason.trim()}) by ${by.trim()}`);
    return 0;
  }
  return undefined;
}
