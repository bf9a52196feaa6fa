// The bill tables' rows and the reads that placing bills (bills.ts) and settling rounds
// (settlement.ts) share: kept apart from both so that neither imports the other.
import type { DatabaseSync } from 'node:sqlite';
import { all, one } from '../db/database.ts';
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

export function findBill(db: DatabaseSync, billId: number): BillRow | undefined {
  return one<BillRow>(db, 'SELECT * FROM lotto_bills WHERE id = ?', billId);
}

/** A bill of this member; LOTTO_BILL_NOT_FOUND for anyone else's, as for one that does not exist. */
export function ownBill(db: DatabaseSync, memberId: number, billId: number): BillRow {
  const bill = one<BillRow>(db, 'SELECT * FROM lotto_bills WHERE id = ? AND member_id = ?', billId, memberId);
  return bill ?? fail('LOTTO_BILL_NOT_FOUND');
}

export function linesOf(db: DatabaseSync, billId: number): LineRow[] {
  return all<LineRow>(db, 'SELECT * FROM lotto_bill_lines WHERE bill_id = ? ORDER BY id', billId);
}

/** A round's live bills, the ones its settlement decides. */
export function pendingBills(db: DatabaseSync, roundId: number): BillRow[] {
  return all<BillRow>(db, "SELECT * FROM lotto_bills WHERE round_id = ? AND status = 'pending' ORDER BY id", roundId);
}

/** How many of a round's bills are in each status, for the operator's report after settling. */
export function billCountsByStatus(db: DatabaseSync, roundId: number): { status: string; n: number }[] {
  return all<{ status: string; n: number }>(
    db,
    'SELECT status, COUNT(*) AS n FROM lotto_bills WHERE round_id = ? GROUP BY status',
    roundId,
  );
}
