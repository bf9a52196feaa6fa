// From 0004 and 0005: the lottery
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'lotto_bills';

export type BillStatus = 'pending' | 'won' | 'lost' | 'cancelled' | 'refunded';

export interface LottoBillsTable {
  id: Generated<number>;
  member_id: number;
  round_id: number;
  wallet_id: number;
  /** Satang */
  total: number;
  payout: Generated<number>;
  status: Generated<BillStatus>;
  /** Member id + the client's key */
  idempotency_key: string | null;
  request_hash: string;
  created_at: number;
  settled_at: number | null;
}

export const columns = {
  id: 'integer generated',
  member_id: 'integer required',
  round_id: 'integer required',
  wallet_id: 'integer required',
  total: 'integer required',
  payout: 'integer generated',
  status: 'text generated',
  idempotency_key: 'text nullable',
  request_hash: 'text required',
  created_at: 'integer required',
  settled_at: 'integer nullable',
} satisfies Columns<LottoBillsTable>;

export type PartialDB = { [tableName]: LottoBillsTable };
