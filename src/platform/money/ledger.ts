// The money ledger: the only way a wallet balance moves. Each call writes one row and the new
// balance in one transaction (the database triggers refuse anything else).
// Why money moved: the contract's list (src/contract/statement.ts), which also names them in Thai.
import { LEDGER_TYPES, type LedgerType } from '../../contract/statement.ts';
import type { Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import { fail } from '../errors.ts';
import { recordMovement, type Book, type Movement } from './movement.ts';

/** A row of the money ledger: one movement of a wallet's balance, in satang. */
export type LedgerEntry = Movement<'wallet_id', LedgerType>;

/** The money ledger as a book of movements (money/movement.ts): wallets' balances. */
const MONEY: Book<'wallet_id'> = {
  table: 'ledger',
  owner: 'wallet_id',
  balanceOf: walletBalance,
  insufficient: 'INSUFFICIENT_BALANCE',
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

const balanceRow = prepared(1, (db, walletId: number) => db.selectFrom('wallets').select('balance').where('id', '=', walletId));

export async function walletBalance(db: Db, walletId: number): Promise<number> {
  const [wallet] = await balanceRow(db, walletId);
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
