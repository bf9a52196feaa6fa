// From 0001: settings, banks, agent and its content
import type { Generated } from 'kysely';
import type { Columns, Flag } from '../columns.ts';

export const tableName = 'banners';

export interface BannersTable {
  id: Generated<number>;
  agent_id: number;
  image: string;
  title: string;
  link: Generated<string>;
  sort_order: Generated<number>;
  active: Generated<Flag>;
  subtitle: Generated<string>;
  show_text: Generated<Flag>;
  /** epoch ms; null: from always / until always */
  active_from: number | null;
  active_until: number | null;
}

export const columns = {
  id: 'integer generated',
  agent_id: 'integer required',
  image: 'text required',
  title: 'text required',
  link: 'text generated',
  sort_order: 'integer generated',
  active: 'integer generated',
  subtitle: 'text generated',
  show_text: 'integer generated',
  active_from: 'integer nullable',
  active_until: 'integer nullable',
} satisfies Columns<BannersTable>;

export type PartialDB = { [tableName]: BannersTable };
