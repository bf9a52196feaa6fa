// From 0018-content: the marketers' pages, their versions, and pictures
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'content_pictures';

export interface ContentPicturesTable {
  id: Generated<number>;
  hash: string;
  width: number;
  height: number;
  data_base64: string;
  staff_name: string;
  created_at: number;
}

export const columns = {
  id: 'integer generated',
  hash: 'text required',
  width: 'integer required',
  height: 'integer required',
  data_base64: 'text required',
  staff_name: 'text required',
  created_at: 'integer required',
} satisfies Columns<ContentPicturesTable>;

export type PartialDB = { [tableName]: ContentPicturesTable };
