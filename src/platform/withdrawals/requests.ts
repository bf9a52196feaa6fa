// A member's withdrawal requests: money from a wallet to the member's main bank account (the one
// registered with) or their backup one (added with an SMS code), as the member chooses.
// The amount leaves the wallet when asked (one `withdraw` ledger row, in the transaction that
// writes the request); the operator then pays it (approve) or gives it back (reject: one
// `withdraw_refund` row, exactly once). Main credit may be withdrawn, bonus credit once its
// turnover is met, free credit never.
import type { Selectable } from 'kysely';
import type {
  WithdrawAccount,
  WithdrawalAccount,
  WithdrawInfo,
  Withdrawal,
  WithdrawalStatus,
  WithdrawWallet,
} from '../../contract/money/withdrawals.ts';
import { maskBankAccount } from '../../rules/money/bank-account.ts';
import { bahtText } from '../../rules/money/money-text.ts';
import { WITHDRAWAL_LIST_SIZE } from '../../contract/money/withdrawals.ts';
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import type { WithdrawalsTable } from '../db/tables/withdrawals.ts';
import { fail } from '../errors.ts';
import { tell } from '../live/index.ts';
import { debit, toBaht, toSatang, turnoverOf, type TurnoverState, WALLET_TYPE } from '../money/index.ts';

import { getSetting } from '../settings.ts';

export interface WithdrawalAsk {
  walletId: number;
  /** Satang */
  amount: number;
  /** The client's key: the same key again answers the first request and moves nothing. */
  idempotencyKey: string;
  /** Where the money goes; the main account when not said. */
  account?: WithdrawalAccount;
}

interface Limits {
  min: number;
  max: number;
  maxPending: number;
}

async function limits(db: Db): Promise<Limits> {
  return {
    min: toSatang(await getSetting(db, 'withdrawals.min_baht')),
    max: toSatang(await getSetting(db, 'withdrawals.max_baht')),
    maxPending: await getSetting(db, 'withdrawals.max_pending'),
  };
}

const toTurnover = (state: TurnoverState) => ({ required: toBaht(state.required), done: toBaht(state.done), left: toBaht(state.left) });

function requestRows(db: Db) {
  return db
    .selectFrom('withdrawals as d')
    .innerJoin('wallets as w', 'w.id', 'd.wallet_id')
    .innerJoin('wallet_types as t', 't.id', 'w.wallet_type_id')
    .innerJoin('banks as b', 'b.code', 'd.bank_code')
    .select([
      'd.id',
      'd.wallet_id',
      't.name as wallet_name',
      'd.amount',
      'b.name as bank_name',
      'd.bank_account',
      'd.account',
      'd.status',
      'd.reason',
      'd.created_at',
      'd.decided_at',
    ]);
}
type RequestRow = Awaited<ReturnType<ReturnType<typeof requestRows>['executeTakeFirstOrThrow']>>;

function view(row: RequestRow): Withdrawal {
  return {
    id: row.id,
    wallet_id: row.wallet_id,
    wallet_name: row.wallet_name,
    amount: toBaht(row.amount),
    bank_name: row.bank_name,
    account: row.account,
    account_masked: maskBankAccount(row.bank_account),
    status: row.status as WithdrawalStatus,
    reason: row.reason,
    created_at: new Date(row.created_at).toISOString(),
    decided_at: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
  };
}

/** The member's latest requests, newest first. */
export async function memberWithdrawals(db: Db, memberId: number): Promise<Withdrawal[]> {
  const rows = await requestRows(db).where('d.member_id', '=', memberId).orderBy('d.id', 'desc').limit(WITHDRAWAL_LIST_SIZE).execute();
  return rows.map(view);
}

const pendingCount = async (db: Db, memberId: number) =>
  Number(
    (
      await db
        .selectFrom('withdrawals')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Whether a wallet may be withdrawn from now, and why not. */
async function walletRule(db: Db, memberId: number, wallet: { id: number; wallet_type_id: number }) {
  if (wallet.wallet_type_id === WALLET_TYPE.MAIN) return { blocked: null, turnover: null };
  if (wallet.wallet_type_id === WALLET_TYPE.BONUS) {
    const turnover = await turnoverOf(db, memberId, wallet.id);
    return { blocked: turnover.left > 0 ? ('turnover' as const) : null, turnover };
  }
  return { blocked: 'free_credit' as const, turnover: null };
}

/**
 * Asks for `ask.amount` satang from the member's wallet to their main or backup account: checks every
 * rule, writes the request and its `withdraw` ledger row in one transaction, answers the request.
 * One entry point for any caller (the member's call; later others, e.g. while a time-out stops
 * log-in): it takes the member, not a session.
 */
export function requestWithdrawal(db: Db, memberId: number, ask: WithdrawalAsk): Promise<Withdrawal> {
  return tx(
    db,
    async (trx) => {
      const earlier = await trx
        .selectFrom('withdrawals')
        .select(['id', 'wallet_id', 'amount', 'account'])
        .where('member_id', '=', memberId)
        .where('idempotency_key', '=', ask.idempotencyKey)
        .executeTakeFirst();
      const account = ask.account ?? 'main';
      if (earlier) {
        if (earlier.wallet_id !== ask.walletId || earlier.amount !== ask.amount || earlier.account !== account)
          fail('IDEMPOTENCY_CONFLICT');
        return view(await requestRows(trx).where('d.id', '=', earlier.id).executeTakeFirstOrThrow());
      }
      const wallet =
        (await trx
          .selectFrom('wallets')
          .select(['id', 'wallet_type_id', 'balance'])
          .where('id', '=', ask.walletId)
          .where('member_id', '=', memberId)
          .executeTakeFirst()) ?? fail('WALLET_NOT_FOUND');
      const destination = await destinationOf(trx, memberId, account);
      const rule = await walletRule(trx, memberId, wallet);
      if (rule.blocked === 'free_credit') fail('WITHDRAW_FREE_CREDIT');
      if (rule.blocked === 'turnover') fail('WITHDRAW_TURNOVER_NOT_MET', { left: bahtText(rule.turnover!.left) });
      const { min, max, maxPending } = await limits(trx);
      if (!Number.isSafeInteger(ask.amount) || ask.amount < min) fail('WITHDRAW_UNDER_MIN', { min: bahtText(min) });
      if (ask.amount > max) fail('WITHDRAW_OVER_MAX', { max: bahtText(max) });
      if (ask.amount > wallet.balance) fail('WITHDRAW_OVER_BALANCE', { balance: bahtText(wallet.balance) });
      if ((await pendingCount(trx, memberId)) >= maxPending) fail('WITHDRAW_TOO_MANY_PENDING', { max: maxPending });
      return writeRequest(trx, memberId, wallet.id, ask.amount, ask.idempotencyKey, destination);
    },
    { queue: `withdraw:member:${memberId}` },
  );
}

/** Where a withdrawal is paid: copied into its row. */
type Destination = Pick<Selectable<WithdrawalsTable>, 'account' | 'bank_code' | 'bank_account'>;

/** The member's account of that kind as it is now; refused when the member has no backup account. */
async function destinationOf(db: Db, memberId: number, account: WithdrawalAccount): Promise<Destination> {
  const member = await db
    .selectFrom('members')
    .select(['bank_code', 'bank_account', 'sub_bank_code', 'sub_bank_account'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (account === 'main') return { account, bank_code: member.bank_code, bank_account: member.bank_account };
  if (member.sub_bank_code === null || member.sub_bank_account === null) fail('WITHDRAW_NO_BACKUP_ACCOUNT');
  return { account, bank_code: member.sub_bank_code, bank_account: member.sub_bank_account };
}

/** Writes one request to `destination` (copied as it is now) and takes its amount out. Call inside tx. */
async function writeRequest(
  trx: Db,
  memberId: number,
  walletId: number,
  amount: number,
  idempotencyKey: string,
  destination: Destination,
): Promise<Withdrawal> {
  const { id } = await trx
    .insertInto('withdrawals')
    .values({
      member_id: memberId,
      wallet_id: walletId,
      amount,
      bank_code: destination.bank_code,
      bank_account: destination.bank_account,
      account: destination.account,
      idempotency_key: idempotencyKey,
      created_at: nowMs(trx),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await debit(trx, walletId, amount, 'withdraw', `withdrawal:${id}`, `withdraw:${id}`);
  tell(trx, { kind: 'withdrawal', member: memberId, id });
  return view(await requestRows(trx).where('d.id', '=', id).executeTakeFirstOrThrow());
}

/** One of the member's requests' state (the live stream's), or null when it is not theirs. */
export async function withdrawalState(db: Db, memberId: number, id: number): Promise<{ id: number; status: WithdrawalStatus } | null> {
  const row = await db
    .selectFrom('withdrawals')
    .select(['id', 'status'])
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row ? { id: row.id, status: row.status as WithdrawalStatus } : null;
}

/**
 * During a break, when log-in is refused (responsible play): everything the member may withdraw
 * (main credit, and bonus credit whose turnover is met) goes to the registered account, in
 * requests of at most the maximum each. It is the member's money on its way out, so neither the
 * minimum nor the cap on pending requests holds it back. A second call finds nothing left.
 */
export function withdrawRemaining(db: Db, memberId: number): Promise<Withdrawal[]> {
  return tx(
    db,
    async (trx) => {
      const wallets = await trx
        .selectFrom('wallets')
        .select(['id', 'wallet_type_id', 'balance'])
        .where('member_id', '=', memberId)
        .where('balance', '>', 0)
        .orderBy('wallet_type_id')
        .execute();
      const { max } = await limits(trx);
      const main = await destinationOf(trx, memberId, 'main');
      const made: Withdrawal[] = [];
      for (const wallet of wallets) {
        if ((await walletRule(trx, memberId, wallet)).blocked) continue;
        for (let left = wallet.balance, part = 1; left > 0; part++) {
          const amount = Math.min(left, max);
          made.push(await writeRequest(trx, memberId, wallet.id, amount, `remaining:${nowMs(trx)}:${wallet.id}:${part}`, main));
          left -= amount;
        }
      }
      return made;
    },
    { queue: `withdraw:member:${memberId}` },
  );
}

/** The member's main account and, once added, the backup one: masked, as the form shows them. */
async function memberAccounts(db: Db, memberId: number): Promise<WithdrawAccount[]> {
  const member = await db
    .selectFrom('members as m')
    .innerJoin('banks as b', 'b.code', 'm.bank_code')
    .leftJoin('banks as sb', 'sb.code', 'm.sub_bank_code')
    .select([
      'm.full_name',
      'm.bank_code',
      'm.bank_account',
      'b.name as bank_name',
      'm.sub_bank_code',
      'm.sub_bank_account',
      'sb.name as sub_bank_name',
    ])
    .where('m.id', '=', memberId)
    .executeTakeFirstOrThrow();
  const accounts: WithdrawAccount[] = [
    {
      account: 'main',
      bank_code: member.bank_code,
      bank_name: member.bank_name,
      account_name: member.full_name,
      account_masked: maskBankAccount(member.bank_account),
    },
  ];
  if (member.sub_bank_code !== null && member.sub_bank_account !== null)
    accounts.push({
      account: 'backup',
      bank_code: member.sub_bank_code,
      bank_name: member.sub_bank_name ?? member.sub_bank_code,
      account_name: member.full_name,
      account_masked: maskBankAccount(member.sub_bank_account),
    });
  return accounts;
}

/** What the withdrawal form needs: the destinations (masked), the limits, each wallet's rule, the requests. */
export async function withdrawInfo(db: Db, memberId: number): Promise<WithdrawInfo> {
  const wallets = await db
    .selectFrom('wallets as w')
    .innerJoin('wallet_types as t', 't.id', 'w.wallet_type_id')
    .select(['w.id', 'w.wallet_type_id', 't.name', 'w.balance'])
    .where('w.member_id', '=', memberId)
    .orderBy('w.wallet_type_id')
    .execute();
  const { min, max, maxPending } = await limits(db);
  const rules: WithdrawWallet[] = [];
  for (const wallet of wallets) {
    const rule = await walletRule(db, memberId, wallet);
    rules.push({
      wallet_id: wallet.id,
      wallet_type_id: wallet.wallet_type_id,
      wallet_name: wallet.name,
      balance: toBaht(wallet.balance),
      withdrawable: rule.blocked === null,
      blocked: rule.blocked,
      turnover: rule.turnover ? toTurnover(rule.turnover) : null,
    });
  }
  return {
    accounts: await memberAccounts(db, memberId),
    min: toBaht(min),
    max: toBaht(max),
    max_pending: maxPending,
    pending: await pendingCount(db, memberId),
    wallets: rules,
    requests: await memberWithdrawals(db, memberId),
  };
}
