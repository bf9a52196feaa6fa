// Member points (point shop, wheel, quests): a book of movements like money (money/movement.ts),
// kept on the member row.
import type { Db } from '../db/database.ts';
import { recordMovement, type Book, type Movement } from './movement.ts';
import { lockedRow } from '../db/row-lock.ts';
import { tell } from '../live/index.ts';

/** A row of the point ledger: one movement of a member's points. */
export type PointEntry = Movement<'member_id'>;

/** The point ledger as a book of movements: members' points. */
const POINTS: Book<'member_id'> = {
  table: 'point_ledger',
  owner: 'member_id',
  balanceOf: lockedMemberPoints,
  insufficient: 'INSUFFICIENT_POINTS',
  // Open pages hear that the points moved (stream/), after the commit.
  moved: (db, memberId) => tell(db, { kind: 'points', member: memberId, id: 0 }),
};

export async function memberPoints(db: Db, memberId: number): Promise<number> {
  const member = await db.selectFrom('members').select('points').where('id', '=', memberId).executeTakeFirst();
  return member?.points ?? 0;
}

/** The points a movement starts from, the member's row locked (Book.balanceOf). */
async function lockedMemberPoints(db: Db, memberId: number): Promise<number> {
  const member = await lockedRow(db, db.selectFrom('members').select('points').where('id', '=', memberId)).executeTakeFirst();
  return member?.points ?? 0;
}

/** Adds (positive) or spends (negative) points; spending more than held throws INSUFFICIENT_POINTS. */
export async function movePoints(
  db: Db,
  memberId: number,
  amount: number,
  type: string,
  ref?: string | null,
  idempotencyKey?: string | null,
): Promise<PointEntry> {
  if (!Number.isSafeInteger(amount) || amount === 0) throw new RangeError(`bad point amount ${amount}`);
  return recordMovement(db, POINTS, memberId, amount, type, ref, idempotencyKey);
}
