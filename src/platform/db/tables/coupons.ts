// From 0007-rewards: the claim book, the check-in card, coupons
import type { Generated } from 'kysely';
import type { Columns, Flag } from '../columns.ts';

export const tableName = 'coupons';

export interface CouponsTable {
  id: Generated<number>;
  code: string;
  /** Satang of free credit */
  credit: number;
  max_uses: number;
  used: Generated<number>;
  expires_at: number;
  active: Generated<Flag>;
}

export const columns = {
  id: 'integer generated',
  code: 'text required',
  credit: 'integer required',
  max_uses: 'integer required',
  used: 'integer generated',
  expires_at: 'integer required',
  active: 'integer generated',
} satisfies Columns<CouponsTable>;

export type PartialDB = { [tableName]: CouponsTable };
