// From 0027: the report's closed Bangkok days, summed once
import type { Columns } from '../columns.ts';
import type { ReportDaysTable } from './report-days.ts';

export const tableName = 'report_months';

/** A calendar month's report_days summed, once all its days are kept. */
export interface ReportMonthsTable extends Omit<ReportDaysTable, 'day'> {
  /** The Bangkok day number of the month's first day */
  month: number;
}

export const columns = {
  month: 'integer required',
  kind: 'text required',
  key: 'text required',
  stakes: 'integer required',
  payouts: 'integer required',
  count: 'integer required',
} satisfies Columns<ReportMonthsTable>;

export type PartialDB = { [tableName]: ReportMonthsTable };
