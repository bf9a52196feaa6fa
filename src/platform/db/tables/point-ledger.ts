// From 0002: members, wallets, ledger, points
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'point_ledger';

export interface PointLedgerTable {
  id: Generated<number>;
  member_id: number;
  amount: number;
  balance_after: number;
  type: string;
  ref: string | null;
  idempotency_key: string | null;
  created_at: number;
}

export const columns = {
  id: 'integer generated',
  member_id: 'integer required',
  amount: 'integer required',
  balance_after: 'integer required',
  type: 'text required',
  ref: 'text nullable',
  idempotency_key: 'text nullable',
  created_at: 'integer required',
} satisfies Columns<PointLedgerTable>;

export type PartialDB = { [tableName]: PointLedgerTable };
