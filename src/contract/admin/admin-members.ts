// The back office's members desk (issue 25): finding a member, the member's page (everything the
// member has done, read only where it is the member's own choice: responsible-play limits and
// breaks), and what staff may do: a credit or debit adjustment with a reason (second approval above
// its setting), lock and unlock, end all sessions, send a reset code. Amounts are baht, times ISO.
import { z } from 'zod/mini';
import { deskReason } from './admin-desk.ts';
import { id } from '../ids.ts';
import { breakViewSchema, limitView } from '../account/responsible.ts';
import { statementRowSchema } from '../money/statement.ts';
import { turnoverSchema } from '../money/withdrawals.ts';

export const memberSearchRequest = z.object({
  q: z.string({ error: 'กรุณาพิมพ์คำค้นหา' }).check(
    z.trim(),
    // One character finds too much, unless it is a member id.
    z.refine((text) => text.length >= 2 || /^[1-9]$/.test(text), { error: 'พิมพ์คำค้นหาอย่างน้อย 2 ตัวอักษร (หรือรหัสสมาชิก)' }),
    z.maxLength(60, { error: 'คำค้นหายาวเกินไป' }),
    z.refine((text) => !/\p{Cc}/u.test(text), { error: 'คำค้นหามีอักขระที่ใช้ไม่ได้' }),
  ),
});

export const memberHitSchema = z.object({
  id: z.number(),
  phone: z.string(),
  full_name: z.string(),
  bank_code: z.string(),
  bank_account: z.string(),
  ref_code: z.string(),
  locked: z.boolean(),
  created_at: z.string(),
});
export type MemberHit = z.infer<typeof memberHitSchema>;
export const memberSearchSchema = z.object({ members: z.array(memberHitSchema) });

export const memberIdQuery = z.object({ id: id('รหัสสมาชิก') });
export const memberIdRequest = z.object({ member_id: id('รหัสสมาชิก') });

export const ADJUSTMENT_STATUSES = ['waiting', 'done', 'refused'] as const;
export const adjustmentSchema = z.object({
  id: z.number(),
  member_id: z.number(),
  wallet_name: z.string(),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  asked_by: z.string(),
  asked_at: z.string(),
  decided_by: z.nullable(z.string()),
  decided_at: z.nullable(z.string()),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

const at = z.string();
export const memberPageSchema = z.object({
  profile: z.object({
    id: z.number(),
    phone: z.string(),
    full_name: z.string(),
    bank_code: z.string(),
    bank_name: z.string(),
    bank_account: z.string(),
    sub_bank_code: z.nullable(z.string()),
    sub_bank_account: z.nullable(z.string()),
    birth_date: z.string(),
    ref_code: z.string(),
    referrer_id: z.nullable(z.number()),
    points: z.number(),
    created_at: at,
    locked_at: z.nullable(at),
    locked_reason: z.nullable(z.string()),
  }),
  wallets: z.array(z.object({ wallet_id: z.number(), wallet_type_id: z.number(), name: z.string(), balance: z.number() })),
  turnover: turnoverSchema,
  statement: z.array(statementRowSchema),
  bills: z.array(
    z.object({ id: z.number(), round_name: z.string(), total: z.number(), payout: z.number(), status: z.string(), created_at: at }),
  ),
  game_rounds: z.array(z.object({ id: z.number(), game_name: z.string(), stake: z.number(), win: z.number(), created_at: at })),
  deposits: z.array(
    z.object({
      id: z.number(),
      channel: z.string(),
      pay_amount: z.number(),
      status: z.string(),
      created_at: at,
      decided_by: z.nullable(z.string()),
      reason: z.nullable(z.string()),
    }),
  ),
  withdrawals: z.array(
    z.object({
      id: z.number(),
      amount: z.number(),
      status: z.string(),
      bank_account: z.string(),
      created_at: at,
      decided_by: z.nullable(z.string()),
      reason: z.nullable(z.string()),
    }),
  ),
  reward_claims: z.array(
    z.object({ id: z.number(), kind: z.string(), period: z.string(), unit: z.string(), amount: z.number(), created_at: at }),
  ),
  adjustments: z.array(adjustmentSchema),
  responsible: z.object({ limits: z.array(limitView), break: z.nullable(breakViewSchema) }),
  /** Successful log-ins (sessions opened) and refused attempts, newest first */
  logins: z.array(z.object({ at, ok: z.boolean(), client: z.nullable(z.string()) })),
  sessions: z.array(z.object({ id: z.number(), created_at: at, expires_at: at, revoked_at: z.nullable(at), live: z.boolean() })),
});
export type MemberPage = z.infer<typeof memberPageSchema>;

/** Signed baht: positive credits, negative debits; not 0, at most 2 decimals. */
const signedBaht = z.number({ error: 'กรุณาระบุจำนวนเงินเป็นตัวเลข' }).check(
  z.refine((value) => Number.isFinite(value) && value !== 0, { error: 'จำนวนเงินต้องไม่เป็น 0 (ติดลบ = หักเงิน)' }),
  z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง' }),
  z.refine((value) => Math.abs(value) <= 10_000_000, { error: 'จำนวนเงินมากเกินไป' }),
);

export const adjustRequest = z.object({
  member_id: id('รหัสสมาชิก'),
  wallet_type_id: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'กรุณาเลือกกระเป๋าเงิน' }),
  amount: signedBaht,
  reason: deskReason,
});
export const adjustDecisionRequest = z.object({ id: id('รายการปรับยอด'), approve: z.boolean({ error: 'กรุณาระบุว่าอนุมัติหรือไม่' }) });
export const adjustmentsWaitingSchema = z.object({ adjustments: z.array(adjustmentSchema) });

export const lockRequest = z.object({ member_id: id('รหัสสมาชิก'), reason: deskReason });
export const memberDoneSchema = z.object({ member_id: z.number(), message: z.string() });
