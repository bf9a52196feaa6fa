// From 0001: settings, banks, agent and its content
import type { Generated } from 'kysely';
import type { Columns, Flag } from '../columns.ts';

export const tableName = 'notifications';

export interface NotificationsTable {
  id: Generated<number>;
  agent_id: number;
  /** 1 = important announcement (the notification modal) */
  type: number;
  image: Generated<string>;
  title: string;
  description: Generated<string>;
  sort_order: Generated<number>;
  active: Generated<Flag>;
  /** 0025: epoch ms; null: from always / until always */
  active_from: number | null;
  active_until: number | null;
}

export const columns = {
  id: 'integer generated',
  agent_id: 'integer required',
  type: 'integer required',
  image: 'text generated',
  title: 'text required',
  description: 'text generated',
  sort_order: 'integer generated',
  active: 'integer generated',
  active_from: 'integer nullable',
  active_until: 'integer nullable',
} satisfies Columns<NotificationsTable>;

export type PartialDB = { [tableName]: NotificationsTable };
