// From 0002: members, wallets, ledger, points
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'wallet_types';

export interface WalletTypesTable {
  /** 1 main, 2 bonus, 3 free credit */
  id: Generated<number>;
  name: string;
}

export const columns = {
  id: 'integer generated',
  name: 'text required',
} satisfies Columns<WalletTypesTable>;

export type PartialDB = { [tableName]: WalletTypesTable };
