// From 0002: members, wallets, ledger, points
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'wallets';

export interface WalletsTable {
  id: Generated<number>;
  member_id: number;
  wallet_type_id: number;
  /** Satang; changes only through the ledger (triggers). */
  balance: Generated<number>;
}

export const columns = {
  id: 'integer generated',
  member_id: 'integer required',
  wallet_type_id: 'integer required',
  balance: 'integer generated',
} satisfies Columns<WalletsTable>;

export type PartialDB = { [tableName]: WalletsTable };
