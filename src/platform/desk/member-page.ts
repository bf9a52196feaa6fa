// A member's page in the back office: the profile and everything the member has done, newest first
// (the latest of each list): wallets and turnover, the ledger, bills, game rounds, deposits,
// withdrawals, reward claims, staff adjustments, the responsible-play limits and break (shown,
// never changed here), log-ins (sessions opened and refused attempts) and sessions.
import type { MemberPage } from '../../contract/admin/admin-members.ts';
import type { LedgerType } from '../../contract/money/statement.ts';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { findMemberById } from '../member/index.ts';
import { ledgerPage, listWallets, toBaht, turnoverOf, WALLET_TYPE, walletIdOf } from '../money/index.ts';

import { activeBreak, limitView } from '../responsible/index.ts';

import { adjustmentsOf } from './adjustments.ts';

/** How many of each list the page carries. */
const LIST = 50;

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

export async function memberPage(db: Db, memberId: number): Promise<MemberPage> {
  const member = (await findMemberById(db, memberId)) ?? fail('MEMBER_NOT_FOUND');
  const now = nowMs(db);
  const bank = await db.selectFrom('banks').select('name').where('code', '=', member.bank_code).executeTakeFirst();
  const wallets = await listWallets(db, memberId);
  const turnover = await turnoverOf(db, memberId, await walletIdOf(db, memberId, WALLET_TYPE.BONUS));
  const statement = await ledgerPage(db, memberId, {}, 1, LIST);
  const bills = await db
    .selectFrom('lotto_bills as b')
    .innerJoin('lotto_rounds as r', 'r.id', 'b.round_id')
    .select(['b.id', 'r.name as round_name', 'b.total', 'b.payout', 'b.status', 'b.created_at'])
    .where('b.member_id', '=', memberId)
    .orderBy('b.id', 'desc')
    .limit(LIST)
    .execute();
  const rounds = await db
    .selectFrom('game_rounds as g')
    .innerJoin('games', 'games.id', 'g.game_id')
    .select(['g.id', 'games.name as game_name', 'g.stake', 'g.win', 'g.created_at'])
    .where('g.member_id', '=', memberId)
    .orderBy('g.id', 'desc')
    .limit(LIST)
    .execute();
  const deposits = await db
    .selectFrom('deposits')
    .select(['id', 'channel', 'pay_amount', 'status', 'expires_at', 'created_at', 'decided_by', 'reason'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(LIST)
    .execute();
  const withdrawals = await db
    .selectFrom('withdrawals')
    .select(['id', 'amount', 'status', 'bank_account', 'created_at', 'decided_by', 'reason', 'first_approved_by'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(LIST)
    .execute();
  const claims = await db
    .selectFrom('reward_claims')
    .select(['id', 'kind', 'period', 'unit', 'amount', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(LIST)
    .execute();
  const running = await activeBreak(db, memberId);
  const sessions = await db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'expires_at', 'revoked_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(LIST)
    .execute();
  // Refused attempts are kept per phone and device ('login:<phone>@<client>') while they count.
  const failures = await db
    .selectFrom('auth_failures')
    .select(['key', 'failed_at'])
    .where('key', 'like', `login:${member.phone}@%`)
    .orderBy('failed_at', 'desc')
    .limit(LIST)
    .execute();
  const logins = [
    ...sessions.map((row) => ({ at: row.created_at, ok: true, client: null })),
    ...failures.map((row) => ({ at: row.failed_at, ok: false, client: row.key.slice(`login:${member.phone}@`.length) })),
  ]
    .sort((a, b) => b.at - a.at)
    .slice(0, LIST)
    .map((row) => ({ ...row, at: iso(row.at) }));
  return {
    profile: {
      id: member.id,
      phone: member.phone,
      full_name: member.full_name,
      bank_code: member.bank_code,
      bank_name: bank?.name ?? member.bank_code,
      bank_account: member.bank_account,
      sub_bank_code: member.sub_bank_code,
      sub_bank_account: member.sub_bank_account,
      birth_date: member.birth_date,
      ref_code: member.ref_code,
      referrer_id: member.referrer_id,
      points: member.points,
      created_at: iso(member.created_at),
      locked_at: isoOrNull(member.locked_at),
      locked_reason: member.locked_reason,
    },
    wallets: wallets.map((wallet) => ({
      wallet_id: wallet.id,
      wallet_type_id: wallet.wallet_type_id,
      name: wallet.wallet_name,
      balance: wallet.balance,
    })),
    turnover: { required: toBaht(turnover.required), done: toBaht(turnover.done), left: toBaht(turnover.left) },
    statement: statement.rows.map((row) => ({
      id: row.id,
      type: row.type as LedgerType,
      amount: toBaht(row.amount),
      balance_after: toBaht(row.balance_after),
      wallet_id: row.wallet_id,
      wallet_name: row.wallet_name,
      ref: row.ref,
      created_at: iso(row.created_at),
    })),
    bills: bills.map((row) => ({ ...row, total: toBaht(row.total), payout: toBaht(row.payout), created_at: iso(row.created_at) })),
    game_rounds: rounds.map((row) => ({ ...row, stake: toBaht(row.stake), win: toBaht(row.win), created_at: iso(row.created_at) })),
    deposits: deposits.map(({ expires_at, ...row }) => ({
      ...row,
      status: row.status === 'pending' && expires_at <= now ? 'expired' : row.status,
      pay_amount: toBaht(row.pay_amount),
      created_at: iso(row.created_at),
    })),
    withdrawals: withdrawals.map(({ first_approved_by, ...row }) => ({
      ...row,
      status: row.status === 'pending' && first_approved_by ? 'second_approval' : row.status,
      amount: toBaht(row.amount),
      created_at: iso(row.created_at),
    })),
    reward_claims: claims.map((row) => ({
      ...row,
      amount: row.unit === 'satang' ? toBaht(row.amount) : row.amount,
      created_at: iso(row.created_at),
    })),
    adjustments: await adjustmentsOf(db, { memberId }),
    responsible: {
      limits: [await limitView(db, memberId, 'deposit'), await limitView(db, memberId, 'loss')],
      break: running && { kind: running.kind, starts_at: iso(running.starts_at), ends_at: iso(running.ends_at) },
    },
    logins,
    sessions: sessions.map((row) => ({
      id: row.id,
      created_at: iso(row.created_at),
      expires_at: iso(row.expires_at),
      revoked_at: isoOrNull(row.revoked_at),
      live: row.revoked_at === null && row.expires_at > now,
    })),
  };
}
