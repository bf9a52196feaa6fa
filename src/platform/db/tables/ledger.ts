// From 0002: members, wallets, ledger, points
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'ledger';

export interface LedgerTable {
  id: Generated<number>;
  wallet_id: number;
  /** Satang, + credit / - debit, never 0. */
  amount: number;
  balance_after: number;
  type: string;
  ref: string | null;
  idempotency_key: string | null;
  created_at: number;
}

export const columns = {
  id: 'integer generated',
  wallet_id: 'integer required',
  amount: 'integer required',
  balance_after: 'integer required',
  type: 'text required',
  ref: 'text nullable',
  idempotency_key: 'text nullable',
  created_at: 'integer required',
} satisfies Columns<LedgerTable>;

export type PartialDB = { [tableName]: LedgerTable };
