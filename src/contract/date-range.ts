// A range of Bangkok calendar dates in a query (`from`, `to`, both YYYY-MM-DD, both optional), as
// the statement and win/loss calls take it: real days, in order, and not longer than `maxDays`.
import { z } from 'zod/mini';
import { DAY_MS, isRealDate } from './date-text.ts';

const date = (label: string) =>
  z.string({ error: `${label}ไม่ถูกต้อง` }).check(z.refine(isRealDate, { error: `${label}ต้องเป็นวันที่ในรูปแบบ ปปปป-ดด-วว` }));

interface Range {
  from?: string;
  to?: string;
}

export const dateRangeFields = { from: z.optional(date('วันที่เริ่ม')), to: z.optional(date('วันที่สิ้นสุด')) };

/** The checks of a range: `from` not after `to`, at most `maxDays` days from first to last. */
export function dateRangeChecks(maxDays: number) {
  return [
    z.refine<Range>((query) => !query.from || !query.to || query.from <= query.to, {
      error: 'วันที่เริ่มต้องไม่หลังวันที่สิ้นสุด',
    }),
    z.refine<Range>((query) => !query.from || !query.to || (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS < maxDays, {
      error: `ดูได้ครั้งละไม่เกิน ${maxDays} วัน`,
    }),
  ] as const;
}
