// The money ledger: the only way a wallet balance moves. Each call writes one row and the new
// balance in one transaction (the database triggers refuse anything else).
import type { DatabaseSync } from 'node:sqlite';
import { all, one } from '../db/database.ts';
import { fail } from '../errors.ts';
import { recordMovement, type Book, type Movement } from './movement.ts';

/** Why money moved. Later modules add their types here. */
export const LEDGER_TYPES = [
  'welcome_credit', // demo credit for a new member (play credit)
  'deposit',
  'withdraw',
  'withdraw_refund',
  'bet',
  'payout',
  'refund',
  'bonus',
  'cashback',
  'commission',
  'reward',
  'adjustment',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

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
  db: DatabaseSync,
  walletId: number,
  satang: number,
  type: LedgerType,
  ref?: string | null,
  idempotencyKey?: string | null,
): LedgerEntry {
  return move(db, walletId, satang, type, ref, idempotencyKey);
}

/** Throws INSUFFICIENT_BALANCE (nothing written) when the wallet holds less than `satang`. */
export function debit(
  db: DatabaseSync,
  walletId: number,
  satang: number,
  type: LedgerType,
  ref?: string | null,
  idempotencyKey?: string | null,
): LedgerEntry {
  return move(db, walletId, -satang, type, ref, idempotencyKey, satang);
}

function move(
  db: DatabaseSync,
  walletId: number,
  amount: number,
  type: LedgerType,
  ref: string | null | undefined,
  idempotencyKey: string | null | undefined,
  requested = amount,
): LedgerEntry {
  if (!Number.isSafeInteger(requested) || requested <= 0) fail('INVALID_AMOUNT');
  if (!(LEDGER_TYPES as readonly string[]).includes(type)) throw new Error(`unknown ledger type ${type}`);
  return recordMovement(db, MONEY, walletId, amount, type, ref, idempotencyKey);
}

export function walletBalance(db: DatabaseSync, walletId: number): number {
  const wallet = one<{ balance: number }>(db, 'SELECT balance FROM wallets WHERE id = ?', walletId);
  if (!wallet) fail('WALLET_NOT_FOUND');
  return wallet.balance;
}

export function ledgerOf(db: DatabaseSync, walletId: number): LedgerEntry[] {
  return all<LedgerEntry>(db, 'SELECT * FROM ledger WHERE wallet_id = ? ORDER BY id', walletId);
}

/** Wallets whose balance differs from the sum of their ledger rows: always empty, or a bug. */
export function unbalancedWallets(db: DatabaseSync): { wallet_id: number; balance: number; ledger_sum: number }[] {
  return all(
    db,
    `SELECT w.id AS wallet_id, w.balance, COALESCE(SUM(l.amount), 0) AS ledger_sum
     FROM wallets w LEFT JOIN ledger l ON l.wallet_id = w.id
     GROUP BY w.id HAVING w.balance <> COALESCE(SUM(l.amount), 0)`,
  );
}
