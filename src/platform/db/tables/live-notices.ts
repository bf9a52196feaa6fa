// From 0036-live-notices: a live event told by a process that serves no streams (the command line
// on SQLite), for the serving process to pass on (platform/live/notices.ts)
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'live_notices';

export interface LiveNoticesTable {
  id: Generated<number>;
  /** The bus's line: node|kind|member|id. */
  line: string;
  created_at: number;
}

export const columns = {
  id: 'integer generated',
  line: 'text required',
  created_at: 'integer required',
} satisfies Columns<LiveNoticesTable>;

export type PartialDB = { [tableName]: LiveNoticesTable };
