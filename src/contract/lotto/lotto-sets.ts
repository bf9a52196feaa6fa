// Number sets (เลขชุด) and re-using a bill (ดึงโพย), issue 27: the shapes on the wire and the
// limits both sides state. A set's lines are only what the member chose (bet type, number,
// stake); their rate and whether they may be bet come from the round they are added to.
import { z } from 'zod/mini';
import { MAX_AMOUNT } from '../money/amount.ts';
import { id } from '../ids.ts';
import { billLineCheckSchema, roundSchema } from './lotto.ts';

/** How many sets a member keeps, how many lines one holds, and how long its name may be. */
export const NUMBER_SET_LIMITS = { sets: 30, lines: 200, name: 40 } as const;

const setLineSchema = z.object({ bet_type: z.string(), number: z.string(), amount: z.number() });
export type NumberSetLine = z.infer<typeof setLineSchema>;

export const numberSetSchema = z.object({
  set_id: z.number(),
  name: z.string(),
  lines: z.array(setLineSchema),
  updated_at: z.string(),
});
export type NumberSet = z.infer<typeof numberSetSchema>;

const setName = z
  .string({ error: 'กรุณาตั้งชื่อเลขชุด' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'กรุณาตั้งชื่อเลขชุด' }),
    z.maxLength(NUMBER_SET_LIMITS.name, { error: `ชื่อเลขชุดยาวได้ไม่เกิน ${NUMBER_SET_LIMITS.name} ตัวอักษร` }),
  );

const setLineRequest = z.object({
  bet_type: z.string({ error: 'กรุณาเลือกประเภทการแทง' }).check(z.maxLength(40)),
  number: z.string({ error: 'กรุณาระบุเลขเป็นข้อความตัวเลข' }).check(z.maxLength(10, { error: 'เลขยาวเกินไป' })),
  amount: z
    .number({ error: 'กรุณาระบุราคาเป็นตัวเลข' })
    .check(
      z.int({ error: 'ราคาต้องเป็นจำนวนเต็มบาท' }),
      z.positive({ error: 'ราคาต้องมากกว่า 0 บาท' }),
      z.lte(MAX_AMOUNT, { error: 'ราคามากเกินไป' }),
    ),
});

export const setSaveRequest = z.object({
  name: setName,
  lines: z
    .array(setLineRequest, { error: 'กรุณาเพิ่มเลขอย่างน้อย 1 รายการ' })
    // The count limit is the platform's own refusal (LOTTO_SET_TOO_LARGE); this only bounds the body.
    .check(z.minLength(1, { error: 'กรุณาเพิ่มเลขอย่างน้อย 1 รายการ' }), z.maxLength(1000, { error: 'รายการมากเกินไป' })),
});
export const setRenameRequest = z.object({ set_id: id('รหัสเลขชุด'), name: setName });
export const setDeleteRequest = z.object({ set_id: id('รหัสเลขชุด') });
export const billReuseRequest = z.object({ bill_id: id('เลขที่โพย') });

/**
 * ดึงโพย: an earlier bill's lines for the category's round open now, each checked against that
 * round's rates and rules as validate would (ok, or refused with its Thai message; hot: reduced).
 */
export const billReuseSchema = z.object({
  bill_id: z.number(),
  round: z.pick(roundSchema, { round_id: true, name: true, category_name: true, close_at: true }),
  lines: z.array(billLineCheckSchema),
});
export type BillReuse = z.infer<typeof billReuseSchema>;
