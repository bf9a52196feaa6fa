// Lotto calls of SPEC.md section 7 and the shapes of their answers. Money is in baht (2 decimals),
// times are ISO strings from the server clock; every answer also carries `server_time`.
import { z } from 'zod/mini';
import { call, callOrThrow } from './client.ts';
import { walletSchema } from './schemas.ts';

export const AGENT_ID = 33;

export const BET_TYPES = [
  'three_top',
  'three_tod',
  'three_front',
  'three_bottom',
  'two_top',
  'two_bottom',
  'run_top',
  'run_bottom',
] as const;
export type BetType = (typeof BET_TYPES)[number];

/** `upcoming` only appears on a lobby's next_round (round lists hold rounds that have opened). */
export const ROUND_STATUSES = ['upcoming', 'open', 'closed', 'settled', 'refunded'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

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
  bet_type: z.enum(BET_TYPES),
  name: z.string(),
  digits: z.number(),
  rate: z.number(),
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

export const resultSchema = z.object({
  round_id: z.number(),
  category_id: z.number(),
  category_code: z.string(),
  category_name: z.string(),
  name: z.string(),
  draw_date: z.string(),
  result_at: z.string(),
  status: z.enum(ROUND_STATUSES),
  three_top: z.nullable(z.string()),
  two_bottom: z.nullable(z.string()),
  three_front: z.array(z.string()),
  three_bottom: z.array(z.string()),
  /** Where the numbers came from: first_prize, number (Lao), special_prize, index_close, change. */
  detail: z.nullish(z.record(z.string(), z.string())),
  /** draw (simulated here) | official (an outside draw, entered by the operator) | shots (Yeekee) | refund (no result) */
  source: z.string(),
  /** An official result: when it was entered, and by whom as members may read it (the site's staff). */
  official: z.nullish(z.object({ entered_at: z.string(), entered_by: z.string() })),
  commit_hash: z.nullable(z.string()),
  /** Revealed with the result: sha256(`${commit_text}`) must equal commit_hash. */
  commit_text: z.nullable(z.string()),
  yeekee: z.nullable(yeekeeArithmeticSchema),
});
export type LottoResult = z.infer<typeof resultSchema>;

export const roundDetailSchema = z.extend(roundSchema, {
  bet_types: z.array(betRateSchema),
  commit_hash: z.nullable(z.string()),
  result: z.nullable(resultSchema),
  server_time: z.string(),
});
export type RoundDetail = z.infer<typeof roundDetailSchema>;

export const limitSchema = z.object({
  round_id: z.number(),
  min_stake: z.number(),
  max_stake: z.number(),
  member_number_max: z.number(),
  hot: z.array(z.object({ bet_type: z.enum(BET_TYPES), number: z.string(), rate: z.number() })),
  closed: z.array(z.object({ bet_type: z.enum(BET_TYPES), number: z.string() })),
});
export type RoundLimit = z.infer<typeof limitSchema>;

export const ruleSchema = z.object({ round_id: z.number(), text: z.string() });

export const categoryRatesSchema = z.object({
  category_id: z.number(),
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  schedule: z.string(), // Thai description: days, close and result times
  bet_types: z.array(betRateSchema),
});
export type CategoryRates = z.infer<typeof categoryRatesSchema>;

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
  bet_type: z.enum(BET_TYPES),
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
  server_time: z.string(),
});
export type ShotList = z.infer<typeof shotListSchema>;

export const shootAnswerSchema = z.object({ shot: shotSchema, next_shot_at: z.string() });

const agent = { agent_id: AGENT_ID };

export const getLobby = () => callOrThrow('/api/lotto/lobby', { data: lobbySchema });
export const getRounds = (query: { category_id?: number; status?: RoundStatus } = {}) =>
  callOrThrow('/api/lotto/rounds', { query, data: z.array(roundSchema) });
export const getRound = (roundId: number) => callOrThrow('/api/lotto/round', { query: { round_id: roundId }, data: roundDetailSchema });
export const getRoundRate = (roundId: number) =>
  callOrThrow('/api/lotto/rate', { query: { round_id: roundId }, data: z.array(betRateSchema) });
export const getRoundLimit = (roundId: number) => callOrThrow('/api/lotto/limit', { query: { round_id: roundId }, data: limitSchema });
export const getRoundRule = (roundId: number) => callOrThrow('/api/lotto/rule', { query: { round_id: roundId }, data: ruleSchema });
export const getRates = (categoryId?: number) =>
  callOrThrow('/api/lotto/rates', { query: { category_id: categoryId, ...agent }, data: z.array(categoryRatesSchema) });
export const getResult = (roundId: number) => callOrThrow('/api/lotto/result', { query: { round_id: roundId }, data: resultSchema });
/** Latest result per category, or every result of one draw date (YYYY-MM-DD). */
export const getResults = (query: { date?: string; category_id?: number } = {}) =>
  callOrThrow('/api/lotto/results', { query: { ...query, ...agent }, data: z.array(resultSchema) });

/** Refusals come back as the envelope (error != 0) with per-line reasons in `refusal`. */
export const validateBill = (roundId: number, lines: BillLineInput[]) =>
  call('/api/lotto/bill/validate', { method: 'POST', body: { ...agent, round_id: roundId, lines }, data: billCheckSchema });
export const createBill = (roundId: number, lines: BillLineInput[], options: { idempotencyKey: string; walletId?: number }) =>
  call('/api/lotto/bill/create', {
    method: 'POST',
    body: { ...agent, round_id: roundId, lines, idempotency_key: options.idempotencyKey, wallet_id: options.walletId },
    data: createdBillSchema,
  });
/** Reads the per-line reasons a refused validate/create sent along, when there are any. */
export function refusedLines(refusal: unknown): BillLineCheck[] {
  const parsed = billCheckSchema.safeParse(refusal);
  return parsed.success ? parsed.data.lines : [];
}
export const getBills = (query: { round_id?: number; status?: BillStatus } = {}) =>
  callOrThrow('/api/lotto/bill/list', { query, data: z.array(billSummarySchema) });
export const getBill = (billId: number) => callOrThrow('/api/lotto/bill/detail', { query: { bill_id: billId }, data: billDetailSchema });
export const cancelBills = (ids: number[]) =>
  callOrThrow('/api/lotto/bill/cancel', {
    method: 'POST',
    body: { ...agent, ids },
    data: z.object({ cancelled: z.array(z.number()), refunded: z.number() }),
  });

/** The round's shots, newest first; with since, only those newer than that shot id. */
export const getShots = (roundId: number, since?: number) =>
  callOrThrow('/api/lotto/yeekee/list', { query: { round_id: roundId, since }, data: shotListSchema });
/** The member's own shots in a round. */
export const getMyShots = (roundId: number) =>
  callOrThrow('/api/lotto/yeekee/lists', { query: { round_id: roundId }, data: z.array(shotSchema) });
export const shootNumber = (roundId: number, number: string) =>
  callOrThrow('/api/lotto/yeekee/shoot_number', { method: 'POST', body: { round_id: roundId, number }, data: shootAnswerSchema });

/** Wallets a bill can be paid from. */
export const getLottoWallets = () => callOrThrow('/api/lotto/wallets', { method: 'POST', data: z.array(walletSchema) });
