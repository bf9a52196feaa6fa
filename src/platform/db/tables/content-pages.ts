// From 0018-content: the marketers' pages, their versions, and pictures
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'content_pages';

export interface ContentPagesTable {
  id: Generated<number>;
  kind: 'promotion' | 'guide';
  slug: string;
  draft_version_id: number;
  live_version_id: number | null;
  publish_at: number | null;
  expire_at: number | null;
  /** when the live version went live: the page's published (or updated) date */
  live_since: number | null;
  created_at: number;
  updated_at: number;
}

export const columns = {
  id: 'integer generated',
  kind: 'text required',
  slug: 'text required',
  draft_version_id: 'integer required',
  live_version_id: 'integer nullable',
  publish_at: 'integer nullable',
  expire_at: 'integer nullable',
  live_since: 'integer nullable',
  created_at: 'integer required',
  updated_at: 'integer required',
} satisfies Columns<ContentPagesTable>;

export type PartialDB = { [tableName]: ContentPagesTable };
