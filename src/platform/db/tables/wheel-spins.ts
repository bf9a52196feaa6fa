// From 0009-wheel: the wheel's prizes and every spin
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';
import type { WheelPrizeKindColumn } from './wheel-prizes.ts';

export const tableName = 'wheel_spins';

export interface WheelSpinsTable {
  id: Generated<number>;
  member_id: number;
  seed_id: number;
  nonce: number;
  paid_with: 'daily' | 'won' | 'points';
  cost_points: Generated<number>;
  prize_id: number;
  prize_kind: WheelPrizeKindColumn;
  prize_amount: number;
  /** JSON: the prizes' ids in the wheel's order when spun */
  prize_ids: string;
  /** JSON: their weights */
  weights: string;
  created_at: number;
}

export const columns = {
  id: 'integer generated',
  member_id: 'integer required',
  seed_id: 'integer required',
  nonce: 'integer required',
  paid_with: 'text required',
  cost_points: 'integer generated',
  prize_id: 'integer required',
  prize_kind: 'text required',
  prize_amount: 'integer required',
  prize_ids: 'text required',
  weights: 'text required',
  created_at: 'integer required',
} satisfies Columns<WheelSpinsTable>;

export type PartialDB = { [tableName]: WheelSpinsTable };
