// The money ledger: the only way a wallet balance moves. Each call writes one row and the new
// balance in one transaction (the database triggers refuse anything else).
import type { DatabaseSync } from 'node:sqlite';
import { nowMs } from '../db/clock.ts';
import { all, one, run, tx } from '../db/database.ts';
import { fail } from '../errors.ts';

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

export interface LedgerEntry {
  id: number;
  wallet_id: number;
  amount: number;
  balance_after: number;
  type: LedgerType;
  ref: string | null;
  idempotency_key: string | null;
  created_at: number;
}

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
  return tx(db, () => {
    if (idempotencyKey) {
      const earlier = one<LedgerEntry>(db, 'SELECT * FROM ledger WHERE idempotency_key = ?', idempotencyKey);
      if (earlier) {
        // A retry answers with the first entry; the same key for a different movement is a bug
        // in the caller and must not pass silently.
        if (earlier.wallet_id !== walletId || earlier.amount !== amount || earlier.type !== type) {
          fail('IDEMPOTENCY_CONFLICT');
        }
        return earlier;
      }
    }
    const wallet = one<{ balance: number }>(db, 'SELECT balance FROM wallets WHERE id = ?', walletId);
    if (!wallet) fail('WALLET_NOT_FOUND');
    const balanceAfter = wallet.balance + amount;
    if (balanceAfter < 0) fail('INSUFFICIENT_BALANCE');
    const entry: Omit<LedgerEntry, 'id'> = {
      wallet_id: walletId,
      amount,
      balance_after: balanceAfter,
      type,
      ref: ref ?? null,
      idempotency_key: idempotencyKey ?? null,
      created_at: nowMs(db),
    };
    const { lastId } = run(
      db,
      `INSERT INTO ledger (wallet_id, amount, balance_after, type, ref, idempotency_key, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      entry.wallet_id,
      entry.amount,
      entry.balance_after,
      entry.type,
      entry.ref,
      entry.idempotency_key,
      entry.created_at,
    );
    // The row as written (the triggers refuse anything else): no need to read it back.
    return { id: lastId, ...entry };
  });
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
