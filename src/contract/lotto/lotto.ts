// Lotto calls of SPEC.md section 7: the bet types (their rules on numbers: rules/lotto/numbers.ts)
// and the shapes of the answers (DOMAIN.md). Money is in baht (2 decimals), times are ISO strings
// from the server clock; every answer also carries `server_time`.
import { z } from 'zod/mini';

/** The bet types of DOMAIN.md: the Thai name the platform answers with and the digits a number has. */
export const BET_TYPES = {
  three_top: { name: '3 ตัวบน', digits: 3 },
  three_tod: { name: '3 ตัวโต๊ด', digits: 3 },
  three_front: { name: '3 ตัวหน้า', digits: 3 },
  three_bottom: { name: '3 ตัวล่าง', digits: 3 },
  two_top: { name: '2 ตัวบน', digits: 2 },
  two_bottom: { name: '2 ตัวล่าง', digits: 2 },
  run_top: { name: 'วิ่งบน', digits: 1 },
  run_bottom: { name: 'วิ่งล่าง', digits: 1 },
  // Only where the draw has four digits (Lao, Hanoi): listed last so a round's first bet type stays 3 ตัวบน.
  four_top: { name: '4 ตัวบน', digits: 4 },
  four_tod: { name: '4 ตัวโต๊ด', digits: 4 },
} as const;

export type BetType = keyof typeof BET_TYPES;
/** The bet types in the order the platform lists them. */
export const BET_TYPE_KEYS = Object.keys(BET_TYPES) as [BetType, ...BetType[]];

/**
 * Yeekee as DOMAIN.md states it: fewer shots than this and the round is refunded; the shot at this
 * rank (from the newest) is subtracted from the sum. The operator may change both (the platform's
 * settings start from these); answers carry the live values, these stand in when one does not.
 */
export const YEEKEE_MIN_SHOTS = 20;
export const YEEKEE_SUBTRACT_RANK = 16;

/** `upcoming` only appears on a lobby's next_round (round lists hold rounds that have opened). */
export const ROUND_STATUSES = ['upcoming', 'open', 'closed', 'settled', 'refunded'] as const;

export const roundSchema = z.object({
  round_id: z.number(),
  category_id: z.number(),
  category_code: z.string(),
  category_name: z.string(),
  name: z.string(),
  /** The draw day, YYYY-MM-DD in Asia/Bangkok. */
  draw_date: z.string(),
  open_at: z.string(),
  close_at: z.string(),
  result_at: z.string(),
  /** Yeekee only: shooting stays open until then (2 minutes after close). */
  shoot_until: z.nullable(z.string()),
  status: z.enum(ROUND_STATUSES),
  is_yeekee: z.boolean(),
  /** The lobby's เลขอั้น notice: numbers of this round paid at a reduced rate or closed (any bet type). */
  restricted: z.optional(z.array(z.string())),
});
export type Round = z.infer<typeof roundSchema>;

export const lobbyCategorySchema = z.object({
  category_id: z.number(),
  code: z.string(),
  name: z.string(),
  /** government | lao | hanoi | stock | yeekee */
  kind: z.string(),
  /** Rounds open for betting now, soonest close first. */
  rounds: z.array(roundSchema),
  /** The next round to open (status upcoming), if one is scheduled. */
  next_round: z.nullable(roundSchema),
});
export type LobbyCategory = z.infer<typeof lobbyCategorySchema>;
export const lobbySchema = z.object({ categories: z.array(lobbyCategorySchema), server_time: z.string() });

export const betRateSchema = z.object({
  bet_type: z.enum(BET_TYPE_KEYS),
  name: z.string(),
  digits: z.number(),
  /** The rate per baht, the member's VIP addition included. */
  rate: z.number(),
  /** How much of `rate` is the member's VIP tier (absent: none). */
  vip_add: z.optional(z.number()),
  min_stake: z.number(),
  max_stake: z.number(),
});
export type BetRate = z.infer<typeof betRateSchema>;

export const yeekeeArithmeticSchema = z.object({
  shot_count: z.number(),
  sum: z.string(), // may exceed 2^53: sent as digits
  sixteenth: z.nullable(z.object({ rank: z.number(), number: z.string(), name: z.string() })),
  difference: z.string(),
  last_five: z.string(),
});

/** A round's result: the round's own fields as in roundSchema, then the numbers and where they came from. */
export const resultSchema = z.extend(
  z.pick(roundSchema, {
    round_id: true,
    category_id: true,
    category_code: true,
    category_name: true,
    name: true,
    draw_date: true,
    result_at: true,
    status: true,
  }),
  {
    three_top: z.nullable(z.string()),
    two_bottom: z.nullable(z.string()),
    three_front: z.array(z.string()),
    three_bottom: z.array(z.string()),
    /** The draw's last four digits where it has four (Lao, Hanoi); null for others and rounds before four-digit bets. */
    four_top: z.nullish(z.string()),
    /** Where the numbers came from: first_prize, number (Lao), special_prize, index_close, change. */
    detail: z.nullish(z.record(z.string(), z.string())),
    /** draw (simulated here) | official (an outside draw, entered by the operator) | shots (Yeekee) | refund (no result) */
    source: z.string(),
    /** An official result: when it was entered, and by whom as members may read it (the site's staff). */
    official: z.nullish(
      z.object({
        entered_at: z.string(),
        entered_by: z.string(),
        /** Taken from an archive (the seed's, or a file the operator imported), or brought by the result sources: their name. */
        source: z.optional(z.string()),
      }),
    ),
    commit_hash: z.nullable(z.string()),
    /** Revealed with the result: sha256(`${commit_text}`) must equal commit_hash. */
    commit_text: z.nullable(z.string()),
    yeekee: z.nullable(yeekeeArithmeticSchema),
    /** Yeekee settled from its shots: the 1st and 16th shooters' bonuses paid (masked names, baht). */
    shooter_bonuses: z.optional(z.array(z.object({ rank: z.number(), name: z.string(), amount: z.number() }))),
    /** A round voided by staff (no draw, a market holiday): the reason every bill was refunded. */
    void_reason: z.nullish(z.string()),
  },
);
export type LottoResult = z.infer<typeof resultSchema>;

/**
 * An outside draw's official results as this site has them: the newest (its draw date and the
 * archive it came from, null when entered at the desk), and the draws since whose official result
 * has not come (the first one's date, and how many), so the results page hides no gap.
 */
export const officialStatusSchema = z.array(
  z.object({
    category_id: z.number(),
    category_name: z.string(),
    latest_draw_date: z.nullable(z.string()),
    source: z.nullable(z.string()),
    missing_since: z.nullable(z.string()),
    missing_draws: z.number(),
  }),
);
export type OfficialStatus = z.infer<typeof officialStatusSchema>;

export const roundDetailSchema = z.extend(roundSchema, {
  /** Yeekee only: the shots so far, and the fewest the round needs for a result (fewer: every bill refunded). */
  shot_count: z.optional(z.number()),
  min_shots: z.optional(z.number()),
  /** Yeekee only: the shooter bonuses (baht) of the 1st and 16th shooters who stake at least min_stake on the round. */
  shooter_bonus: z.optional(z.object({ first: z.number(), sixteenth: z.number(), min_stake: z.number() })),
  bet_types: z.array(betRateSchema),
  commit_hash: z.nullable(z.string()),
  result: z.nullable(resultSchema),
  server_time: z.string(),
});
export type RoundDetail = z.infer<typeof roundDetailSchema>;

/** The answer code of a bill refused for the wallet's balance (the platform's INSUFFICIENT_BALANCE): the page offers a deposit. */
export const INSUFFICIENT_BALANCE_ERROR = 2001;

/** เลขอั้น: paid at its own, reduced rate. */
const hotNumberSchema = z.object({ bet_type: z.enum(BET_TYPE_KEYS), number: z.string(), rate: z.number() });
/** เลขปิด: refused. */
const closedNumberSchema = z.object({ bet_type: z.enum(BET_TYPE_KEYS), number: z.string() });
export type HotNumber = z.infer<typeof hotNumberSchema>;
export type ClosedNumber = z.infer<typeof closedNumberSchema>;

export const limitSchema = z.object({
  round_id: z.number(),
  min_stake: z.number(),
  max_stake: z.number(),
  member_number_max: z.number(),
  hot: z.array(hotNumberSchema),
  closed: z.array(closedNumberSchema),
});
export type RoundLimit = z.infer<typeof limitSchema>;

export const categoryRatesSchema = z.object({
  category_id: z.number(),
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  schedule: z.string(), // Thai description: days, close and result times
  bet_types: z.array(betRateSchema),
  /** The numbers hot or closed on every round of the category (a round's own come with /api/lotto/limit). */
  hot: z._default(z.array(hotNumberSchema), []),
  closed: z._default(z.array(closedNumberSchema), []),
});
export type CategoryRates = z.infer<typeof categoryRatesSchema>;

/** VIP tiers by stakes over the last 30 days, each adding to some bet types' rates (baht per baht). */
export const vipSchema = z.object({
  tiers: z.array(
    z.object({
      name: z.string(),
      min_stakes: z.number(),
      add: z.array(z.object({ bet_type: z.enum(BET_TYPE_KEYS), name: z.string(), rate: z.number() })),
    }),
  ),
  /** null for a visitor. */
  member: z.nullable(
    z.object({
      tier: z.nullable(z.string()),
      stakes_30d: z.number(),
      next_tier: z.nullable(z.object({ name: z.string(), min_stakes: z.number(), missing: z.number() })),
    }),
  ),
});
export type VipStanding = z.infer<typeof vipSchema>;

export interface BillLineInput {
  bet_type: BetType;
  number: string;
  amount: number;
  /** The rate the member saw; create refuses the line if the rate has changed since. */
  rate?: number;
}

export const billLineCheckSchema = z.object({
  index: z.number(),
  bet_type: z.string(),
  bet_name: z.string(),
  /** As stored: tod digits sorted. */
  number: z.string(),
  input_number: z.string(),
  amount: z.number(),
  rate: z.number(),
  hot: z.boolean(),
  max_payout: z.number(),
  ok: z.boolean(),
  /** 0 when the line can be placed, else the refusal code and its Thai message. */
  code: z.number(),
  message: z.string(),
});
export type BillLineCheck = z.infer<typeof billLineCheckSchema>;

export const billCheckSchema = z.object({
  round_id: z.number(),
  lines: z.array(billLineCheckSchema),
  total: z.number(),
  count: z.number(),
});
export type BillCheck = z.infer<typeof billCheckSchema>;

export const createdBillSchema = z.extend(billCheckSchema, { bill_id: z.number(), wallet_id: z.number() });

export const BILL_STATUSES = ['pending', 'won', 'lost', 'cancelled', 'refunded'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

export const billSummarySchema = z.object({
  bill_id: z.number(),
  round_id: z.number(),
  round_name: z.string(),
  category_name: z.string(),
  is_yeekee: z.boolean(),
  draw_date: z.string(),
  created_at: z.string(),
  total: z.number(),
  payout: z.number(),
  status: z.enum(BILL_STATUSES),
  line_count: z.number(),
  can_cancel: z.boolean(),
  /** Last moment a cancel is accepted (null when it never will be). */
  cancel_until: z.nullable(z.string()),
});
export type BillSummary = z.infer<typeof billSummarySchema>;

export const billLineSchema = z.object({
  line_id: z.number(),
  bet_type: z.enum(BET_TYPE_KEYS),
  bet_name: z.string(),
  number: z.string(),
  rate: z.number(),
  amount: z.number(),
  result: z.enum(['pending', 'won', 'lost', 'refunded']),
  payout: z.number(),
});
export type BillLine = z.infer<typeof billLineSchema>;

export const billDetailSchema = z.extend(billSummarySchema, {
  lines: z.array(billLineSchema),
  result: z.nullable(resultSchema),
});
export type BillDetail = z.infer<typeof billDetailSchema>;

export const shotSchema = z.object({
  shot_id: z.number(),
  /** 1 = newest. */
  rank: z.number(),
  number: z.string(),
  /** Masked member name, ab***yz. */
  name: z.string(),
  shot_at: z.string(),
  mine: z.boolean(),
});
export type Shot = z.infer<typeof shotSchema>;

export const shotListSchema = z.object({
  round_id: z.number(),
  /** Asked with since (a shot id): `shots` are only the newer ones, `count` is all of them. */
  since: z.optional(z.number()),
  shots: z.array(shotSchema),
  count: z.number(),
  /** With since: the round's 16th newest shot (null under 16), to check a merged list against. */
  sixteenth: z.optional(z.nullable(z.object({ shot_id: z.number(), rank: z.number(), number: z.string() }))),
  /** Shooting opens with the round (optional: another platform may not send it). */
  open_at: z.optional(z.string()),
  shoot_until: z.string(),
  /** For a member: when they may shoot again (null: now). */
  next_shot_at: z.nullable(z.string()),
  yeekee: z.nullable(yeekeeArithmeticSchema),
  /** The operator's Yeekee numbers (optional: another platform may not send them; then DOMAIN.md's). */
  min_shots: z.optional(z.number()),
  subtract_rank: z.optional(z.number()),
  server_time: z.string(),
});
export type ShotList = z.infer<typeof shotListSchema>;

export const shootAnswerSchema = z.object({ shot: shotSchema, next_shot_at: z.string() });
