// A member's wallets: one per wallet type, opened at registration.
import type { DatabaseSync } from 'node:sqlite';
import { all, one, run } from '../db/database.ts';
import { fail } from '../errors.ts';
import { toBaht } from './money.ts';

export const WALLET_TYPE = { MAIN: 1, BONUS: 2, FREE: 3 } as const;

export interface WalletView {
  id: number;
  wallet_name: string;
  balance: number; // baht
  wallet_type_id: number;
}

export function openWallets(db: DatabaseSync, memberId: number): void {
  run(
    db,
    `INSERT INTO wallets (member_id, wallet_type_id)
     SELECT ?, id FROM wallet_types ORDER BY id`,
    memberId,
  );
}

export function walletIdOf(db: DatabaseSync, memberId: number, walletTypeId: number): number {
  const wallet = one<{ id: number }>(db, 'SELECT id FROM wallets WHERE member_id = ? AND wallet_type_id = ?', memberId, walletTypeId);
  if (!wallet) fail('WALLET_NOT_FOUND');
  return wallet.id;
}

/** Whether the wallet is this member's: a bill is paid only from the member's own wallets. */
export function isMemberWallet(db: DatabaseSync, memberId: number, walletId: number): boolean {
  return one(db, 'SELECT 1 FROM wallets WHERE id = ? AND member_id = ?', walletId, memberId) !== undefined;
}

export function listWallets(db: DatabaseSync, memberId: number): WalletView[] {
  return all<{ id: number; wallet_name: string; balance: number; wallet_type_id: number }>(
    db,
    `SELECT w.id, t.name AS wallet_name, w.balance, w.wallet_type_id
     FROM wallets w JOIN wallet_types t ON t.id = w.wallet_type_id
     WHERE w.member_id = ? ORDER BY w.wallet_type_id`,
    memberId,
  ).map((wallet) => ({ ...wallet, balance: toBaht(wallet.balance) }));
}
