// Responsible play (`/api/member/responsible...`, beyond SPEC.md: docs/api.md): the member's daily
// deposit and loss limits (lowering applies at once, raising or removing after a delay), breaks
// (a time-out or a self-exclusion that nothing can shorten) and the session's running result for
// the play-time reminder. Amounts are baht on the wire; days are Asia/Bangkok calendar days.
import { z } from 'zod/mini';

export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** The breaks a member may take: a time-out (1 day to 6 weeks) or a self-exclusion (6 months to 5 years). */
export const BREAK_CHOICES = ['1d', '3d', '1w', '6w', '6m', '1y', '5y'] as const;
export type BreakChoice = (typeof BREAK_CHOICES)[number];
export const EXCLUSION_CHOICES: readonly BreakChoice[] = ['6m', '1y', '5y'];

/** The largest daily limit a member may set, in baht. */
export const LIMIT_MAX_BAHT = 10_000_000;

export const limitRequest = z.object({
  kind: z.enum(LIMIT_KINDS, { error: 'ไม่พบประเภทวงเงินนี้' }),
  // null: no limit (removing one applies after the delay, like raising it).
  amount: z.nullable(
    z.number({ error: 'กรุณากรอกวงเงินเป็นตัวเลข' }).check(
      z.gte(1, { error: 'วงเงินต้องไม่น้อยกว่า 1 บาท' }),
      z.lte(LIMIT_MAX_BAHT, { error: 'วงเงินต้องไม่เกิน 10,000,000 บาท' }),
      z.refine((value) => Number.isInteger(value), { error: 'วงเงินต้องเป็นจำนวนเต็มบาท' }),
    ),
  ),
});

export const breakRequest = z.object({
  choice: z.enum(BREAK_CHOICES, { error: 'กรุณาเลือกระยะเวลาพักการเล่น' }),
});

export const limitView = z.object({
  kind: z.enum(LIMIT_KINDS),
  /** The limit in force now, in baht; null: none. */
  amount: z.nullable(z.number()),
  /** Used today (Bangkok day): deposits, or the net loss (stakes minus returns; negative: ahead). */
  used: z.number(),
  /** What is left today; null without a limit. */
  left: z.nullable(z.number()),
  /** A raise or removal waiting for its time: the amount (null: no limit) and when it applies. */
  pending: z.nullable(z.object({ amount: z.nullable(z.number()), effective_at: z.string() })),
});
export type LimitView = z.infer<typeof limitView>;

export const breakViewSchema = z.object({
  kind: z.enum(['timeout', 'exclusion']),
  starts_at: z.string(),
  ends_at: z.string(),
});

export const responsibleSchema = z.object({
  limits: z.array(limitView),
  /** When today's limits start again: the next Bangkok midnight. */
  resets_at: z.string(),
  /** Hours a raise or removal waits before it applies. */
  raise_delay_hours: z.number(),
  /** Minutes of a session between two reminders. */
  reminder_minutes: z.number(),
  break: z.nullable(breakViewSchema),
});
export type Responsible = z.infer<typeof responsibleSchema>;

export const sessionSummarySchema = z.object({
  started_at: z.string(),
  reminder_minutes: z.number(),
  stake: z.number(),
  returned: z.number(),
  net: z.number(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;
