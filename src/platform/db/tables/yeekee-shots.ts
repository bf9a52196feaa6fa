// From 0004 and 0005: the lottery
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'yeekee_shots';

export interface YeekeeShotsTable {
  id: Generated<number>;
  round_id: number;
  member_id: number;
  /** Five digits */
  number: string;
  created_at: number;
}

export const columns = {
  id: 'integer generated',
  round_id: 'integer required',
  member_id: 'integer required',
  number: 'text required',
  created_at: 'integer required',
} satisfies Columns<YeekeeShotsTable>;

export type PartialDB = { [tableName]: YeekeeShotsTable };
