// The member's win/loss (`GET /api/member/winloss`, beyond SPEC.md: README): stakes, returns and
// net per Bangkok day and per product (lottery by category, games by provider) over a range of
// dates, read from the money ledger: a stake is a `bet` row, a return a `payout` or `refund` row
// of the same bill or round, each on its own row's day.
import { z } from 'zod/mini';

/** The longest range one request may span, and the range shown when none is asked for. */
export const WINLOSS_MAX_DAYS = 93;
export const WINLOSS_DEFAULT_DAYS = 7;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (text: string) =>
  DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
const date = (label: string) =>
  z.string({ error: `${label}ไม่ถูกต้อง` }).check(z.refine(isDate, { error: `${label}ต้องเป็นวันที่ในรูปแบบ ปปปป-ดด-วว` }));

export const winlossRequest = z.object({ from: z.optional(date('วันที่เริ่ม')), to: z.optional(date('วันที่สิ้นสุด')) }).check(
  z.refine((query) => !query.from || !query.to || query.from <= query.to, { error: 'วันที่เริ่มต้องไม่หลังวันที่สิ้นสุด' }),
  z.refine((query) => !query.from || !query.to || (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < WINLOSS_MAX_DAYS, {
    error: `ดูได้ครั้งละไม่เกิน ${WINLOSS_MAX_DAYS} วัน`,
  }),
);
export type WinlossQuery = z.output<typeof winlossRequest>;

const figures = { stake: z.number(), returned: z.number(), net: z.number() };

export const winlossSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ date: z.string(), ...figures })),
  products: z.array(z.object({ product: z.enum(['lotto', 'game']), key: z.string(), name: z.string(), ...figures })),
  total: z.object(figures),
});
export type Winloss = z.infer<typeof winlossSchema>;
