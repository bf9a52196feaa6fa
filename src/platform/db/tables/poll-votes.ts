// From 0011: polls and events
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'poll_votes';

export interface PollVotesTable {
  id: Generated<number>;
  poll_id: number;
  choice_id: number;
  member_id: number;
  /** The Bangkok day, YYYY-MM-DD */
  day: string;
  /** The vote's number in the member's day on this poll, 1 to the quota */
  slot: number;
  created_at: number;
}

export const columns = {
  id: 'integer generated',
  poll_id: 'integer required',
  choice_id: 'integer required',
  member_id: 'integer required',
  day: 'text required',
  slot: 'integer required',
  created_at: 'integer required',
} satisfies Columns<PollVotesTable>;

export type PartialDB = { [tableName]: PollVotesTable };
