// From 0034-slip-uploads: each slip picture a member uploaded (kept or refused), for the hourly limit
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'slip_uploads';

export interface SlipUploadsTable {
  id: Generated<number>;
  member_id: number;
  uploaded_at: number;
}

export const columns = {
  id: 'integer generated',
  member_id: 'integer required',
  uploaded_at: 'integer required',
} satisfies Columns<SlipUploadsTable>;

export type PartialDB = { [tableName]: SlipUploadsTable };
