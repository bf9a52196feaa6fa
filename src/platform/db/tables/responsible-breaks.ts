// From 0005-responsible-play: daily limits and breaks, append-only
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'responsible_breaks';

export interface ResponsibleBreaksTable {
  id: Generated<number>;
  member_id: number;
  kind: 'timeout' | 'exclusion';
  starts_at: number;
  ends_at: number;
}

export const columns = {
  id: 'integer generated',
  member_id: 'integer required',
  kind: 'text required',
  starts_at: 'integer required',
  ends_at: 'integer required',
} satisfies Columns<ResponsibleBreaksTable>;

export type PartialDB = { [tableName]: ResponsibleBreaksTable };
