// One movement on an append-only book: the money ledger (a wallet's balance), the point ledger (a
// member's points), and every later reward's book. Written once here so that each book keeps the
// same rules: a retried call with the same idempotency key answers with its first row and moves
// nothing; no balance goes below zero; the row and the new balance land in one transaction (the
// database triggers move the balance to the row's balance_after and refuse anything else).
import { sql } from 'kysely';
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import { lockedRow } from '../db/row-lock.ts';
import { fail, type ErrorKey } from '../errors.ts';

/** The column that names whose balance a row moves: a wallet's or a member's. */
export type BookOwner = 'wallet_id' | 'member_id';

/** A book's table: (owner, amount, balance_after, type, ref, idempotency_key, created_at). */
export interface Book<Owner extends BookOwner> {
  table: 'ledger' | 'point_ledger';
  owner: Owner;
  /**
   * The owner's balance now, read with the owner's row locked (db/row-lock.ts): only to say why a
   * movement wrote nothing (the insert reads the balance itself). Throws when the book has a
   * refusal for a missing owner.
   */
  balanceOf(db: Db, owner: number): Promise<number>;
  /** The refusal when a movement would take the balance below zero. */
  insufficient: ErrorKey;
  /** Tells of a written movement, once its transaction commits (the money ledger: platform/live/). */
  moved?(db: Db, owner: number): void;
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

type RowValues = [owner: number, amount: number, type: string, ref: string | null, key: string | null, at: number];

/**
 * The insert of one row, per book, in one statement: the row's balance_after is the owner's balance
 * read (and on PostgreSQL locked, db/row-lock.ts) by the insert itself, and no row is written when
 * the owner is missing or the balance would go below zero. A movement is then one round trip to the
 * database, not a read and a write (each a round trip on PostgreSQL). The values are cast: in a
 * SELECT, PostgreSQL would otherwise take them for text.
 */
function insertMovedInto(
  table: 'ledger' | 'point_ledger',
  owner: 'wallets' | 'members',
  ownerKey: BookOwner,
  balance: 'balance' | 'points',
) {
  return prepared(6, (db, ...[ownerId, amount, type, ref, key, at]: RowValues) =>
    db
      .insertInto(table)
      .columns([ownerKey, 'amount', 'balance_after', 'type', 'ref', 'idempotency_key', 'created_at'] as never[])
      .expression(
        lockedRow(
          db,
          db
            .selectFrom(`${owner} as o` as 'wallets as o')
            .select((eb) => [
              'o.id',
              sql<number>`cast(${amount} as bigint)`.as('amount'),
              eb(`o.${balance}` as 'o.balance', '+', amount).as('balance_after'),
              sql<string>`cast(${type} as text)`.as('type'),
              sql<string>`cast(${ref} as text)`.as('ref'),
              sql<string>`cast(${key} as text)`.as('idempotency_key'),
              sql<number>`cast(${at} as bigint)`.as('created_at'),
            ])
            .where('o.id', '=', ownerId)
            .where((eb) => eb(eb(`o.${balance}` as 'o.balance', '+', amount), '>=', 0)),
        ),
      )
      .returning(['id', 'balance_after']),
  );
}
const insertMoved = {
  ledger: insertMovedInto('ledger', 'wallets', 'wallet_id', 'balance'),
  point_ledger: insertMovedInto('point_ledger', 'members', 'member_id', 'points'),
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
    const fields = { amount, type, ref: ref ?? null, idempotency_key: idempotencyKey ?? null, created_at: nowMs(trx) };
    const [row] = await insertMoved[book.table](trx, owner, amount, type, fields.ref, fields.idempotency_key, fields.created_at);
    if (!row) {
      // Nothing written: say why (balanceOf throws for a missing owner where the book has a refusal for it).
      if ((await book.balanceOf(trx, owner)) + amount < 0) fail(book.insufficient);
      throw new Error(`${book.table}: no ${book.owner} ${owner}`);
    }
    book.moved?.(trx, owner);
    // The row as written (the triggers refuse anything else): no need to read it back.
    return { id: row.id, [book.owner]: owner, ...fields, balance_after: row.balance_after } as Movement<Owner, Type>;
  };
  return db.isTransaction ? move(db) : tx(db, move);
}
