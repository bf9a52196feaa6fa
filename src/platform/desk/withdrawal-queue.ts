// The cashier's withdrawal queue: every pending request, oldest first, with what the transfer and
// its check need: the account the member chose (main or backup) in full, their wallets' balances,
// the bonus turnover and their latest money movements; a request above the second-approval
// threshold shows who gave the first approval.
import type { DeskWithdrawal } from '../../contract/admin/admin-desk.ts';
import type { Db } from '../db/database.ts';
import { ledgerPage, listWallets, toBaht, toSatang, turnoverOf, WALLET_TYPE, walletIdOf } from '../money/index.ts';

import { getSetting } from '../settings.ts';

/** How many of the member's latest ledger rows the queue shows beside a request. */
const RECENT_ROWS = 8;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export async function withdrawalQueue(db: Db): Promise<{ withdrawals: DeskWithdrawal[]; second_approval_baht: number }> {
  const threshold = await getSetting(db, 'withdrawals.second_approval_baht');
  const rows = await db
    .selectFrom('withdrawals as d')
    .innerJoin('members as m', 'm.id', 'd.member_id')
    .innerJoin('wallets as w', 'w.id', 'd.wallet_id')
    .innerJoin('wallet_types as t', 't.id', 'w.wallet_type_id')
    .leftJoin('banks as b', 'b.code', 'd.bank_code')
    .select([
      'd.id',
      'd.member_id',
      'm.phone',
      'm.full_name',
      't.name as wallet_name',
      'd.amount',
      'd.bank_code',
      'b.name as bank_name',
      'd.bank_account',
      'd.account',
      'd.created_at',
      'd.first_approved_by',
      'd.first_approved_at',
      'd.transfer_ref',
    ])
    .where('d.status', '=', 'pending')
    .orderBy('d.id')
    .execute();
  const withdrawals: DeskWithdrawal[] = [];
  for (const row of rows) {
    const wallets = await listWallets(db, row.member_id);
    const turnover = await turnoverOf(db, row.member_id, await walletIdOf(db, row.member_id, WALLET_TYPE.BONUS));
    const recent = await ledgerPage(db, row.member_id, {}, 1, RECENT_ROWS);
    withdrawals.push({
      id: row.id,
      member_id: row.member_id,
      member_phone: row.phone,
      member_name: row.full_name,
      wallet_name: row.wallet_name,
      amount: toBaht(row.amount),
      bank_code: row.bank_code,
      bank_name: row.bank_name ?? row.bank_code,
      bank_account: row.bank_account,
      account: row.account,
      created_at: new Date(row.created_at).toISOString(),
      needs_second_approval: row.amount > toSatang(threshold),
      first_approved_by: row.first_approved_by,
      first_approved_at: iso(row.first_approved_at),
      transfer_ref: row.transfer_ref,
      wallets: wallets.map((wallet) => ({ name: wallet.wallet_name, balance: wallet.balance })),
      turnover: { required: toBaht(turnover.required), done: toBaht(turnover.done), left: toBaht(turnover.left) },
      recent: recent.rows.map((move) => ({
        type: move.type,
        amount: toBaht(move.amount),
        wallet_name: move.wallet_name,
        created_at: new Date(move.created_at).toISOString(),
      })),
    });
  }
  return { withdrawals, second_approval_baht: threshold };
}
