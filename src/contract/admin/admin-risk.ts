// The lottery risk and results desk (issue 26): number rules and limits set by staff, the risk grid
// of a round, staged results and voiding a round. The shortcuts that list numbers are shared with
// the desk's page (it shows what a shortcut will set before it is sent).
import { z } from 'zod/mini';
import { BET_TYPE_KEYS } from '../lotto/lotto.ts';

const reason = z.optional(z.string({ error: 'เหตุผลไม่ถูกต้อง' }).check(z.maxLength(200, { error: 'เหตุผลยาวเกิน 200 ตัวอักษร' })));
const id = (label: string) =>
  z.number({ error: `${label}ไม่ถูกต้อง` }).check(z.int({ error: `${label}ไม่ถูกต้อง` }), z.positive({ error: `${label}ไม่ถูกต้อง` }));
const percent = (label: string, max: number) =>
  z
    .number({ error: `${label}ต้องเป็นตัวเลข` })
    .check(
      z.int({ error: `${label}ต้องเป็นจำนวนเต็ม` }),
      z.gte(1, { error: `${label}ต้องอยู่ระหว่าง 1-${max}` }),
      z.lte(max, { error: `${label}ต้องอยู่ระหว่าง 1-${max}` }),
    );
const betType = z.enum(BET_TYPE_KEYS, { error: 'ประเภทการแทงไม่ถูกต้อง' });
const baht = (label: string) =>
  z
    .number({ error: `${label}ต้องเป็นตัวเลข` })
    .check(
      z.int({ error: `${label}ต้องเป็นจำนวนเต็มบาท` }),
      z.gte(1, { error: `${label}ต้องมากกว่า 0` }),
      z.lte(100_000_000, { error: `${label}สูงเกินไป` }),
    );
const digits = (label: string, n: string) =>
  z.string({ error: `${label}ไม่ถูกต้อง` }).check(z.regex(new RegExp(`^\\d{${n}}$`), { error: `${label}ต้องเป็นตัวเลข ${n} หลัก` }));

/** Rules and limits apply to one round, or (round_id absent) to every round of a category. */
const scope = { round_id: z.optional(id('งวด')), category_id: z.optional(id('ประเภทหวย')) };

export const RULE_ACTIONS = ['reduced', 'closed', 'open'] as const;
export const ruleRequest = z.object({
  ...scope,
  bet_type: betType,
  numbers: z
    .array(z.string({ error: 'เลขไม่ถูกต้อง' }), { error: 'กรุณาระบุเลข' })
    .check(z.maxLength(1000, { error: 'ระบุเลขได้ไม่เกิน 1,000 ตัว' })),
  action: z.enum(RULE_ACTIONS, { error: 'กรุณาเลือก ลดอัตราจ่าย ปิดรับ หรือเปิดรับตามปกติ' }),
  rate_percent: z.optional(percent('อัตราจ่ายที่ลด (%)', 99)),
  reason,
});
export type RuleRequest = z.infer<typeof ruleRequest>;

export const limitRequest = z.object({
  ...scope,
  bet_type: betType,
  house_number_max: baht('วงเงินรับรวมต่อเลข'),
  member_number_max: baht('วงเงินต่อเลขต่อสมาชิก'),
  auto_share_percent: z.optional(percent('สัดส่วนของวงเงิน (%)', 100)),
  auto_action: z.optional(z.enum(['reduced', 'closed'], { error: 'การทำงานอัตโนมัติไม่ถูกต้อง' })),
  auto_rate_percent: z.optional(percent('อัตราจ่ายที่ลด (%)', 99)),
  reason,
});
export type LimitRequest = z.infer<typeof limitRequest>;

const roundSummary = z.object({
  round_id: z.number(),
  category_id: z.number(),
  category_name: z.string(),
  name: z.string(),
  status: z.string(),
  close_at: z.string(),
  result_at: z.string(),
  external: z.boolean(),
  bill_count: z.number(),
  takings: z.number(),
  staged: z.boolean(),
});
const drawResult = z.object({
  three_top: z.string(),
  two_bottom: z.string(),
  three_front: z.array(z.string()),
  three_bottom: z.array(z.string()),
  four_top: z.optional(z.string()),
});
/** An outside draw the result sources did not settle by themselves: disagreement, fewer than two by the deadline, a later different answer. */
const resultAlert = z.object({
  /** What an acknowledgement names (the alert of a round already paid). */
  id: z.number(),
  round_id: z.number(),
  round_name: z.string(),
  category_name: z.string(),
  state: z.string(),
  kind: z.enum(['disagree', 'one_source', 'no_source', 'after_confirmed']),
  message: z.string(),
  /** Each source's numbers as it answered (null: no result yet; unreadable: an answer refused); empty for a deadline alert. */
  answers: z.array(z.object({ source: z.string(), result: z.nullable(drawResult), unreadable: z.boolean() })),
  raised_at: z.string(),
});
export type ResultAlert = z.infer<typeof resultAlert>;
export const roundListSchema = z.object({
  /** With each round, how many numbers have stakes past the alert share of their house limit. */
  rounds: z.array(z.extend(roundSummary, { alerts: z.number() })),
  alert_share_percent: z.number(),
  /** Every category, for its own rules and limits (applying to its future rounds). */
  categories: z.array(z.object({ category_id: z.number(), name: z.string() })),
  /** Draws the result sources did not settle by themselves, still open (risk-grid.ts resultAlerts). */
  result_alerts: z.array(resultAlert),
});
/** The open result alerts alone: the back office's home shows them to a supervisor, who acknowledges those of paid rounds. */
export const resultAlertListSchema = z.object({ result_alerts: z.array(resultAlert) });
/** One round with its open result alerts (its result page shows them above the desk). */
export const roundPageSchema = z.extend(roundSummary, { result_alerts: z.array(resultAlert) });

const idParam = (label: string) =>
  z.optional(
    z.pipe(z.string({ error: `${label}ไม่ถูกต้อง` }).check(z.regex(/^\d{1,12}$/, { error: `${label}ไม่ถูกต้อง` })), z.transform(Number)),
  );
/** The rules page of one round, or (round_id absent) of a category. */
export const scopeQuery = z.object({ round_id: idParam('งวด'), category_id: idParam('ประเภทหวย') });
const scopeRule = z.object({
  bet_type: betType,
  number: z.string(),
  action: z.enum(['reduced', 'closed']),
  /** Percent of the full rate a reduced number pays. */
  rate_percent: z.nullable(z.number()),
  rate: z.nullable(z.number()),
  /** staff, auto (the automatic rule) or seed. */
  source: z.string(),
  /** Set on this round, or on its category (for every round; lifted on the category's page). */
  from: z.enum(['round', 'category']),
});
const scopeLimit = z.object({
  bet_type: betType,
  name: z.string(),
  digits: z.number(),
  rate: z.number(),
  house_number_max: z.number(),
  member_number_max: z.number(),
  auto_share_percent: z.nullable(z.number()),
  auto_action: z.nullable(z.enum(['reduced', 'closed'])),
  auto_rate_percent: z.nullable(z.number()),
  /** Set for this scope itself (else inherited: the category's, or the rates table's). */
  set_here: z.boolean(),
});
export const scopeRulesSchema = z.object({
  category_id: z.number(),
  category_name: z.string(),
  round_id: z.nullable(z.number()),
  round_name: z.nullable(z.string()),
  /** A settled or voided round's rules are history. */
  editable: z.boolean(),
  rules: z.array(scopeRule),
  limits: z.array(scopeLimit),
});
export type ScopeRules = z.infer<typeof scopeRulesSchema>;
export type ScopeLimit = z.infer<typeof scopeLimit>;

export const riskQuery = z.object({
  round_id: z.pipe(z.string({ error: 'งวดไม่ถูกต้อง' }).check(z.regex(/^\d{1,12}$/, { error: 'งวดไม่ถูกต้อง' })), z.transform(Number)),
  bet_type: betType,
  /** Four digits: the hundred (first two digits, 00-99) whose cells to send; absent, the riskiest. */
  prefix: z.optional(z.string({ error: 'กลุ่มเลขไม่ถูกต้อง' }).check(z.regex(/^\d{2}$/, { error: 'กลุ่มเลขต้องเป็นตัวเลข 2 หลัก (00-99)' }))),
});
const riskCell = z.object({
  number: z.string(),
  stake: z.number(),
  payout: z.number(),
  /** Potential payout against the round's takings, percent. */
  payout_share: z.number(),
  /** Stakes against the house limit, percent. */
  limit_share: z.number(),
  rule: z.enum(RULE_ACTIONS),
  rate: z.number(),
});
export const riskGridSchema = z.object({
  round: roundSummary,
  bet_type: betType,
  rate: z.number(),
  house_number_max: z.number(),
  member_number_max: z.number(),
  auto_share_percent: z.nullable(z.number()),
  auto_action: z.nullable(z.string()),
  alert_share_percent: z.number(),
  takings: z.number(),
  /** Four digits: the hundred whose numbers `cells` holds (null: every number of the bet type). */
  prefix: z.nullable(z.string()),
  /** Four digits: every hundred (first two digits) with its stakes, highest share of the limit and alerts; else empty. */
  hundreds: z.array(z.object({ prefix: z.string(), stake: z.number(), top_share: z.number(), alerts: z.number() })),
  cells: z.array(riskCell),
  /** The leading numbers of the whole bet type by stakes, by payout and by share (20 each), for the top list. */
  top: z.array(riskCell),
  alerts: z.array(z.string()),
  /** The numbers of `alerts`, in the same order: the desk sounds a number new among them. */
  alert_numbers: z.array(z.string()),
});
export type RiskGrid = z.infer<typeof riskGridSchema>;

/** The risk desk's alert share (setting lotto.risk_alert_share_percent): a whole percentage of the house limit. */
const ALERT_SHARE_PROBLEM = 'สัดส่วนแจ้งเตือนต้องเป็นจำนวนเต็ม 1-100 (% ของวงเงินรับ)';
export const alertShareRequest = z.object({
  percent: z
    .number({ error: ALERT_SHARE_PROBLEM })
    .check(z.int({ error: ALERT_SHARE_PROBLEM }), z.gte(1, { error: ALERT_SHARE_PROBLEM }), z.lte(100, { error: ALERT_SHARE_PROBLEM })),
});
export type RiskCell = z.infer<typeof riskCell>;

export const stageRequest = z.object({
  round_id: id('งวด'),
  three_top: digits('3 ตัวบน', '3'),
  two_bottom: digits('2 ตัวล่าง', '2'),
  three_front: z.optional(z.array(digits('3 ตัวหน้า', '3')).check(z.maxLength(2, { error: '3 ตัวหน้ามีได้ 2 ชุด' }))),
  three_bottom: z.optional(z.array(digits('3 ตัวล่าง', '3')).check(z.maxLength(2, { error: '3 ตัวล่างมีได้ 2 ชุด' }))),
  /** A Lao or Hanoi draw's four digits (ending with its 3-top): they settle the 4-digit bets. */
  four_top: z.optional(digits('4 ตัวบน', '4')),
});
export const previewSchema = z.object({
  staged_id: z.number(),
  round_id: z.number(),
  entered_by: z.string(),
  result: drawResult,
  by_bet_type: z.array(z.object({ bet_type: betType, name: z.string(), winning_lines: z.number(), payout: z.number() })),
  payout_total: z.number(),
  refund_total: z.number(),
  takings: z.number(),
  house_result: z.number(),
  second_person: z.boolean(),
  /** The round's draw time: a result is taken from then on. */
  draw_at: z.string(),
  entered_at: z.string(),
  /** Entered within lotto.result_early_minutes of the draw time: the desk warns before it is confirmed. */
  early: z.boolean(),
});
export type ResultPreview = z.infer<typeof previewSchema>;
export const confirmRequest = z.object({ round_id: id('งวด'), staged_id: id('ผลที่รอยืนยัน') });
export const voidRequest = z.object({
  round_id: id('งวด'),
  reason: z
    .string({ error: 'กรุณาระบุเหตุผล' })
    .check(z.trim(), z.minLength(1, { error: 'กรุณาระบุเหตุผล' }), z.maxLength(200, { error: 'เหตุผลยาวเกิน 200 ตัวอักษร' })),
});
/** A supervisor's or the owner's word on an alert of a paid round: seen and checked (the note), the result stands. */
export const alertAcknowledgeRequest = z.object({
  alert_id: id('แจ้งเตือน'),
  note: z
    .string({ error: 'กรุณาบันทึกสิ่งที่ตรวจสอบแล้ว' })
    .check(z.trim(), z.minLength(1, { error: 'กรุณาบันทึกสิ่งที่ตรวจสอบแล้ว' }), z.maxLength(200, { error: 'บันทึกยาวเกิน 200 ตัวอักษร' })),
});
export const alertAcknowledgedSchema = z.object({
  alert_id: z.number(),
  round_id: z.number(),
  acknowledged_by: z.string(),
  acknowledged_at: z.string(),
});
export const roundDoneSchema = z.object({
  round_id: z.number(),
  state: z.string(),
  bills: z.number(),
  paid: z.number(),
  refunded: z.number(),
});
