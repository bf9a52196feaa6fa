// From 0005-responsible-play: daily limits and breaks, append-only
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'responsible_limits';

export interface ResponsibleLimitsTable {
  id: Generated<number>;
  member_id: number;
  kind: 'deposit' | 'loss';
  /** Satang per Bangkok day; null: no limit */
  amount: number | null;
  created_at: number;
  /** created_at, or later for a raise or a removal */
  effective_at: number;
}

export const columns = {
  id: 'integer generated',
  member_id: 'integer required',
  kind: 'text required',
  amount: 'integer nullable',
  created_at: 'integer required',
  effective_at: 'integer required',
} satisfies Columns<ResponsibleLimitsTable>;

export type PartialDB = { [tableName]: ResponsibleLimitsTable };
