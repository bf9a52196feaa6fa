// From 0004 and 0005: the lottery
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'lotto_rounds';

export type RoundState = 'pending' | 'settled' | 'refunded';

export type ResultSource = 'draw' | 'operator' | 'shots' | 'refund';

export interface LottoRoundsTable {
  id: Generated<number>;
  category_id: number;
  draw_date: string;
  /** Yeekee round number in its day (1..88) */
  seq: Generated<number>;
  name: string;
  open_at: number;
  close_at: number;
  /** Yeekee: when shooting ends */
  result_at: number;
  state: Generated<RoundState>;
  /** JSON: the simulated result fixed when the round was made */
  draw: string | null;
  commit_text: string | null;
  commit_hash: string | null;
  /** JSON: the result the round was settled with */
  result: string | null;
  result_source: ResultSource | null;
  settled_at: number | null;
}

export const columns = {
  id: 'integer generated',
  category_id: 'integer required',
  draw_date: 'text required',
  seq: 'integer generated',
  name: 'text required',
  open_at: 'integer required',
  close_at: 'integer required',
  result_at: 'integer required',
  state: 'text generated',
  draw: 'text nullable',
  commit_text: 'text nullable',
  commit_hash: 'text nullable',
  result: 'text nullable',
  result_source: 'text nullable',
  settled_at: 'integer nullable',
} satisfies Columns<LottoRoundsTable>;

export type PartialDB = { [tableName]: LottoRoundsTable };
