// From 0011: polls and events
import type { Generated } from 'kysely';
import type { Columns, Flag } from '../columns.ts';

export const tableName = 'polls';

export interface PollsTable {
  id: Generated<number>;
  agent_id: number;
  title: string;
  description: string;
  image: string;
  votes_per_day: number;
  opens_at: number;
  closes_at: number;
  active: Generated<Flag>;
}

export const columns = {
  id: 'integer generated',
  agent_id: 'integer required',
  title: 'text required',
  description: 'text required',
  image: 'text required',
  votes_per_day: 'integer required',
  opens_at: 'integer required',
  closes_at: 'integer required',
  active: 'integer generated',
} satisfies Columns<PollsTable>;

export type PartialDB = { [tableName]: PollsTable };
