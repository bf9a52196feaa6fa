// From 0001: settings, banks, agent and its content
import type { Generated } from 'kysely';
import type { Columns, Flag } from '../columns.ts';

export const tableName = 'events';

export interface EventsTable {
  id: Generated<number>;
  agent_id: number;
  image: string;
  title: string;
  sort_order: Generated<number>;
  active: Generated<Flag>;
  subtitle: Generated<string>;
  show_text: Generated<Flag>;
  /** 0011: the poll the event leads to, and the quest joining it counts towards */
  poll_id: number | null;
  quest_code: string | null;
  /** 0025: epoch ms; null: from always / until always */
  active_from: number | null;
  active_until: number | null;
}

export const columns = {
  id: 'integer generated',
  agent_id: 'integer required',
  image: 'text required',
  title: 'text required',
  sort_order: 'integer generated',
  active: 'integer generated',
  subtitle: 'text generated',
  show_text: 'integer generated',
  poll_id: 'integer nullable',
  quest_code: 'text nullable',
  active_from: 'integer nullable',
  active_until: 'integer nullable',
} satisfies Columns<EventsTable>;

export type PartialDB = { [tableName]: EventsTable };
