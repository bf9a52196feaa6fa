// One movement on an append-only book: the money ledger (a wallet's balance), the point ledger (a
// member's points), and every later reward's book. Written once here so that each book keeps the
// same rules: a retried call with the same idempotency key answers with its first row and moves
// nothing; no balance goes below zero; the row and the new balance land in one transaction (the
// database triggers move the balance to the row's balance_after and refuse anything else).
import type { DatabaseSync } from 'node:sqlite';
import { nowMs } from '../db/clock.ts';
import { one, run, tx } from '../db/database.ts';
import { fail, type ErrorKey } from '../errors.ts';

/** The column that names whose balance a row moves: a wallet's or a member's. */
export type BookOwner = 'wallet_id' | 'member_id';

/** A book's table: (owner, amount, balance_after, type, ref, idempotency_key, created_at). */
export interface Book<Owner extends BookOwner> {
  table: 'ledger' | 'point_ledger';
  owner: Owner;
  /** The owner's balance now; throws when the book has no such owner. */
  balanceOf(db: DatabaseSync, owner: number): number;
  /** The refusal when a movement would take the balance below zero. */
  insufficient: ErrorKey;
}

/** A row of a book, as written. */
export type Movement<Owner extends BookOwner, Type extends string = string> = { [column in Owner]: number } & {
  id: number;
  /** Signed: positive in, negative out. */
  amount: number;
  balance_after: number;
  type: Type;
  ref: string | null;
  idempotency_key: string | null;
  created_at: number;
};

/**
 * Moves `amount` (signed, already checked by the caller) on `owner`'s balance. The same key for a
 * different movement is a bug in the caller and must not pass silently: IDEMPOTENCY_CONFLICT.
 */
export function recordMovement<Owner extends BookOwner, Type extends string>(
  db: DatabaseSync,
  book: Book<Owner>,
  owner: number,
  amount: number,
  type: Type,
  ref: string | null | undefined,
  idempotencyKey: string | null | undefined,
): Movement<Owner, Type> {
  return tx(db, () => {
    if (idempotencyKey) {
      const earlier = one<Movement<Owner, Type>>(db, `SELECT * FROM ${book.table} WHERE idempotency_key = ?`, idempotencyKey);
      if (earlier) {
        if (earlier[book.owner] !== owner || earlier.amount !== amount || earlier.type !== type) fail('IDEMPOTENCY_CONFLICT');
        return earlier;
      }
    }
    const balanceAfter = book.balanceOf(db, owner) + amount;
    if (balanceAfter < 0) fail(book.insufficient);
    const fields = {
      amount,
      balance_after: balanceAfter,
      type,
      ref: ref ?? null,
      idempotency_key: idempotencyKey ?? null,
      created_at: nowMs(db),
    };
    const { lastId } = run(
      db,
      `INSERT INTO ${book.table} (${book.owner}, amount, balance_after, type, ref, idempotency_key, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      owner,
      fields.amount,
      fields.balance_after,
      fields.type,
      fields.ref,
      fields.idempotency_key,
      fields.created_at,
    );
    // The row as written (the triggers refuse anything else): no need to read it back.
    return { id: lastId, [book.owner]: owner, ...fields } as Movement<Owner, Type>;
  });
}
