// Member points (point shop, wheel, quests): a ledger like money, on the member row.
import type { DatabaseSync } from 'node:sqlite';
import { nowMs } from '../db/clock.ts';
import { one, run, tx } from '../db/database.ts';
import { fail } from '../errors.ts';

export interface PointEntry {
  id: number;
  member_id: number;
  amount: number;
  balance_after: number;
  type: string;
  ref: string | null;
  idempotency_key: string | null;
  created_at: number;
}

export function memberPoints(db: DatabaseSync, memberId: number): number {
  return one<{ points: number }>(db, 'SELECT points FROM members WHERE id = ?', memberId)?.points ?? 0;
}

/** Adds (positive) or spends (negative) points; spending more than held throws INSUFFICIENT_POINTS. */
export function movePoints(
  db: DatabaseSync,
  memberId: number,
  amount: number,
  type: string,
  ref?: string | null,
  idempotencyKey?: string | null,
): PointEntry {
  if (!Number.isSafeInteger(amount) || amount === 0) throw new RangeError(`bad point amount ${amount}`);
  return tx(db, () => {
    if (idempotencyKey) {
      const earlier = one<PointEntry>(db, 'SELECT * FROM point_ledger WHERE idempotency_key = ?', idempotencyKey);
      if (earlier) {
        if (earlier.member_id !== memberId || earlier.amount !== amount) fail('IDEMPOTENCY_CONFLICT');
        return earlier;
      }
    }
    const after = memberPoints(db, memberId) + amount;
    if (after < 0) fail('INSUFFICIENT_POINTS');
    const { lastId } = run(
      db,
      `INSERT INTO point_ledger (member_id, amount, balance_after, type, ref, idempotency_key, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      memberId,
      amount,
      after,
      type,
      ref ?? null,
      idempotencyKey ?? null,
      nowMs(db),
    );
    return one<PointEntry>(db, 'SELECT * FROM point_ledger WHERE id = ?', lastId)!;
  });
}
