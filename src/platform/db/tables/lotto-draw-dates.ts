// From 0004 and 0005: the lottery
import type { Columns } from '../columns.ts';

export const tableName = 'lotto_draw_dates';

export interface LottoDrawDatesTable {
  category_id: number;
  draw_date: string;
}

export const columns = {
  category_id: 'integer required',
  draw_date: 'text required',
} satisfies Columns<LottoDrawDatesTable>;

export type PartialDB = { [tableName]: LottoDrawDatesTable };
