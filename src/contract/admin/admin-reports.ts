// The owner's reports: a range of Bangkok days grouped by day, week or month, and the figures of
// it. Stakes, payouts and the house result count the bets placed in the range (lottery lines not
// refunded, game rounds); deposits and withdrawals those paid in it; credits the ledger rows given
// in it. Baht, two decimals.
import { z } from 'zod/mini';
import { dateRangeChecks, dateRangeFields } from '../date-range.ts';

export const REPORT_GROUPS = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
export const REPORT_GROUP_NAMES: Record<ReportGroup, string> = { day: 'รายวัน', week: 'รายสัปดาห์', month: 'รายเดือน' };
/** The longest range one report spans. */
export const REPORT_MAX_DAYS = 366;
/** How many members each top list names. */
export const REPORT_TOP_MEMBERS = 10;

export const reportQuery = z
  .object({
    ...dateRangeFields,
    group: z.optional(z.enum(REPORT_GROUPS, { error: 'การแบ่งช่วงไม่ถูกต้อง' })),
  })
  .check(...dateRangeChecks(REPORT_MAX_DAYS));

const money = { stakes: z.number(), payouts: z.number(), result: z.number() };

const periodSchema = z.object({ period: z.string(), ...money, bills: z.number(), spins: z.number() });
const categorySchema = z.object({ code: z.string(), name: z.string(), ...money, bills: z.number() });
const roundSchema = z.object({ round_id: z.number(), name: z.string(), category: z.string(), ...money, bills: z.number() });
const gameSchema = z.object({ code: z.string(), name: z.string(), provider: z.string(), ...money, spins: z.number() });
const providerSchema = z.object({ provider: z.string(), ...money, spins: z.number() });
const movementSchema = z.object({ channel: z.string(), count: z.number(), amount: z.number() });
const creditSchema = z.object({ type: z.string(), name: z.string(), count: z.number(), amount: z.number() });
const topSchema = z.object({ member_id: z.number(), name: z.string(), phone: z.string(), stakes: z.number(), result: z.number() });

export const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  group: z.enum(REPORT_GROUPS),
  totals: z.object({ ...money, bills: z.number(), spins: z.number() }),
  periods: z.array(periodSchema),
  categories: z.array(categorySchema),
  rounds: z.array(roundSchema),
  games: z.array(gameSchema),
  providers: z.array(providerSchema),
  deposits: z.array(movementSchema),
  withdrawals: z.array(movementSchema),
  credits: z.array(creditSchema),
  members: z.object({ new: z.number(), active: z.number(), depositing: z.number() }),
  top_by_stake: z.array(topSchema),
  top_by_result: z.array(topSchema),
});
export type Report = z.infer<typeof reportSchema>;
