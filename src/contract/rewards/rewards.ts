// Rewards (issue 14, first part): the check-in card, coupons and cashback. Amounts are baht on the
// wire (points are whole numbers); dates are Asia/Bangkok calendar days (YYYY-MM-DD).
import { z } from 'zod/mini';
import { pageField } from '../money/statement.ts';

export const CHECKIN_DAYS = 7;

export const checkinDaySchema = z.object({
  day: z.number(),
  kind: z.enum(['points', 'free_credit']),
  /** Points, or baht of free credit */
  amount: z.number(),
  stamped: z.boolean(),
});

export const checkinSchema = z.object({
  /** Today, Bangkok */
  today: z.string(),
  stamped_today: z.boolean(),
  /** Today's day on the card: the one stamped today, or the one a stamp now takes (1 after a missed day) */
  day: z.number(),
  days: z.array(checkinDaySchema),
});
export type Checkin = z.infer<typeof checkinSchema>;

export const couponRequest = z.object({
  code: z
    .string({ error: 'กรุณากรอกรหัสคูปอง' })
    .check(z.trim(), z.minLength(1, { error: 'กรุณากรอกรหัสคูปอง' }), z.maxLength(40, { error: 'รหัสคูปองยาวเกินไป' })),
});

export const couponResultSchema = z.object({ code: z.string(), amount: z.number(), balance: z.number() });

export const CASHBACK_KINDS = ['cashback_game', 'cashback_lotto', 'cashback_turnover'] as const;
export type CashbackKind = (typeof CASHBACK_KINDS)[number];

const lossCashback = z.object({
  /** Yesterday's stakes and what came back, baht */
  stake: z.number(),
  returned: z.number(),
  /** stake - returned when positive, else 0 */
  loss: z.number(),
  percent: z.number(),
  /** What a claim pays now */
  amount: z.number(),
  claimed: z.boolean(),
});

export const cashbackSchema = z.object({
  /** The day the figures are of: yesterday, Bangkok */
  date: z.string(),
  game: lossCashback,
  lotto: lossCashback,
  turnover: z.object({ stake: z.number(), percent: z.number(), amount: z.number(), claimed: z.boolean() }),
  /** Cashback arrives as bonus credit needing this many times itself in stakes before withdrawal */
  turnover_multiple: z.number(),
});
export type Cashback = z.infer<typeof cashbackSchema>;

export const winlossRefundSchema = z.object({
  /** Last week, Monday to Sunday (Bangkok) */
  from: z.string(),
  to: z.string(),
  stake: z.number(),
  returned: z.number(),
  loss: z.number(),
  percent: z.number(),
  amount: z.number(),
  claimed: z.boolean(),
  turnover_multiple: z.number(),
});
export type WinlossRefund = z.infer<typeof winlossRefundSchema>;

export const claimSchema = z.object({
  id: z.number(),
  kind: z.string(),
  /** The day it was for */
  date: z.string(),
  amount: z.number(),
  /** Baht it was worked out from */
  basis: z.nullable(z.number()),
  created_at: z.string(),
});
export type Claim = z.infer<typeof claimSchema>;

export const historyQuery = z.object({ page: pageField });
export const HISTORY_PAGE_SIZE = 20;
