// From 0009-wheel: the wheel's prizes and every spin
import type { Generated } from 'kysely';
import type { Columns, Flag } from '../columns.ts';

export const tableName = 'wheel_prizes';

export type WheelPrizeKindColumn = 'credit' | 'points' | 'free_spins' | 'nothing';

export interface WheelPrizesTable {
  id: Generated<number>;
  label: string;
  kind: WheelPrizeKindColumn;
  /** Satang of free credit, points or spins */
  amount: number;
  weight: number;
  color: string;
  sort_order: Generated<number>;
  active: Generated<Flag>;
}

export const columns = {
  id: 'integer generated',
  label: 'text required',
  kind: 'text required',
  amount: 'integer required',
  weight: 'integer required',
  color: 'text required',
  sort_order: 'integer generated',
  active: 'integer generated',
} satisfies Columns<WheelPrizesTable>;

export type PartialDB = { [tableName]: WheelPrizesTable };
