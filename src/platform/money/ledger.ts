// The money ledger: the only way a wallet balance moves. Each call writes one row and the new
// balance in one transaction (the database triggers refuse anything else).
// Why money moved: the contract's list (src/contract/money/statement.ts), which also names them in Thai.
import { LEDGER_TYPES, type LedgerType } from '../../contract/money/statement.ts';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import { fail } from '../errors.ts';
import { recordMovement, type Book, type Movement } from './movement.ts';
import { lockedRow } from '../db/row-lock.ts';
import { tellWalletMoved } from '../live/index.ts';

/** A row of the money ledger: one movement of a wallet's balance, in satang. */
export type LedgerEntry = Movement<'wallet_id', LedgerType>;

/** The money ledger as a book of movements (money/movement.ts): wallets' balances. */
const MONEY: Book<'wallet_id'> = {
  table: 'ledger',
  owner: 'wallet_id',
  balanceOf: lockedWalletBalance,
  insufficient: 'INSUFFICIENT_BALANCE',
  // Open pages hear that the balance moved (stream/), after the commit.
  moved: tellWalletMoved,
};

export function credit(
  db: Db,
  walletId: number,
  satang: number,
  type: LedgerType,
  ref?: string | null,
  idempotencyKey?: string | null,
): Promise<LedgerEntry> {
  return move(db, walletId, satang, type, ref, idempotencyKey);
}

/** Throws INSUFFICIENT_BALANCE (nothing written) when the wallet holds less than `satang`. */
export function debit(
  db: Db,
  walletId: number,
  satang: number,
  type: LedgerType,
  ref?: string | null,
  idempotencyKey?: string | null,
): Promise<LedgerEntry> {
  return move(db, walletId, -satang, type, ref, idempotencyKey, satang);
}

async function move(
  db: Db,
  walletId: number,
  amount: number,
  type: LedgerType,
  ref: string | null | undefined,
  idempotencyKey: string | null | undefined,
  requested = amount,
): Promise<LedgerEntry> {
  if (!Number.isSafeInteger(requested) || requested <= 0) fail('INVALID_AMOUNT');
  if (!(LEDGER_TYPES as readonly string[]).includes(type)) throw new Error(`unknown ledger type ${type}`);
  return recordMovement(db, MONEY, walletId, amount, type, ref, idempotencyKey);
}

/** One credit of many (creditMany): always with its idempotency key. */
export interface Credit {
  walletId: number;
  satang: number;
  type: LedgerType;
  ref: string | null;
  idempotencyKey: string;
}

/** Rows per statement (7 values each, under both engines' parameter limits). */
const ROWS_PER_INSERT = 100;

/**
 * Many credits in a few statements, as many `credit` calls would make them (a settled round's
 * payouts): a key already written moves nothing again (IDEMPOTENCY_CONFLICT when it moved something
 * else), and each wallet's rows follow its balance. Call inside a transaction. A wallet appears at
 * most once per statement: PostgreSQL moves the balance in an AFTER trigger that runs at the end
 * of the statement, so a wallet's second row waits for the next statement.
 */
export async function creditMany(db: Db, credits: readonly Credit[]): Promise<void> {
  for (const { satang, type } of credits) {
    if (!Number.isSafeInteger(satang) || satang <= 0) fail('INVALID_AMOUNT');
    if (!(LEDGER_TYPES as readonly string[]).includes(type)) throw new Error(`unknown ledger type ${type}`);
  }
  const earlier = new Map<string, { wallet_id: number; amount: number; type: string }>();
  const balances = new Map<number, number>();
  const wallets = [...new Set(credits.map((one) => one.walletId))];
  for (let at = 0; at < credits.length; at += IDS_PER_READ) {
    const keys = credits.slice(at, at + IDS_PER_READ).map((one) => one.idempotencyKey);
    const rows = await db
      .selectFrom('ledger')
      .select(['idempotency_key', 'wallet_id', 'amount', 'type'])
      .where('idempotency_key', 'in', keys)
      .execute();
    for (const row of rows) earlier.set(row.idempotency_key!, row);
  }
  for (let at = 0; at < wallets.length; at += IDS_PER_READ) {
    const rows = await db
      .selectFrom('wallets')
      .select(['id', 'balance'])
      .where('id', 'in', wallets.slice(at, at + IDS_PER_READ))
      .execute();
    for (const row of rows) balances.set(Number(row.id), Number(row.balance));
  }
  // Waves: the first credit of every wallet, then the second, and so on.
  const waves: Credit[][] = [];
  const seen = new Map<number, number>();
  for (const one of credits) {
    const done = earlier.get(one.idempotencyKey);
    if (done) {
      if (Number(done.wallet_id) !== one.walletId || Number(done.amount) !== one.satang || done.type !== one.type)
        fail('IDEMPOTENCY_CONFLICT');
      continue;
    }
    if (!balances.has(one.walletId)) fail('WALLET_NOT_FOUND');
    const wave = seen.get(one.walletId) ?? 0;
    seen.set(one.walletId, wave + 1);
    (waves[wave] ??= []).push(one);
  }
  const now = nowMs(db);
  for (const wave of waves) {
    for (let at = 0; at < wave.length; at += ROWS_PER_INSERT) {
      const rows = wave.slice(at, at + ROWS_PER_INSERT).map((one) => {
        const balanceAfter = balances.get(one.walletId)! + one.satang;
        balances.set(one.walletId, balanceAfter);
        return {
          wallet_id: one.walletId,
          amount: one.satang,
          balance_after: balanceAfter,
          type: one.type,
          ref: one.ref,
          idempotency_key: one.idempotencyKey,
          created_at: now,
        };
      });
      await db.insertInto('ledger').values(rows).execute();
    }
  }
  // Each wallet that moved is heard of once, after the commit (as recordMovement's moves).
  for (const walletId of seen.keys()) tellWalletMoved(db, walletId);
}

/** Keys or ids per read (under both engines' parameter limits). */
const IDS_PER_READ = 500;

const balanceRow = prepared(1, (db, walletId: number) => db.selectFrom('wallets').select('balance').where('id', '=', walletId));

export async function walletBalance(db: Db, walletId: number): Promise<number> {
  const [wallet] = await balanceRow(db, walletId);
  if (!wallet) fail('WALLET_NOT_FOUND');
  return wallet.balance;
}

/** The balance a movement starts from, the wallet's row locked (Book.balanceOf). */
const lockedBalanceRow = prepared(1, (db, walletId: number) =>
  lockedRow(db, db.selectFrom('wallets').select('balance').where('id', '=', walletId)),
);

async function lockedWalletBalance(db: Db, walletId: number): Promise<number> {
  const [wallet] = await lockedBalanceRow(db, walletId);
  if (!wallet) fail('WALLET_NOT_FOUND');
  return wallet.balance;
}

export async function ledgerOf(db: Db, walletId: number): Promise<LedgerEntry[]> {
  const rows = await db.selectFrom('ledger').selectAll().where('wallet_id', '=', walletId).orderBy('id').execute();
  return rows as LedgerEntry[];
}

/** Wallets whose balance differs from the sum of their ledger rows: always empty, or a bug. */
export async function unbalancedWallets(db: Db): Promise<{ wallet_id: number; balance: number; ledger_sum: number }[]> {
  const rows = await db
    .selectFrom('wallets as w')
    .leftJoin('ledger as l', 'l.wallet_id', 'w.id')
    .select((eb) => ['w.id as wallet_id', 'w.balance', eb.fn.coalesce(eb.fn.sum<number>('l.amount'), eb.lit(0)).as('ledger_sum')])
    .groupBy(['w.id', 'w.balance'])
    .having((eb) => eb('w.balance', '<>', eb.fn.coalesce(eb.fn.sum<number>('l.amount'), eb.lit(0))))
    .execute();
  // PostgreSQL sums BIGINT as NUMERIC (a string); the figures are whole satang.
  return rows.map((row) => ({ ...row, ledger_sum: Number(row.ledger_sum) }));
}
