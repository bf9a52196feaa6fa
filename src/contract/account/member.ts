// Member calls of SPEC.md section 7: the member, their wallets and points as the answers carry them.
import { z } from 'zod/mini';

export const userInfoSchema = z.object({
  id: z.number(),
  phone: z.string(),
  full_name: z.string(),
  bank_code: z.nullish(z.string()),
  bank_name: z.nullish(z.string()),
  /** Masked as shown (rules/money/bank-account.ts): the browser never gets the full number. */
  bank_account_masked: z.nullish(z.string()),
  sub_bank_code: z.nullish(z.string()),
  sub_bank_name: z.nullish(z.string()),
  sub_bank_account_masked: z.nullish(z.string()),
  ref_code: z.nullish(z.string()),
  birth_date: z.nullish(z.string()),
  agent_code: z.nullish(z.string()),
  created_at: z.nullish(z.string()),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const walletSchema = z.object({
  id: z.number(),
  wallet_name: z.string(),
  balance: z.number(),
  wallet_type_id: z.number(),
});
export type Wallet = z.infer<typeof walletSchema>;

export const pointsSchema = z.object({ point: z.number() });
