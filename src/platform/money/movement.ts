// One movement on an append-only book: the money ledger (a wallet's balance), the point ledger (a
// member's points), and every later reward's book. Written once here so that each book keeps the
// same rules: a retried call with the same idempotency key answers with its first row and moves
// nothing; no balance goes below zero; the row and the new balance land in one transaction (the
// database triggers move the balance to the row's balance_after and refuse anything else).
import type { Insertable } from 'kysely';
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import type { LedgerTable } from '../db/schema.ts';
import { fail, type ErrorKey } from '../errors.ts';

/** The column that names whose balance a row moves: a wallet's or a member's. */
export type BookOwner = 'wallet_id' | 'member_id';

/** A book's table: (owner, amount, balance_after, type, ref, idempotency_key, created_at). */
export interface Book<Owner extends BookOwner> {
  table: 'ledger' | 'point_ledger';
  owner: Owner;
  /**
   * The owner's balance now; throws when the book has no such owner. Read inside the movement's
   * transaction: on PostgreSQL that read is what a concurrent movement of the same owner
   * conflicts with, so one of two debits of one wallet from two nodes runs again and sees the other.
   */
  balanceOf(db: Db, owner: number): Promise<number>;
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
  db: Db,
  book: Book<Owner>,
  owner: number,
  amount: number,
  type: Type,
  ref: string | null | undefined,
  idempotencyKey: string | null | undefined,
): Promise<Movement<Owner, Type>> {
  return tx(db, async (trx) => {
    if (idempotencyKey) {
      // Both books have the same columns; the table name is a union Kysely cannot narrow.
      const earlier = (await trx
        .selectFrom(book.table as 'ledger')
        .selectAll()
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst()) as Movement<Owner, Type> | undefined;
      if (earlier) {
        if (earlier[book.owner] !== owner || earlier.amount !== amount || earlier.type !== type) fail('IDEMPOTENCY_CONFLICT');
        return earlier;
      }
    }
    const balanceAfter = (await book.balanceOf(trx, owner)) + amount;
    if (balanceAfter < 0) fail(book.insufficient);
    const fields = {
      amount,
      balance_after: balanceAfter,
      type,
      ref: ref ?? null,
      idempotency_key: idempotencyKey ?? null,
      created_at: nowMs(trx),
    };
    const { id } = await trx
      .insertInto(book.table as 'ledger')
      .values({ [book.owner]: owner, ...fields } as Insertable<LedgerTable>)
      .returning('id')
      .executeTakeFirstOrThrow();
    // The row as written (the triggers refuse anything else): no need to read it back.
    return { id, [book.owner]: owner, ...fields } as Movement<Owner, Type>;
  });
}
