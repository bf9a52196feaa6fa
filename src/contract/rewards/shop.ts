// The point shop (issue 14): items bought with points (free credit, wheel spins). `calc` prices a
// basket before buying; `redeem` buys it in one transaction. Amounts are baht on the wire.
import { z } from 'zod/mini';
import { id } from '../ids.ts';

export const SHOP_MAX_QUANTITY = 20;

export const shopItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  kind: z.enum(['free_credit', 'wheel_spin']),
  /** Baht of free credit, or spins */
  amount: z.number(),
  price_points: z.number(),
  image: z.string(),
});
export type ShopItem = z.infer<typeof shopItemSchema>;

export const basketRequest = z.object({
  items: z
    .array(
      z.object({
        item_id: id('สินค้า'),
        quantity: z.number({ error: 'กรุณาระบุจำนวนเป็นตัวเลข' }).check(
          z.refine((value) => Number.isInteger(value), { error: 'จำนวนต้องเป็นจำนวนเต็ม' }),
          z.gte(1, { error: 'จำนวนต้องไม่น้อยกว่า 1' }),
          z.lte(SHOP_MAX_QUANTITY, { error: `แลกได้ไม่เกิน ${SHOP_MAX_QUANTITY} ชิ้นต่อรายการ` }),
        ),
      }),
    )
    .check(z.minLength(1, { error: 'กรุณาเลือกสินค้าอย่างน้อย 1 รายการ' }), z.maxLength(10, { error: 'เลือกสินค้าได้ไม่เกิน 10 รายการต่อครั้ง' })),
});
export type Basket = z.infer<typeof basketRequest>['items'];

export const quoteSchema = z.object({
  lines: z.array(z.object({ item_id: z.number(), title: z.string(), quantity: z.number(), points: z.number() })),
  total_points: z.number(),
  /** The member's points now */
  points: z.number(),
  enough: z.boolean(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const purchaseSchema = z.object({
  id: z.number(),
  title: z.string(),
  kind: z.enum(['free_credit', 'wheel_spin']),
  quantity: z.number(),
  points: z.number(),
  /** Baht of free credit, or spins, given */
  amount: z.number(),
  created_at: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;
