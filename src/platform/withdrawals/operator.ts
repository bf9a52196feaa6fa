// The operator's side of withdrawals and bonuses: the list of requests to pay, approving (paid:
// no money moves, it left the wallet when asked) or rejecting (the amount comes back through the
// ledger, once), and a bonus with its turnover. `npm run operator -- withdrawals|approve|reject|bonus`.
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '../../contract/money/withdrawals.ts';
import { contextOf, tx, type Db } from '../db/database.ts';
import { type Actor, operatorActor, recordAudit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { tellMember } from '../inbox/index.ts';
import { findMemberByPhone } from '../member/index.ts';
import { credit, requireTurnover, toBaht, turnoverOf, WALLET_TYPE, walletIdOf } from '../money/index.ts';
import { decideWithdrawal } from './decisions.ts';

import { bahtText } from '../../rules/money/money-text.ts';

import { operatorTime } from '../../rules/bangkok-calendar.ts';

/** The requests in one state (default pending), oldest first: what the operator has to pay. */
function operatorList(db: Db, status: WithdrawalStatus) {
  return db
    .selectFrom('withdrawals as d')
    .innerJoin('members as m', 'm.id', 'd.member_id')
    .innerJoin('wallets as w', 'w.id', 'd.wallet_id')
    .select([
      'd.id',
      'm.phone',
      'm.full_name',
      'd.bank_code',
      'd.bank_account',
      'd.account',
      'd.amount',
      'w.wallet_type_id',
      'd.reason',
      'd.created_at',
    ])
    .where('d.status', '=', status)
    .orderBy('d.id')
    .execute();
}

/** A bonus: credits the member's bonus wallet and asks for `multiple` times it in stakes, in one transaction. */
export function grantBonus(db: Db, phone: string, satang: number, multiple: number, actor: Actor) {
  if (!Number.isSafeInteger(satang) || satang <= 0 || !Number.isFinite(multiple) || multiple < 0 || multiple > 100) fail('BONUS_INVALID');
  return tx(db, async (trx) => {
    const member = (await findMemberByPhone(trx, phone)) ?? fail('WALLET_NOT_FOUND');
    const walletId = await walletIdOf(trx, member.id, WALLET_TYPE.BONUS);
    const source = `operator:${actor.name}`;
    const entry = await credit(trx, walletId, satang, 'bonus', source);
    await requireTurnover(trx, member.id, walletId, Math.round(satang * multiple), source);
    await recordAudit(trx, contextOf(trx).now, {
      actor,
      action: 'member.bonus',
      targetKind: 'member',
      targetId: String(member.id),
      before: { balance: entry.balance_after - satang },
      after: { balance: entry.balance_after, turnover_multiple: multiple },
      reason: null,
    });
    await tellMember(trx, member.id, {
      kind: 'bonus',
      title: `ได้รับโบนัส ${bahtText(satang)} บาท`,
      body: `โบนัสจากทีมงานเข้ากระเป๋าโบนัสแล้ว ต้องมียอดเล่น ${bahtText(Math.round(satang * multiple))} บาท ก่อนถอน`,
      ref: `bonus:${entry.id}`,
      amount: satang,
    });
    return { balance: entry.balance_after, turnover: await turnoverOf(trx, member.id, walletId) };
  });
}

function positiveId(text: string | undefined): number | string {
  const id = Number(text);
  return /^\d{1,15}$/.test(text ?? '') && id > 0 ? id : `the withdrawal id must be a positive whole number, got "${text ?? ''}"`;
}

/**
 * The operator commands of this feature: the exit code, a usage problem (a string: cli.ts prints
 * it with the usage and exits 2), or undefined when `command` is not one of them.
 */
export async function withdrawalCommand(db: Db, command: string, args: string[], by: string): Promise<number | string | undefined> {
  if (command === 'withdrawals') {
    const [status = 'pending', extra] = args;
    if (!(WITHDRAWAL_STATUSES as readonly string[]).includes(status) || extra !== undefined)
      return `withdrawals takes one of ${WITHDRAWAL_STATUSES.join('|')}`;
    const rows = await operatorList(db, status as WithdrawalStatus);
    if (!rows.length) console.error(`No ${status} withdrawals.`);
    for (const row of rows) {
      console.log(
        [
          row.id,
          row.phone,
          row.full_name,
          `${row.bank_code} ${row.bank_account} (${row.account})`,
          `${toBaht(row.amount).toFixed(2)} baht`,
          `wallet ${row.wallet_type_id}`,
          operatorTime(row.created_at),
          row.reason ?? '',
        ]
          .join('\t')
          .trimEnd(),
      );
    }
    return 0;
  }
  if (command === 'approve' || command === 'reject') {
    const [idText, ...words] = args;
    const id = positiveId(idText);
    if (typeof id === 'string') return id;
    if (command === 'approve' && words.length > 1) return 'approve takes <id> [transfer_reference]';
    const reason = words.join(' ');
    if (command === 'reject' && !reason.trim()) return 'reject needs <id> <reason>';
    const outcome = await decideWithdrawal(
      db,
      id,
      command === 'approve' ? { kind: 'approve', transferRef: words[0] ?? null } : { kind: 'reject', reason },
      operatorActor(by),
    );
    const done = {
      paid: 'paid',
      first_approval: 'first approval kept; above the second-approval threshold, a second, different person must approve it',
      rejected: `rejected (${reason.trim()}), the amount is back in the wallet`,
    }[outcome];
    console.log(`Withdrawal #${id}: ${done} by ${by.trim()}`);
    return 0;
  }
  if (command === 'bonus') {
    const [phone, baht, multiple, extra] = args;
    const amount = Number(baht);
    const times = Number(multiple);
    if (!phone || !/^\d+(\.\d{1,2})?$/.test(baht ?? '') || !/^\d+(\.\d+)?$/.test(multiple ?? '') || extra !== undefined)
      return 'bonus needs <phone> <baht> <turnover_multiple> (baht with at most 2 decimals)';
    const granted = await grantBonus(db, phone.replace(/[\s-]/g, ''), Math.round(amount * 100), times, operatorActor(by));
    console.log(
      `Bonus ${bahtText(Math.round(amount * 100))} baht to ${phone} by ${by.trim()}: bonus wallet ${bahtText(granted.balance)} baht, ` +
        `turnover left ${bahtText(granted.turnover.left)} of ${bahtText(granted.turnover.required)} baht`,
    );
    return 0;
  }
  return undefined;
}
