// From 0004-withdrawals: withdrawal requests and bonus turnover requirements
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'turnover_requirements';

export interface TurnoverRequirementsTable {
  id: Generated<number>;
  member_id: number;
  wallet_id: number;
  /** Satang of stakes asked for */
  required: number;
  /** What asked for it: operator:NAME, promotion:ID, ... */
  source: string;
  created_at: number;
}

export const columns = {
  id: 'integer generated',
  member_id: 'integer required',
  wallet_id: 'integer required',
  required: 'integer required',
  source: 'text required',
  created_at: 'integer required',
} satisfies Columns<TurnoverRequirementsTable>;

export type PartialDB = { [tableName]: TurnoverRequirementsTable };
