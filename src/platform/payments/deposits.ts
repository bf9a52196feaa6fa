// A member's deposits. Asking makes a request with the exact amount to pay: what was asked plus
// 1-99 satang, the lowest offset no other waiting request to the same account holds, so a payment
// seen on that account names one request. It is valid for `deposits.valid_minutes` (15); a member
// has one waiting at a time, and a new one is refused while it waits: only the member's own cancel
// closes it early (they may have paid it already). Every request stays in the table, findable by
// its exact amount (`findDeposits`), whatever became of it. The embedded platform never sees real
// money: the operator confirms a request (or, in demo mode, the member's "simulate payment"), and
// only then is it credited, once, through the ledger. Expired, rejected and repeated
// confirmations change nothing.
import { DEPOSIT_LIST_SIZE, type Deposit, type DepositStatus } from '../../contract/money/payments.ts';
import { channelCodeOf, channelIdOf } from '../../rules/money/payment-channels.ts';
import { nowMs } from '../db/clock.ts';
import { type Actor, recordAudit } from '../audit/index.ts';
import { contextOf, tx, type Db } from '../db/database.ts';
import type { DepositChannel } from '../db/tables/deposits.ts';
import { fail } from '../errors.ts';
import { tell } from '../live/index.ts';
import { credit, toBaht, WALLET_TYPE, walletIdOf } from '../money/index.ts';

import { tellMember } from '../inbox/index.ts';
import { assertDepositWithinLimit } from '../responsible/index.ts';
import { getSetting } from '../settings.ts';
import { bahtText } from '../../rules/money/money-text.ts';
import { anyAccount, CHANNEL_NAMES, depositAccount, depositLimits, subChannelOf } from './channels.ts';
import { qrPayload } from './qr.ts';

/** The most satang added to an amount to tell waiting requests apart. */
const MAX_OFFSET = 99;

export const DEPOSIT_STATUS_TH: Record<DepositStatus, string> = {
  pending: 'รอชำระ',
  paid: 'ชำระแล้ว',
  rejected: 'ไม่อนุมัติ',
  expired: 'หมดเวลา',
  cancelled: 'ยกเลิก',
};

export type DepositRow = Awaited<ReturnType<ReturnType<typeof depositRows>['executeTakeFirstOrThrow']>>;

function depositRows(db: Db) {
  return db
    .selectFrom('deposits')
    .select([
      'id',
      'member_id',
      'wallet_id',
      'channel',
      'sub_channel_id',
      'amount',
      'pay_amount',
      'payload',
      'status',
      'reason',
      'created_at',
      'expires_at',
      'decided_at',
    ]);
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A waiting request past its time reads as expired before the sweep marks it. */
const statusAt = (row: DepositRow, now: number): DepositStatus =>
  row.status === 'pending' && row.expires_at <= now ? 'expired' : (row.status as DepositStatus);

async function view(db: Db, row: DepositRow): Promise<Deposit> {
  const channel = row.channel;
  return {
    id: row.id,
    channel_id: channelIdOf(channel),
    channel,
    channel_name: CHANNEL_NAMES[channel],
    sub_channel: subChannelOf(await anyAccount(db, channel, row.sub_channel_id)),
    amount: toBaht(row.amount),
    pay_amount: toBaht(row.pay_amount),
    payload: row.payload,
    status: statusAt(row, nowMs(db)),
    reason: row.reason,
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at),
    seconds_left: Math.max(0, Math.ceil((row.expires_at - nowMs(db)) / 1000)),
    decided_at: row.decided_at === null ? null : iso(row.decided_at),
    can_simulate: (await getSetting(db, 'deposits.simulate_payments')) === 1,
  };
}

/** Marks the waiting requests whose time is up as expired (frees their amounts). */
async function sweepExpired(db: Db): Promise<void> {
  const now = nowMs(db);
  const expired = await db
    .updateTable('deposits')
    .set({ status: 'expired', decided_at: now })
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .returning(['id', 'member_id'])
    .execute();
  for (const row of expired) tell(db, { kind: 'deposit', member: row.member_id, id: row.id });
}

/** The lowest offset (1-99 satang) no waiting request to this account holds for this amount. */
async function uniquePayAmount(db: Db, channel: DepositChannel, subChannelId: number, satang: number): Promise<number> {
  const taken = await db
    .selectFrom('deposits')
    .select('pay_amount')
    .where('status', '=', 'pending')
    .where('channel', '=', channel)
    .where('sub_channel_id', '=', subChannelId)
    .where('pay_amount', '>', satang)
    .where('pay_amount', '<=', satang + MAX_OFFSET)
    .execute();
  const held = new Set(taken.map((row) => row.pay_amount));
  for (let offset = 1; offset <= MAX_OFFSET; offset++) if (!held.has(satang + offset)) return satang + offset;
  return fail('DEPOSIT_AMOUNTS_TAKEN');
}

export interface DepositAsk {
  channelId: number;
  subChannelId: number;
  /** Satang */
  amount: number;
}

/**
 * Makes the member's deposit request (the `generate_qr` call, for every channel): checks the
 * channel, account, minimum, maximum and the member's responsible-play limits, refuses while a
 * request still waits (2511), and writes the new one with its unique amount and QR payload, in one
 * transaction.
 */
export function requestDeposit(db: Db, memberId: number, ask: DepositAsk): Promise<Deposit> {
  return tx(
    db,
    async (trx) => {
      const channel = channelCodeOf(ask.channelId) ?? fail('DEPOSIT_CHANNEL_NOT_FOUND');
      const account = await depositAccount(trx, channel, ask.subChannelId);
      const { min, max } = await depositLimits(trx);
      if (ask.amount < min) fail('DEPOSIT_UNDER_MIN', { min: bahtText(min) });
      if (ask.amount > max) fail('DEPOSIT_OVER_MAX', { max: bahtText(max) });
      await sweepExpired(trx);
      const now = nowMs(trx);
      const waiting = await trx
        .selectFrom('deposits')
        .select(['id', 'pay_amount'])
        .where('member_id', '=', memberId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (waiting) fail('DEPOSIT_WAITING', { id: waiting.id, amount: bahtText(waiting.pay_amount) });
      const payAmount = await uniquePayAmount(trx, channel, account.id, ask.amount);
      await assertDepositWithinLimit(trx, memberId, payAmount);
      const validMinutes = await getSetting(trx, 'deposits.valid_minutes');
      const { id } = await trx
        .insertInto('deposits')
        .values({
          member_id: memberId,
          wallet_id: await walletIdOf(trx, memberId, WALLET_TYPE.MAIN),
          channel,
          sub_channel_id: account.id,
          amount: ask.amount,
          pay_amount: payAmount,
          payload: qrPayload(channel, account, payAmount),
          created_at: now,
          expires_at: now + validMinutes * 60_000,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The cashiers' queue has a new request (staff streams).
      tell(trx, { kind: 'deposit', member: memberId, id });
      return view(trx, await depositRows(trx).where('id', '=', id).executeTakeFirstOrThrow());
    },
    { queue: `deposit:member:${memberId}` },
  );
}

/** One of the member's deposits (another member's reads as not found). */
export async function memberDeposit(db: Db, memberId: number, id: number): Promise<Deposit> {
  const row =
    (await depositRows(db).where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst()) ?? fail('DEPOSIT_NOT_FOUND');
  return view(db, row);
}

/** The member's newest deposit, or null. */
export async function latestDeposit(db: Db, memberId: number): Promise<Deposit | null> {
  const row = await depositRows(db).where('member_id', '=', memberId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? view(db, row) : null;
}

/** The member's deposit still waiting to be paid, or null. */
export async function waitingDeposit(db: Db, memberId: number): Promise<Deposit | null> {
  const row = await depositRows(db)
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', nowMs(db))
    .executeTakeFirst();
  return row ? view(db, row) : null;
}

/** The member's latest deposits, newest first. */
export async function memberDeposits(db: Db, memberId: number): Promise<Deposit[]> {
  const rows = await depositRows(db).where('member_id', '=', memberId).orderBy('id', 'desc').limit(DEPOSIT_LIST_SIZE).execute();
  return Promise.all(rows.map((row) => view(db, row)));
}

/**
 * Moves a waiting request on (paid or cancelled) in one claiming UPDATE, while still pending and
 * within its time, so a confirmation and a cancel cannot both win; refuses an expired one (2508)
 * and one no longer waiting (2507). Answers the time of the decision.
 */
async function claimPending(trx: Db, row: DepositRow, status: 'paid' | 'cancelled', by: string): Promise<number> {
  const { id } = row;
  const now = nowMs(trx);
  const before = statusAt(row, now);
  if (before === 'expired') fail('DEPOSIT_EXPIRED', { id });
  if (before !== 'pending') fail('DEPOSIT_NOT_PENDING', { id, status: DEPOSIT_STATUS_TH[before] });
  const claimed = await trx
    .updateTable('deposits')
    .set({ status, decided_at: now, decided_by: by })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) fail('DEPOSIT_NOT_PENDING', { id, status: DEPOSIT_STATUS_TH.paid });
  tell(trx, { kind: 'deposit', member: row.member_id, id });
  return now;
}

/**
 * The payment arrived (the operator saw it, or the demo's "simulate payment"), inside the caller's
 * transaction (`flows/deposit.ts`, which also pays the waiting promotion): the request moves from
 * pending to paid in one claiming UPDATE, while still within its time, and the pay amount is
 * credited to the member's main wallet (with its own idempotency key besides). Of any number of
 * confirmations at once exactly one credits; the others, and any confirmation of an expired,
 * rejected or cancelled request, are refused and change nothing.
 */
export async function claimDeposit(trx: Db, id: number, by: string): Promise<{ deposit: DepositRow; balance: number }> {
  const row = (await depositRows(trx).where('id', '=', id).executeTakeFirst()) ?? fail('DEPOSIT_NOT_FOUND');
  const now = await claimPending(trx, row, 'paid', by.trim());
  const entry = await credit(trx, row.wallet_id, row.pay_amount, 'deposit', `deposit:${id}`, `deposit:${id}`);
  await tellMember(trx, row.member_id, {
    kind: 'deposit_paid',
    title: `ฝากเงิน ${bahtText(row.pay_amount)} บาท สำเร็จ`,
    body: `รายการฝากเงิน #${id} เข้ากระเป๋าแล้ว ยอดคงเหลือ ${bahtText(entry.balance_after)} บาท`,
    ref: `deposit:${id}`,
    amount: row.pay_amount,
  });
  return { deposit: { ...row, status: 'paid' as const, decided_at: now }, balance: entry.balance_after };
}

/** Staff (or the operator) found no payment for a waiting request: rejected with a reason the member reads; no money moves. */
export async function rejectDeposit(db: Db, id: number, actor: Actor, reason: string): Promise<void> {
  const why = reason.trim();
  if (!why || why.length > 200 || /\p{Cc}/u.test(why)) fail('DEPOSIT_REASON_INVALID');
  return tx(
    db,
    async (trx) => {
      const row = (await depositRows(trx).where('id', '=', id).executeTakeFirst()) ?? fail('DEPOSIT_NOT_FOUND');
      const claimed = await trx
        .updateTable('deposits')
        .set({ status: 'rejected', reason: why, decided_at: nowMs(trx), decided_by: actor.name.trim() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) fail('DEPOSIT_NOT_PENDING', { id, status: DEPOSIT_STATUS_TH[row.status as DepositStatus] });
      tell(trx, { kind: 'deposit', member: row.member_id, id });
      await recordAudit(trx, contextOf(trx).now, {
        actor,
        action: 'deposit.reject',
        targetKind: 'deposit',
        targetId: String(id),
        before: { status: 'pending', member_id: row.member_id, pay_amount: row.pay_amount },
        after: { status: 'rejected' },
        reason: why,
      });
      await tellMember(trx, row.member_id, {
        kind: 'deposit_rejected',
        title: `รายการฝากเงิน ${bahtText(row.pay_amount)} บาท ไม่สำเร็จ`,
        body: `รายการฝากเงิน #${id} ถูกปฏิเสธ เหตุผล: ${why}`,
        ref: `deposit:${id}`,
      });
    },
    { queue: `deposit:${id}` },
  );
}

/**
 * The member closes their own waiting request (after the page warned that a transfer already made
 * must not be sent again): pending to cancelled in one claiming UPDATE, so it cannot race a
 * confirmation; its amount is freed. A paid, rejected or cancelled request is refused (2507), an
 * expired one 2508, another member's reads as not found (2506).
 */
export function cancelDeposit(db: Db, memberId: number, id: number): Promise<Deposit> {
  return tx(
    db,
    async (trx) => {
      const row =
        (await depositRows(trx).where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst()) ?? fail('DEPOSIT_NOT_FOUND');
      await claimPending(trx, row, 'cancelled', 'member');
      return view(trx, await depositRows(trx).where('id', '=', id).executeTakeFirstOrThrow());
    },
    { queue: `deposit:${id}` },
  );
}

/** The operator's view of requests: who asked, where to, the exact amount, the times. */
const operatorRows = (db: Db) =>
  db
    .selectFrom('deposits as d')
    .innerJoin('members as m', 'm.id', 'd.member_id')
    .select([
      'd.id',
      'm.phone',
      'm.full_name',
      'd.channel',
      'd.sub_channel_id',
      'd.pay_amount',
      'd.status',
      'd.reason',
      'd.created_at',
      'd.expires_at',
    ]);

/**
 * Every request, in any state, whose exact amount to pay is `satang`, newest first: a payment that
 * came for a cancelled or expired request is still traced to its member.
 */
export async function findDeposits(db: Db, satang: number) {
  const rows = await operatorRows(db).where('d.pay_amount', '=', satang).orderBy('d.id', 'desc').execute();
  const now = nowMs(db);
  return rows.map((row) => ({ ...row, status: row.status === 'pending' && row.expires_at <= now ? 'expired' : row.status }));
}

/** The operator's list: requests in one state (pending: still within their time), oldest first. */
export function operatorDeposits(db: Db, status: DepositStatus) {
  const query = operatorRows(db).orderBy('d.id');
  const now = nowMs(db);
  if (status === 'pending') return query.where('d.status', '=', 'pending').where('d.expires_at', '>', now).execute();
  if (status === 'expired')
    return query
      .where((eb) => eb.or([eb('d.status', '=', 'expired'), eb.and([eb('d.status', '=', 'pending'), eb('d.expires_at', '<=', now)])]))
      .execute();
  return query.where('d.status', '=', status).execute();
}

/**
 * Every request to one agent bank account of exactly `satang`, in any state (a waiting one past its
 * time reads as expired): what an automatic match chooses from (flows/bank-texts.ts).
 */
export async function bankDepositsOfAmount(db: Db, bankAccountId: number, satang: number) {
  const rows = await depositRows(db)
    .where('channel', '=', 'bank')
    .where('sub_channel_id', '=', bankAccountId)
    .where('pay_amount', '=', satang)
    .orderBy('id')
    .execute();
  const now = nowMs(db);
  return rows.map((row) => ({ id: row.id, status: statusAt(row, now), created_at: row.created_at, expires_at: row.expires_at }));
}
