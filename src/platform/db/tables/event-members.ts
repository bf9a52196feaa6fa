// From 0011: polls and events
import type { Columns } from '../columns.ts';

export const tableName = 'event_members';

export interface EventMembersTable {
  event_id: number;
  member_id: number;
  joined_at: number;
}

export const columns = {
  event_id: 'integer required',
  member_id: 'integer required',
  joined_at: 'integer required',
} satisfies Columns<EventMembersTable>;

export type PartialDB = { [tableName]: EventMembersTable };
