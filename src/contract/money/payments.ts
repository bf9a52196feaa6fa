// Deposits (SPEC.md section 7 "Payments"; rules: DOMAIN.md "Payments"): the channels a member pays
// through (bank transfer, TrueMoney Wallet, PromptPay QR), a deposit request with its unique satang
// amount, and its status. Shared by the platform, the pages and the islands.
import { z } from 'zod/mini';
import { bahtAmount } from './amount.ts';
import { id } from '../ids.ts';

export const PAYMENT_CHANNELS = ['bank', 'truemoney', 'promptpay'] as const;
export type PaymentChannelCode = (typeof PAYMENT_CHANNELS)[number];

export const DEPOSIT_STATUSES = ['pending', 'paid', 'rejected', 'expired', 'cancelled'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** How many of the member's latest deposits the history carries. */
export const DEPOSIT_LIST_SIZE = 20;

/** Where the money goes: one of the agent's accounts on a channel. */
export const subChannelSchema = z.object({
  id: z.number(),
  /** The bank's name, "TrueMoney Wallet" or "พร้อมเพย์" */
  name: z.string(),
  bank_code: z.nullable(z.string()),
  /** Account number, TrueMoney phone or PromptPay id */
  account_no: z.string(),
  account_name: z.string(),
});
export type SubChannel = z.infer<typeof subChannelSchema>;

export const paymentChannelSchema = z.object({
  id: z.number(),
  code: z.enum(PAYMENT_CHANNELS),
  name: z.string(),
  /** Baht */
  min: z.number(),
  max: z.number(),
  /** Whether the payment page shows a QR code to scan */
  qr: z.boolean(),
  sub_channels: z.array(subChannelSchema),
});
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;

export const depositSchema = z.object({
  id: z.number(),
  channel_id: z.number(),
  channel: z.enum(PAYMENT_CHANNELS),
  channel_name: z.string(),
  sub_channel: subChannelSchema,
  /** What the member asked for, in baht */
  amount: z.number(),
  /** What to pay, to the satang: unique among the waiting deposits to this account, so the payment is matched */
  pay_amount: z.number(),
  /** The EMVCo QR payload (PromptPay, TrueMoney); null for a bank transfer */
  payload: z.nullable(z.string()),
  status: z.enum(DEPOSIT_STATUSES),
  reason: z.nullable(z.string()),
  created_at: z.string(),
  expires_at: z.string(),
  /** Seconds left to pay by the platform's clock (0 once past): the page counts down from it */
  seconds_left: z.number(),
  decided_at: z.nullable(z.string()),
  /** The embedded platform in demo mode: the page may offer its "simulate payment" button */
  can_simulate: z.boolean(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const paymentInfoSchema = z.object({
  channel: paymentChannelSchema,
  /** A bank transfer comes from the member's registered account */
  from_account: z.nullable(z.object({ bank_name: z.string(), account_masked: z.string() })),
  /** The member's deposit waiting to be paid, if any */
  waiting: z.nullable(depositSchema),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

export const generateQrRequest = z.object({
  channel_id: id('ช่องทางฝากเงิน'),
  sub_channel_id: id('บัญชีรับเงิน'),
  amount: bahtAmount,
});

export const channelQuery = z.object({ channel_id: id('ช่องทางฝากเงิน') });
/** qrcode_info: a deposit by id, or (without one) the member's latest. */
export const depositQuery = z.object({ id: z.optional(id('รายการฝาก')) });
export const depositIdQuery = z.object({ id: id('รายการฝาก') });
/** simulate and cancel: one of the member's deposits. */
export const depositIdBody = z.object({ id: id('รายการฝาก') });

/** The member's transfer slip for a waiting request (issue 42): the picture as base64. */
export const slipUploadRequest = z.object({
  id: id('รายการฝาก'),
  picture: z.string({ error: 'กรุณาเลือกรูปสลิป' }).check(
    z.minLength(1, { error: 'กรุณาเลือกรูปสลิป' }),
    // 5 MB as base64, and a little room: the platform checks the decoded size exactly
    z.maxLength(7_000_000, { error: 'รูปสลิปต้องมีขนาดไม่เกิน 5 MB' }),
    z.regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'ไฟล์รูปสลิปไม่ถูกต้อง' }),
  ),
});

/** credited: verified and paid at once; review: a cashier checks it against the bank. */
export const SLIP_STATES = ['credited', 'review'] as const;

export const slipReceivedSchema = z.object({
  slip_id: z.number(),
  state: z.enum(SLIP_STATES),
  /** The mini QR's sending bank: the site's code (KBANK) or its three digits */
  sending_bank: z.string(),
  trans_ref: z.string(),
  /** Baht, as the verification provider read it; null without one */
  amount: z.nullable(z.number()),
  deposit: depositSchema,
});
export type SlipReceived = z.infer<typeof slipReceivedSchema>;
