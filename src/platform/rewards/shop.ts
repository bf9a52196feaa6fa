// The point shop: items bought with points. A basket is priced by `calc` and bought by `redeem`
// in one transaction: the points leave in one point-ledger row (never below zero), each line is a
// purchase row, free credit goes to wallet type 3 and wheel spins count as won spins on the wheel.
import type { Basket, Purchase, Quote, ShopItem } from '../../contract/rewards/shop.ts';
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { credit, memberPoints, movePoints, toBaht, WALLET_TYPE, walletIdOf } from '../money/index.ts';

const HISTORY_SIZE = 20;

async function itemRows(db: Db) {
  return db
    .selectFrom('shop_items')
    .select(['id', 'title', 'kind', 'amount', 'price_points', 'image'])
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
type ItemRow = Awaited<ReturnType<typeof itemRows>>[number];

const itemView = (row: ItemRow): ShopItem => ({ ...row, amount: row.kind === 'free_credit' ? toBaht(row.amount) : row.amount });

export async function shopItems(db: Db): Promise<ShopItem[]> {
  return (await itemRows(db)).map(itemView);
}

/** The basket's lines with their items, refusing an item not on sale (2661). Lines of one item add up. */
async function priced(db: Db, basket: Basket) {
  const items = new Map((await itemRows(db)).map((row) => [row.id, row]));
  const quantities = new Map<number, number>();
  for (const line of basket) quantities.set(line.item_id, (quantities.get(line.item_id) ?? 0) + line.quantity);
  return [...quantities].map(([itemId, quantity]) => {
    const item = items.get(itemId) ?? fail('SHOP_ITEM_NOT_FOUND');
    return { item, quantity, points: item.price_points * quantity };
  });
}

export async function quote(db: Db, memberId: number, basket: Basket): Promise<Quote> {
  const lines = await priced(db, basket);
  const total = lines.reduce((sum, line) => sum + line.points, 0);
  const points = await memberPoints(db, memberId);
  return {
    lines: lines.map((line) => ({ item_id: line.item.id, title: line.item.title, quantity: line.quantity, points: line.points })),
    total_points: total,
    points,
    enough: points >= total,
  };
}

/** Buys the basket: 2101 when the points do not cover it (nothing moves). */
export function redeemBasket(db: Db, memberId: number, basket: Basket): Promise<Purchase[]> {
  return tx(
    db,
    async (trx) => {
      const lines = await priced(trx, basket);
      const total = lines.reduce((sum, line) => sum + line.points, 0);
      const ids: number[] = [];
      for (const line of lines) {
        const { id } = await trx
          .insertInto('shop_purchases')
          .values({
            member_id: memberId,
            item_id: line.item.id,
            quantity: line.quantity,
            points: line.points,
            kind: line.item.kind,
            amount: line.item.amount * line.quantity,
            created_at: nowMs(trx),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(id);
        if (line.item.kind === 'free_credit')
          await credit(
            trx,
            await walletIdOf(trx, memberId, WALLET_TYPE.FREE),
            line.item.amount * line.quantity,
            'reward',
            `shop_purchase:${id}`,
          );
      }
      await movePoints(trx, memberId, -total, 'shop', `shop_purchase:${ids.join(',')}`);
      return (await history(trx, memberId)).filter((purchase) => ids.includes(purchase.id));
    },
    { queue: `shop:member:${memberId}` },
  );
}

export async function history(db: Db, memberId: number): Promise<Purchase[]> {
  const rows = await db
    .selectFrom('shop_purchases as p')
    .innerJoin('shop_items as i', 'i.id', 'p.item_id')
    .select(['p.id', 'i.title', 'p.kind', 'p.quantity', 'p.points', 'p.amount', 'p.created_at'])
    .where('p.member_id', '=', memberId)
    .orderBy('p.id', 'desc')
    .limit(HISTORY_SIZE)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    kind: row.kind === 'wheel_spin' ? 'wheel_spin' : 'free_credit',
    quantity: row.quantity,
    points: row.points,
    amount: row.kind === 'free_credit' ? toBaht(row.amount) : row.amount,
    created_at: new Date(row.created_at).toISOString(),
  }));
}

/** Wheel spins the member bought (the wheel counts them with the spins it gave). */
export async function boughtSpins(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('shop_purchases')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('spins'))
    .where('member_id', '=', memberId)
    .where('kind', '=', 'wheel_spin')
    .executeTakeFirstOrThrow();
  return Number(row.spins);
}
