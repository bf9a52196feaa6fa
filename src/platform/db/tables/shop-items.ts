// From 0010-quests-shop: daily quests, the point shop's items and purchases
import type { Generated } from 'kysely';
import type { Columns, Flag } from '../columns.ts';

export const tableName = 'shop_items';

export interface ShopItemsTable {
  id: Generated<number>;
  title: string;
  kind: 'free_credit' | 'wheel_spin';
  /** Satang of free credit, or spins */
  amount: number;
  price_points: number;
  image: string;
  sort_order: Generated<number>;
  active: Generated<Flag>;
}

export const columns = {
  id: 'integer generated',
  title: 'text required',
  kind: 'text required',
  amount: 'integer required',
  price_points: 'integer required',
  image: 'text required',
  sort_order: 'integer generated',
  active: 'integer generated',
} satisfies Columns<ShopItemsTable>;

export type PartialDB = { [tableName]: ShopItemsTable };
