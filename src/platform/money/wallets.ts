// A member's wallets: one per wallet type, opened at registration.
import type { Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import { fail } from '../errors.ts';
import { toBaht } from './money.ts';

export const WALLET_TYPE = { MAIN: 1, BONUS: 2, FREE: 3 } as const;

export interface WalletView {
  id: number;
  wallet_name: string;
  balance: number; // baht
  wallet_type_id: number;
}

export async function openWallets(db: Db, memberId: number): Promise<void> {
  const types = await db.selectFrom('wallet_types').select('id').orderBy('id').execute();
  await db
    .insertInto('wallets')
    .values(types.map((type) => ({ member_id: memberId, wallet_type_id: type.id })))
    .execute();
}

const walletOfType = prepared(2, (db, memberId: number, walletTypeId: number) =>
  db.selectFrom('wallets').select('id').where('member_id', '=', memberId).where('wallet_type_id', '=', walletTypeId),
);

export async function walletIdOf(db: Db, memberId: number, walletTypeId: number): Promise<number> {
  const [wallet] = await walletOfType(db, memberId, walletTypeId);
  if (!wallet) fail('WALLET_NOT_FOUND');
  return wallet.id;
}

const ownWallet = prepared(2, (db, memberId: number, walletId: number) =>
  db.selectFrom('wallets').select('id').where('id', '=', walletId).where('member_id', '=', memberId),
);

/** Whether the wallet is this member's: a bill is paid only from the member's own wallets. */
export async function isMemberWallet(db: Db, memberId: number, walletId: number): Promise<boolean> {
  return (await ownWallet(db, memberId, walletId)).length > 0;
}

export async function listWallets(db: Db, memberId: number): Promise<WalletView[]> {
  const wallets = await db
    .selectFrom('wallets as w')
    .innerJoin('wallet_types as t', 't.id', 'w.wallet_type_id')
    .select(['w.id', 't.name as wallet_name', 'w.balance', 'w.wallet_type_id'])
    .where('w.member_id', '=', memberId)
    .orderBy('w.wallet_type_id')
    .execute();
  return wallets.map((wallet) => ({ ...wallet, balance: toBaht(wallet.balance) }));
}
