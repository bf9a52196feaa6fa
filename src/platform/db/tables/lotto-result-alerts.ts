// From 0032: results that arrive by themselves; 0037: acknowledged
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
  /** A person's word on an alert whose round is settled (paid): seen, the result stands; off the desk's list. */
  acknowledged_at: number | null;
  acknowledged_by: string | null;
  acknowledged_staff_id: number | null;
  acknowledge_note: string | null;
}

export const columns = {
  id: 'integer generated',
  round_id: 'integer required',
  kind: 'text required',
  message: 'text required',
  answers: 'text required',
  raised_at: 'integer required',
  acknowledged_at: 'integer nullable',
  acknowledged_by: 'text nullable',
  acknowledged_staff_id: 'integer nullable',
  acknowledge_note: 'text nullable',
} satisfies Columns<LottoResultAlertsTable>;

export type PartialDB = { [tableName]: LottoResultAlertsTable };
