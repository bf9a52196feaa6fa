// One movement on an append-only book: the money ledger (a wallet's balance), the point ledger (a
// member's points), and every later reward's book. Written once here so that each book keeps the
// same rules: a retried call with the same idempotency key answers with its first row and moves
// nothing; no balance goes below zero; the row and the new balance land in one transaction (the
// database triggers move the balance to the row's balance_after and refuse anything else).
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import { fail, type ErrorKey } from '../errors.ts';

/** The column that names whose balance a row moves: a wallet's or a member's. */
export type BookOwner = 'wallet_id' | 'member_id';

/** A book's table: (owner, amount, balance_after, type, ref, idempotency_key, created_at). */
export interface Book<Owner extends BookOwner> {
  table: 'ledger' | 'point_ledger';
  owner: Owner;
  /**
   * The owner's balance now, read inside the movement's transaction with the owner's row locked
   * (db/row-lock.ts): a second movement of the owner waits for this one. Throws when the book has
   * no such owner.
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

/** The movement an idempotency key already made, per book. */
const earlierOf = {
  ledger: prepared(1, (db, key: string) => db.selectFrom('ledger').selectAll().where('idempotency_key', '=', key)),
  point_ledger: prepared(1, (db, key: string) => db.selectFrom('point_ledger').selectAll().where('idempotency_key', '=', key)),
};

type RowValues = [owner: number, amount: number, balanceAfter: number, type: string, ref: string | null, key: string | null, at: number];

/** The insert of one row, per book. */
const insertInto = {
  ledger: prepared(7, (db, ...[owner, amount, balanceAfter, type, ref, key, at]: RowValues) =>
    db
      .insertInto('ledger')
      .values({ wallet_id: owner, amount, balance_after: balanceAfter, type, ref, idempotency_key: key, created_at: at })
      .returning('id'),
  ),
  point_ledger: prepared(7, (db, ...[owner, amount, balanceAfter, type, ref, key, at]: RowValues) =>
    db
      .insertInto('point_ledger')
      .values({ member_id: owner, amount, balance_after: balanceAfter, type, ref, idempotency_key: key, created_at: at })
      .returning('id'),
  ),
};

/**
 * Moves `amount` (signed, already checked by the caller) on `owner`'s balance. The same key for a
 * different movement is a bug in the caller and must not pass silently: IDEMPOTENCY_CONFLICT.
 * Its one write is its last statement: inside a caller's transaction it needs no savepoint.
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
  const move = async (trx: Db): Promise<Movement<Owner, Type>> => {
    if (idempotencyKey) {
      const [earlier] = (await earlierOf[book.table](trx, idempotencyKey)) as unknown as Movement<Owner, Type>[];
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
    const [row] = await insertInto[book.table](
      trx,
      owner,
      fields.amount,
      fields.balance_after,
      fields.type,
      fields.ref,
      fields.idempotency_key,
      fields.created_at,
    );
    // The row as written (the triggers refuse anything else): no need to read it back.
    return { id: row!.id, [book.owner]: owner, ...fields } as Movement<Owner, Type>;
  };
  return db.isTransaction ? move(db) : tx(db, move);
}
