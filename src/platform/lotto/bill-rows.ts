// The bill tables' rows and the reads that placing bills (bills.ts) and settling rounds
// (settlement.ts) share: kept apart from both so that neither imports the other.
import type { Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import type { BetType } from './bet-types.ts';

export interface BillRow {
  id: number;
  member_id: number;
  round_id: number;
  wallet_id: number;
  total: number;
  payout: number;
  status: 'pending' | 'won' | 'lost' | 'cancelled' | 'refunded';
  idempotency_key: string | null;
  request_hash: string;
  created_at: number;
  settled_at: number | null;
}

export interface LineRow {
  id: number;
  bill_id: number;
  round_id: number;
  bet_type: BetType;
  number: string;
  input_number: string;
  amount: number;
  rate_centi: number;
  hot: number;
  result: 'pending' | 'won' | 'lost' | 'refunded';
  payout: number;
}

export async function findBill(db: Db, billId: number): Promise<BillRow | undefined> {
  return (await db.selectFrom('lotto_bills').selectAll().where('id', '=', billId).executeTakeFirst()) as BillRow | undefined;
}

/** A bill of this member; LOTTO_BILL_NOT_FOUND for anyone else's, as for one that does not exist. */
export async function ownBill(db: Db, memberId: number, billId: number): Promise<BillRow> {
  const bill = await db.selectFrom('lotto_bills').selectAll().where('id', '=', billId).where('member_id', '=', memberId).executeTakeFirst();
  return (bill as BillRow | undefined) ?? fail('LOTTO_BILL_NOT_FOUND');
}

export async function linesOf(db: Db, billId: number): Promise<LineRow[]> {
  return (await db.selectFrom('lotto_bill_lines').selectAll().where('bill_id', '=', billId).orderBy('id').execute()) as LineRow[];
}

/** A round's live bills, the ones its settlement decides. */
export async function pendingBills(db: Db, roundId: number): Promise<BillRow[]> {
  return (await db
    .selectFrom('lotto_bills')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute()) as BillRow[];
}

/** How many of a round's bills are in each status, for the operator's report after settling. */
export function billCountsByStatus(db: Db, roundId: number): Promise<{ status: string; n: number }[]> {
  return db
    .selectFrom('lotto_bills')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .where('round_id', '=', roundId)
    .groupBy('status')
    .orderBy('status')
    .execute();
}
