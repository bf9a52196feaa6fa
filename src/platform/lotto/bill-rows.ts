// The bill tables' rows and the reads that placing bills (bills.ts) and settling rounds
// (settlement.ts) share: kept apart from both so that neither imports the other.
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { LottoBillLinesTable } from '../db/tables/lotto-bill-lines.ts';
import type { LottoBillsTable } from '../db/tables/lotto-bills.ts';
import { fail } from '../errors.ts';
import type { BetType } from './bet-types.ts';

export type BillRow = Selectable<LottoBillsTable>;

/** A bill's line (its bet type one we offer: lines are written only of those). */
export type LineRow = Omit<Selectable<LottoBillLinesTable>, 'bet_type'> & { bet_type: BetType };

export async function findBill(db: Db, billId: number): Promise<BillRow | undefined> {
  return db.selectFrom('lotto_bills').selectAll().where('id', '=', billId).executeTakeFirst();
}

/** A bill of this member; LOTTO_BILL_NOT_FOUND for anyone else's, as for one that does not exist. */
export async function ownBill(db: Db, memberId: number, billId: number): Promise<BillRow> {
  const bill = await db.selectFrom('lotto_bills').selectAll().where('id', '=', billId).where('member_id', '=', memberId).executeTakeFirst();
  return bill ?? fail('LOTTO_BILL_NOT_FOUND');
}

export async function linesOf(db: Db, billId: number): Promise<LineRow[]> {
  return (await db.selectFrom('lotto_bill_lines').selectAll().where('bill_id', '=', billId).orderBy('id').execute()) as LineRow[];
}

/** A round's live bills, the ones its settlement decides. */
export function pendingBills(db: Db, roundId: number): Promise<BillRow[]> {
  return db.selectFrom('lotto_bills').selectAll().where('round_id', '=', roundId).where('status', '=', 'pending').orderBy('id').execute();
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
