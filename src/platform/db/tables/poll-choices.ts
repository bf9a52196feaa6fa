// From 0011: polls and events
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'poll_choices';

export interface PollChoicesTable {
  id: Generated<number>;
  poll_id: number;
  title: string;
  image: string;
  sort_order: Generated<number>;
}

export const columns = {
  id: 'integer generated',
  poll_id: 'integer required',
  title: 'text required',
  image: 'text required',
  sort_order: 'integer generated',
} satisfies Columns<PollChoicesTable>;

export type PartialDB = { [tableName]: PollChoicesTable };
