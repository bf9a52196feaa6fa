// The operator's side of withdrawals and bonuses: the list of requests to pay, approving (paid:
// no money moves, it left the wallet when asked) or rejecting (the amount comes back through the
// ledger, once), and a bonus with its turnover. `npm run operator -- withdrawals|approve|reject|bonus`.
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '../../contract/withdrawals.ts';
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { tellMember, type MessageToMember } from '../inbox/index.ts';
import { findMemberByPhone } from '../member/index.ts';
import { credit, requireTurnover, toBaht, turnoverOf, WALLET_TYPE, walletIdOf } from '../money/index.ts';

import { bahtText } from '../../contract/money-text.ts';

import { operatorTime } from '../../contract/bangkok-calendar.ts';

const STATUS_TH: Record<WithdrawalStatus, string> = { pending: 'รอดำเนินการ', paid: 'จ่ายแล้ว', rejected: 'ปฏิเสธแล้ว' };

/**
 * Decides a pending request: the state moves from pending in one claiming UPDATE, so of any number
 * of decisions at once exactly one wins; a rejection's refund is written in the same transaction
 * (and carries its own idempotency key besides). A request already decided changes nothing.
 */
export function decideWithdrawal(
  db: Db,
  id: number,
  decision: 'paid' | 'rejected',
  by: string,
  reason: string | null = null,
): Promise<void> {
  const why = reason?.trim() ?? null;
  // The member reads the reason: 1-200 characters, no control characters (PostgreSQL cannot store U+0000).
  if (decision === 'rejected' && (!why || why.length > 200 || /\p{Cc}/u.test(why))) fail('WITHDRAWAL_REASON_INVALID');
  return tx(
    db,
    async (trx) => {
      const request =
        (await trx
          .selectFrom('withdrawals')
          .select(['id', 'member_id', 'wallet_id', 'amount', 'status'])
          .where('id', '=', id)
          .executeTakeFirst()) ?? fail('WITHDRAWAL_NOT_FOUND');
      const claimed = await trx
        .updateTable('withdrawals')
        .set({ status: decision, reason: why, decided_at: nowMs(trx), decided_by: by.trim() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1)
        fail('WITHDRAWAL_NOT_PENDING', { id, status: STATUS_TH[request.status as WithdrawalStatus] });
      if (decision === 'rejected')
        await credit(trx, request.wallet_id, request.amount, 'withdraw_refund', `withdrawal:${id}`, `withdraw_refund:${id}`);
      await tellMember(trx, request.member_id, withdrawalMessage(id, request.amount, decision === 'rejected' ? why : null));
    },
    { queue: `withdrawal:${id}` },
  );
}

/** What the member's inbox says of the decision: paid, or rejected with the reason and the amount back. */
function withdrawalMessage(id: number, amount: number, reason: string | null): MessageToMember {
  const ref = `withdrawal:${id}`;
  if (reason === null)
    return { kind: 'withdrawal_paid', title: `ถอนเงิน ${bahtText(amount)} บาท สำเร็จ`, body: `รายการถอนเงิน #${id} โอนเข้าบัญชีของท่านแล้ว`, ref };
  return {
    kind: 'withdrawal_rejected',
    title: `รายการถอนเงิน ${bahtText(amount)} บาท ไม่สำเร็จ`,
    body: `รายการถอนเงิน #${id} ถูกปฏิเสธ เหตุผล: ${reason} ยอดเงินคืนเข้ากระเป๋าแล้ว`,
    ref,
  };
}

/** The requests in one state (default pending), oldest first: what the operator has to pay. */
function operatorList(db: Db, status: WithdrawalStatus) {
  return db
    .selectFrom('withdrawals as d')
    .innerJoin('members as m', 'm.id', 'd.member_id')
    .innerJoin('wallets as w', 'w.id', 'd.wallet_id')
    .select(['d.id', 'm.phone', 'm.full_name', 'd.bank_code', 'd.bank_account', 'd.amount', 'w.wallet_type_id', 'd.reason', 'd.created_at'])
    .where('d.status', '=', status)
    .orderBy('d.id')
    .execute();
}

/** A bonus: credits the member's bonus wallet and asks for `multiple` times it in stakes, in one transaction. */
export function grantBonus(db: Db, phone: string, satang: number, multiple: number, by: string) {
  if (!Number.isSafeInteger(satang) || satang <= 0 || !Number.isFinite(multiple) || multiple < 0 || multiple > 100) fail('BONUS_INVALID');
  return tx(db, async (trx) => {
    const member = (await findMemberByPhone(trx, phone)) ?? fail('WALLET_NOT_FOUND');
    const walletId = await walletIdOf(trx, member.id, WALLET_TYPE.BONUS);
    const source = `operator:${by.trim()}`;
    const entry = await credit(trx, walletId, satang, 'bonus', source);
    await requireTurnover(trx, member.id, walletId, Math.round(satang * multiple), source);
    await tellMember(trx, member.id, {
      kind: 'bonus',
      title: `ได้รับโบนัส ${bahtText(satang)} บาท`,
      body: `โบนัสจากทีมงานเข้ากระเป๋าโบนัสแล้ว ต้องมียอดเล่น ${bahtText(Math.round(satang * multiple))} บาท ก่อนถอน`,
      ref: `bonus:${entry.id}`,
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
          `${row.bank_code} ${row.bank_account}`,
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
    if (command === 'approve' && words.length) return 'approve takes only <id>';
    const reason = words.join(' ');
    if (command === 'reject' && !reason.trim()) return 'reject needs <id> <reason>';
    await decideWithdrawal(db, id, command === 'approve' ? 'paid' : 'rejected', by, command === 'reject' ? reason : null);
    console.log(
      `Withdrawal #${id}: ${command === 'approve' ? 'paid' : `rejected (${reason.trim()}), the amount is back in the wallet`} by ${by.trim()}`,
    );
    return 0;
  }
  if (command === 'bonus') {
    const [phone, baht, multiple, extra] = args;
    const amount = Number(baht);
    const times = Number(multiple);
    if (!phone || !/^\d+(\.\d{1,2})?$/.test(baht ?? '') || !/^\d+(\.\d+)?$/.test(multiple ?? '') || extra !== undefined)
      return 'bonus needs <phone> <baht> <turnover_multiple> (baht with at most 2 decimals)';
    const granted = await grantBonus(db, phone.replace(/[\s-]/g, ''), Math.round(amount * 100), times, by);
    console.log(
      `Bonus ${bahtText(Math.round(amount * 100))} baht to ${phone} by ${by.trim()}: bonus wallet ${bahtText(granted.balance)} baht, ` +
        `turnover left ${bahtText(granted.turnover.left)} of ${bahtText(granted.turnover.required)} baht`,
    );
    return 0;
  }
  return undefined;
}
