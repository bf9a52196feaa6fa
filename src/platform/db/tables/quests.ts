// From 0010-quests-shop: daily quests, the point shop's items and purchases
import type { Generated } from 'kysely';
import type { Columns, Flag } from '../columns.ts';

export const tableName = 'quests';

export interface QuestsTable {
  id: Generated<number>;
  code: string;
  title: string;
  kind: 'deposit' | 'lotto_bet' | 'yeekee_shots' | 'game_rounds' | 'checkin';
  /** Satang for deposit and lotto_bet, else a count */
  target: number;
  reward_kind: 'points' | 'free_credit';
  /** Points, or satang of free credit */
  reward_amount: number;
  sort_order: Generated<number>;
  active: Generated<Flag>;
}

export const columns = {
  id: 'integer generated',
  code: 'text required',
  title: 'text required',
  kind: 'text required',
  target: 'integer required',
  reward_kind: 'text required',
  reward_amount: 'integer required',
  sort_order: 'integer generated',
  active: 'integer generated',
} satisfies Columns<QuestsTable>;

export type PartialDB = { [tableName]: QuestsTable };
