// From 0027: the report's closed Bangkok days, summed once
import type { Columns } from '../columns.ts';

export const tableName = 'report_days';

export type ReportDayKind = 'round' | 'game' | 'member' | 'credit';

export interface ReportDaysTable {
  day: number;
  kind: ReportDayKind;
  /** The round, game or member id, or the credit's ledger type */
  key: string;
  /** Satang staked net of refunds (a credit's amount) */
  stakes: number;
  payouts: number;
  /** Bills, game rounds, or credit rows */
  count: number;
}

export const columns = {
  day: 'integer required',
  kind: 'text required',
  key: 'text required',
  stakes: 'integer required',
  payouts: 'integer required',
  count: 'integer required',
} satisfies Columns<ReportDaysTable>;

export type PartialDB = { [tableName]: ReportDaysTable };
