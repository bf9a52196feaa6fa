// An amount of money a member asks to move (a deposit, a withdrawal), as the request carries it:
// baht with at most two decimals, above zero, at most MAX_AMOUNT. The one schema, so both calls
// refuse the same input with the same Thai message (the field's own rule on typed text: lib/money/amount.ts).
import { z } from 'zod/mini';

/** The ceiling of any amount, in baht. */
export const MAX_AMOUNT = 1_000_000_000;

export const bahtAmount = z.number({ error: 'กรุณาระบุจำนวนเงินเป็นตัวเลข' }).check(
  z.refine((value) => Number.isFinite(value) && value > 0, { error: 'จำนวนเงินต้องมากกว่า 0 บาท' }),
  z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' }),
  z.lte(MAX_AMOUNT, { error: 'จำนวนเงินมากเกินไป' }),
);
