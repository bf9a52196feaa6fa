// From 0037-result-watch: what the clock knows of a round it asks the result sources about
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'lotto_result_watches';

/** A round between its draw time and its result (or alert): the back-off and who answered so far. */
export interface LottoResultWatchesTable {
  /** The round; always given (SQLite's integer key, hence Generated). */
  round_id: Generated<number>;
  /** How many times the sources were asked. */
  tries: number;
  /** Epoch ms: not asked again before. */
  next_at: number;
  /** JSON: the names of the sources that ever gave numbers for it. */
  answered: string;
}

export const columns = {
  round_id: 'integer generated',
  tries: 'integer required',
  next_at: 'integer required',
  answered: 'text required',
} satisfies Columns<LottoResultWatchesTable>;

export type PartialDB = { [tableName]: LottoResultWatchesTable };
