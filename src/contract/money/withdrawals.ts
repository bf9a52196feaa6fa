// Withdrawals (issue 13, beyond SPEC.md: docs/api.md, "Calls beyond the spec"): the member asks for money
// from a wallet to their main or backup bank account (issue 40); the operator pays or rejects it. The request, its
// answers and the statuses live here, shared by the platform and the page (the account mask: bank-account.ts).
import { z } from 'zod/mini';
import { bahtAmount } from './amount.ts';
import { id } from '../ids.ts';

export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The member's accounts a withdrawal may go to: the one registered with, and the backup added with an SMS code. */
export const WITHDRAWAL_ACCOUNTS = ['main', 'backup'] as const;
export type WithdrawalAccount = (typeof WITHDRAWAL_ACCOUNTS)[number];

/** How many of the member's latest requests the form's answer and the list carry. */
export const WITHDRAWAL_LIST_SIZE = 20;

export const withdrawRequest = z.object({
  wallet_id: id('กระเป๋าเงิน'),
  amount: bahtAmount,
  /** Left out: the main account. */
  account: z.optional(z.enum(WITHDRAWAL_ACCOUNTS, { error: 'กรุณาเลือกบัญชีรับเงิน: บัญชีหลักหรือบัญชีสำรอง' })),
  idempotency_key: z
    .string({ error: 'กรุณาระบุรหัสอ้างอิงรายการ' })
    .check(z.minLength(8, { error: 'รหัสอ้างอิงรายการสั้นเกินไป' }), z.maxLength(100, { error: 'รหัสอ้างอิงรายการยาวเกินไป' })),
});

export const withdrawalSchema = z.object({
  id: z.number(),
  wallet_id: z.number(),
  wallet_name: z.string(),
  amount: z.number(),
  bank_name: z.string(),
  account: z.enum(WITHDRAWAL_ACCOUNTS),
  account_masked: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  reason: z.nullable(z.string()),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const turnoverSchema = z.object({ required: z.number(), done: z.number(), left: z.number() });

/** Why a wallet cannot be withdrawn from now: free credit never, bonus credit until its turnover is met. */
export const WALLET_BLOCKS = ['free_credit', 'turnover'] as const;

export const withdrawWalletSchema = z.object({
  wallet_id: z.number(),
  wallet_type_id: z.number(),
  wallet_name: z.string(),
  balance: z.number(),
  withdrawable: z.boolean(),
  blocked: z.nullable(z.enum(WALLET_BLOCKS)),
  /** The bonus wallet's turnover; null for the others. */
  turnover: z.nullable(turnoverSchema),
});
export type WithdrawWallet = z.infer<typeof withdrawWalletSchema>;

/** A destination the member may choose, masked as shown. */
export const withdrawAccountSchema = z.object({
  account: z.enum(WITHDRAWAL_ACCOUNTS),
  bank_code: z.string(),
  bank_name: z.string(),
  account_name: z.string(),
  account_masked: z.string(),
});
export type WithdrawAccount = z.infer<typeof withdrawAccountSchema>;

export const withdrawInfoSchema = z.object({
  /** The main account, then the backup one when the member has added it. */
  accounts: z.array(withdrawAccountSchema),
  min: z.number(),
  max: z.number(),
  max_pending: z.number(),
  pending: z.number(),
  wallets: z.array(withdrawWalletSchema),
  requests: z.array(withdrawalSchema),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;
