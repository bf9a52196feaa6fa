// The back office's money desk (issue 25): the deposit queue, the bank statement's match, the
// withdrawal queue with its second approval, and today's figures. Requests carry Thai messages;
// answers are what the admin pages read. Amounts are baht, times ISO strings.
import { z } from 'zod/mini';
import { bahtAmount } from '../money/amount.ts';
import { id } from '../ids.ts';
import { PAYMENT_CHANNELS, subChannelSchema } from '../money/payments.ts';
import { turnoverSchema, WITHDRAWAL_ACCOUNTS } from '../money/withdrawals.ts';

/** A reason staff type (the member may read it): 1-200 characters, no control characters. */
export const deskReason = z.string({ error: 'กรุณาระบุเหตุผล' }).check(
  z.trim(),
  z.minLength(1, { error: 'กรุณาระบุเหตุผล' }),
  z.maxLength(200, { error: 'เหตุผลยาวได้ไม่เกิน 200 ตัวอักษร' }),
  z.refine((text) => !/\p{Cc}/u.test(text), { error: 'เหตุผลมีอักขระที่ใช้ไม่ได้' }),
);

/** The biggest statement a cashier may paste or upload (characters). */
export const STATEMENT_MAX_CHARS = 200_000;

// Deposits

export const deskDepositSchema = z.object({
  id: z.number(),
  member_id: z.number(),
  member_phone: z.string(),
  member_name: z.string(),
  channel: z.enum(PAYMENT_CHANNELS),
  channel_name: z.string(),
  account: subChannelSchema,
  /** What the member asked for */
  amount: z.number(),
  /** The exact amount to find on the statement */
  pay_amount: z.number(),
  created_at: z.string(),
  expires_at: z.string(),
  seconds_left: z.number(),
});
export type DeskDeposit = z.infer<typeof deskDepositSchema>;

/** A member's transfer slip left for a cashier (issue 42): what its mini QR and the provider said, and why. */
export const deskSlipSchema = z.object({
  id: z.number(),
  deposit_id: z.number(),
  member_phone: z.string(),
  member_name: z.string(),
  /** The request's exact amount and its status now */
  pay_amount: z.number(),
  deposit_status: z.string(),
  /** The sending bank (the site's code, or the QR's three digits) and the transaction reference */
  sending_bank: z.string(),
  trans_ref: z.string(),
  /** As the verification provider read it; null without one */
  amount: z.nullable(z.number()),
  paid_at: z.nullable(z.string()),
  provider: z.nullable(z.string()),
  uploaded_at: z.string(),
  reason: z.nullable(z.string()),
});
export type DeskSlip = z.infer<typeof deskSlipSchema>;

/** A bank text a device forwarded that no reader could read, or read but left for a cashier (issue 42). */
export const deskTextSchema = z.object({
  id: z.number(),
  device_id: z.number(),
  /** The agent account the device watches */
  account: z.object({ bank_code: z.string(), account_no: z.string() }),
  sender: z.nullable(z.string()),
  text: z.string(),
  /** `incoming` (read, not certain) or `unreadable` */
  kind: z.string(),
  amount: z.nullable(z.number()),
  paid_at: z.nullable(z.string()),
  /** Why a cashier must look (Thai) */
  reason: z.nullable(z.string()),
  /** The request its amount named, if one */
  deposit_id: z.nullable(z.number()),
  received_at: z.string(),
});
export type DeskText = z.infer<typeof deskTextSchema>;

/** An active device silent for longer than `devices.silent_alert_minutes` (issue 42). */
export const deskSilentDeviceSchema = z.object({
  id: z.number(),
  forwarder: z.string(),
  account: z.object({ bank_code: z.string(), account_no: z.string() }),
  /** Null: it never sent (counted from when it was added) */
  last_sent_at: z.nullable(z.string()),
  silent_minutes: z.number(),
});
export type DeskSilentDevice = z.infer<typeof deskSilentDeviceSchema>;

export const depositQueueSchema = z.object({
  deposits: z.array(deskDepositSchema),
  slips: z.array(deskSlipSchema),
  texts: z.array(deskTextSchema),
  silent_devices: z.array(deskSilentDeviceSchema),
});
export type DepositQueue = z.infer<typeof depositQueueSchema>;

/** A slip's picture, for a cashier to open (never under /media: it shows a name and an account). */
export const slipPictureQuery = z.object({ id: id('สลิป') });
export const slipPictureSchema = z.object({ id: z.number(), type: z.string(), base64: z.string() });

export const depositConfirmRequest = z.object({ id: id('รายการฝาก') });
export const depositRejectRequest = z.object({ id: id('รายการฝาก'), reason: deskReason });

/** A cashier marks a bank text dealt with (issue 42): it leaves the desk's list; the note says how. */
export const textDealtRequest = z.object({
  id: id('ข้อความจากธนาคาร'),
  note: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(200, { error: 'บันทึกยาวได้ไม่เกิน 200 ตัวอักษร' }),
      z.refine((text) => !/\p{Cc}/u.test(text), { error: 'บันทึกมีอักขระที่ใช้ไม่ได้' }),
    ),
  ),
});
export const textDealtSchema = z.object({ id: z.number(), dealt_at: z.string() });

export const STATEMENT_OUTCOMES = ['matched', 'ambiguous', 'unmatched', 'invalid'] as const;

export const statementRequest = z.object({
  text: z
    .string({ error: 'กรุณาวางหรืออัปโหลดรายการเดินบัญชี' })
    .check(
      z.minLength(1, { error: 'กรุณาวางหรืออัปโหลดรายการเดินบัญชี' }),
      z.maxLength(STATEMENT_MAX_CHARS, { error: 'รายการเดินบัญชียาวเกินไป กรุณาแบ่งวางทีละส่วน' }),
    ),
});

export const statementLineSchema = z.object({
  /** The line's number in the pasted text (1 = first) */
  line: z.number(),
  text: z.string(),
  paid_at: z.nullable(z.string()),
  amount: z.nullable(z.number()),
  outcome: z.enum(STATEMENT_OUTCOMES),
  /** Every waiting request that fits (one when matched, several when ambiguous) */
  deposit_ids: z.array(z.number()),
  /** The one request proposed, when matched */
  proposal: z.nullable(deskDepositSchema),
  /** Why an invalid line could not be read (Thai) */
  problem: z.nullable(z.string()),
});
export type StatementLine = z.infer<typeof statementLineSchema>;
export const statementMatchSchema = z.object({ lines: z.array(statementLineSchema) });

/** Confirms a matched line's proposal: checked again against the line before it counts. */
export const statementConfirmRequest = z.object({
  deposit_id: id('รายการฝาก'),
  amount: bahtAmount,
  paid_at: z.iso.datetime({ error: 'เวลาที่โอนไม่ถูกต้อง' }),
});

export const depositDoneSchema = z.object({ id: z.number(), status: z.string(), balance: z.number() });

// Withdrawals

export const deskWithdrawalSchema = z.object({
  id: z.number(),
  member_id: z.number(),
  member_phone: z.string(),
  member_name: z.string(),
  wallet_name: z.string(),
  amount: z.number(),
  bank_code: z.string(),
  bank_name: z.string(),
  /** In full: the cashier transfers to it */
  bank_account: z.string(),
  /** Which of the member's accounts the member chose (the holder's name is member_name) */
  account: z.enum(WITHDRAWAL_ACCOUNTS),
  created_at: z.string(),
  /** Above the threshold: needs two approvals */
  needs_second_approval: z.boolean(),
  first_approved_by: z.nullable(z.string()),
  first_approved_at: z.nullable(z.string()),
  transfer_ref: z.nullable(z.string()),
  wallets: z.array(z.object({ name: z.string(), balance: z.number() })),
  turnover: turnoverSchema,
  recent: z.array(z.object({ type: z.string(), amount: z.number(), wallet_name: z.string(), created_at: z.string() })),
});
export type DeskWithdrawal = z.infer<typeof deskWithdrawalSchema>;
export const withdrawalQueueSchema = z.object({ withdrawals: z.array(deskWithdrawalSchema), second_approval_baht: z.number() });

export const withdrawalApproveRequest = z.object({
  id: id('รายการถอน'),
  transfer_ref: z.string({ error: 'กรุณาระบุเลขอ้างอิงการโอน' }).check(
    z.trim(),
    z.minLength(1, { error: 'กรุณาระบุเลขอ้างอิงการโอน' }),
    z.maxLength(64, { error: 'เลขอ้างอิงการโอนยาวได้ไม่เกิน 64 ตัวอักษร' }),
    z.refine((text) => !/\p{Cc}/u.test(text), { error: 'เลขอ้างอิงการโอนมีอักขระที่ใช้ไม่ได้' }),
  ),
  /** The approver saw a first approval already given: this is the second. */
  second: z.boolean({ error: 'กรุณาระบุว่าเป็นการอนุมัติครั้งที่สองหรือไม่' }),
});
export const withdrawalRejectRequest = z.object({ id: id('รายการถอน'), reason: deskReason });
export const WITHDRAWAL_OUTCOMES = ['paid', 'first_approval', 'rejected'] as const;
export const withdrawalDoneSchema = z.object({ id: z.number(), outcome: z.enum(WITHDRAWAL_OUTCOMES) });

// Today's figures (the Bangkok day)

export const deskTodaySchema = z.object({
  day: z.string(),
  deposits_waiting: z.number(),
  deposits_waiting_total: z.number(),
  deposits_confirmed: z.number(),
  deposits_confirmed_total: z.number(),
  withdrawals_waiting: z.number(),
  withdrawals_waiting_total: z.number(),
  withdrawals_second_approval: z.number(),
  withdrawals_paid: z.number(),
  withdrawals_paid_total: z.number(),
});
export type DeskToday = z.infer<typeof deskTodaySchema>;
