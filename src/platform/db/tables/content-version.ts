// From 0018-content: the marketers' pages, their versions, and pictures
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'content_version';

/** 0025: one row (id 1), bumped by every content desk change; each node checks it every second */
export interface ContentVersionTable {
  id: Generated<number>;
  version: number;
}

export const columns = {
  id: 'integer generated',
  version: 'integer required',
} satisfies Columns<ContentVersionTable>;

export type PartialDB = { [tableName]: ContentVersionTable };
