// From 0032: results that arrive by themselves
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'lotto_result_alerts';

/** An outside draw the sources did not settle by themselves: the risk desk shows it for a person. */
export interface LottoResultAlertsTable {
  id: Generated<number>;
  round_id: number;
  kind: 'disagree' | 'one_source' | 'no_source' | 'after_confirmed';
  /** Thai, for the desk */
  message: string;
  /** JSON: each source's name and the numbers it gave (or its error) */
  answers: string;
  raised_at: number;
}

export const columns = {
  id: 'integer generated',
  round_id: 'integer required',
  kind: 'text required',
  message: 'text required',
  answers: 'text required',
  raised_at: 'integer required',
} satisfies Columns<LottoResultAlertsTable>;

export type PartialDB = { [tableName]: LottoResultAlertsTable };
