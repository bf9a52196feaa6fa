// Money is integer satang inside the platform and baht numbers (2 decimals) on the wire.
import { z } from 'zod';

export function toBaht(satang: number): number {
  return satang / 100;
}

export function toSatang(baht: number): number {
  const satang = Math.round(baht * 100);
  if (!Number.isSafeInteger(satang)) throw new RangeError(`not an amount of baht: ${baht}`);
  return satang;
}

/** A positive baht amount from a request, at most 2 decimals. */
export const bahtAmount = z
  .number({ error: 'กรุณาระบุจำนวนเงินเป็นตัวเลข' })
  .positive({ error: 'จำนวนเงินต้องมากกว่า 0' })
  .max(1_000_000_000, { error: 'จำนวนเงินมากเกินไป' })
  .refine((baht) => Math.abs(baht * 100 - Math.round(baht * 100)) < 1e-6, {
    error: 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
  });
