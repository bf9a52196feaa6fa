// From 0027: the report's closed Bangkok days, summed once
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'report_closed_days';

export interface ReportClosedDaysTable {
  /** Bangkok day number: (epoch ms + 7 h) / 1 day; always given (SQLite's integer key, hence Generated) */
  day: Generated<number>;
  built_at: number;
}

export const columns = {
  day: 'integer generated',
  built_at: 'integer required',
} satisfies Columns<ReportClosedDaysTable>;

export type PartialDB = { [tableName]: ReportClosedDaysTable };
