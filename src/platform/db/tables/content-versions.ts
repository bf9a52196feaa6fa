// From 0018-content: the marketers' pages, their versions, and pictures
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'content_versions';

export interface ContentVersionsTable {
  id: Generated<number>;
  page_id: number;
  number: number;
  /** JSON */
  fields_json: string;
  staff_id: number | null;
  staff_name: string;
  at: number;
}

export const columns = {
  id: 'integer generated',
  page_id: 'integer required',
  number: 'integer required',
  fields_json: 'text required',
  staff_id: 'integer nullable',
  staff_name: 'text required',
  at: 'integer required',
} satisfies Columns<ContentVersionsTable>;

export type PartialDB = { [tableName]: ContentVersionsTable };
