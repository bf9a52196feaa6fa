// From 0010-quests-shop: daily quests, the point shop's items and purchases
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'shop_purchases';

export interface ShopPurchasesTable {
  id: Generated<number>;
  member_id: number;
  item_id: number;
  quantity: number;
  /** Points it cost */
  points: number;
  kind: string;
  /** What it gave: satang of free credit, or spins */
  amount: number;
  created_at: number;
}

export const columns = {
  id: 'integer generated',
  member_id: 'integer required',
  item_id: 'integer required',
  quantity: 'integer required',
  points: 'integer required',
  kind: 'text required',
  amount: 'integer required',
  created_at: 'integer required',
} satisfies Columns<ShopPurchasesTable>;

export type PartialDB = { [tableName]: ShopPurchasesTable };
