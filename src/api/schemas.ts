// The shapes of the platform's answers that the site relies on, checked at the edge.
import { z } from 'zod';

export const envelopeSchema = z.object({
  error: z.number(),
  message: z.string().default(''),
  data: z.unknown().optional(),
});

export const userInfoSchema = z.object({
  id: z.number(),
  phone: z.string(),
  full_name: z.string(),
  bank_code: z.string().nullish(),
  bank_name: z.string().nullish(),
  bank_account: z.string().nullish(),
  sub_bank_code: z.string().nullish(),
  sub_bank_name: z.string().nullish(),
  sub_bank_account: z.string().nullish(),
  ref_code: z.string().nullish(),
  birth_date: z.string().nullish(),
  agent_code: z.string().nullish(),
  created_at: z.string().nullish(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const walletSchema = z.object({
  id: z.number(),
  wallet_name: z.string(),
  balance: z.number(),
  wallet_type_id: z.number(),
});
export type Wallet = z.infer<typeof walletSchema>;

export const agentInfoSchema = z.object({
  agent_logo: z.string(),
  line_admin_url: z.string(),
  line_contact_url: z.string(),
  name: z.string().optional(),
  agent_code: z.string().optional(),
  agent_id: z.number().optional(),
});
export type AgentInfo = z.infer<typeof agentInfoSchema>;

export const notificationSchema = z.object({
  id: z.number().optional(),
  type: z.number(),
  image: z.string().nullish(),
  title: z.string(),
  description: z.string().nullish(),
});
export type AgentNotification = z.infer<typeof notificationSchema>;

export const bannerSchema = z.object({
  id: z.number().optional(),
  image: z.string(),
  title: z.string().nullish(),
  /** With show_text, the image is artwork without words: the site writes title and subtitle over it. */
  subtitle: z.string().nullish(),
  show_text: z.boolean().optional(),
  link: z.string().nullish(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const eventSchema = z.object({
  id: z.number().optional(),
  image: z.string(),
  title: z.string().nullish(),
  /** With show_text, the image is artwork without words: the site writes title and subtitle over it. */
  subtitle: z.string().nullish(),
  show_text: z.boolean().optional(),
});
export type AgentEvent = z.infer<typeof eventSchema>;

export const bankAccountSchema = z.object({
  id: z.number().optional(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_no: z.string(),
  account_name: z.string(),
});
export type AgentBankAccount = z.infer<typeof bankAccountSchema>;

export const trueMoneyAccountSchema = z.object({
  id: z.number().optional(),
  phone: z.string(),
  account_name: z.string(),
});
export type AgentTrueMoneyAccount = z.infer<typeof trueMoneyAccountSchema>;

export const loginDataSchema = z.object({
  expires_at: z.string().optional(),
  user: userInfoSchema.optional(),
});
/** A reset code was (or, for a phone with no member, seemed to be) sent: when to offer a new one. */
export const resetCodeSentSchema = z.object({
  resend_after_seconds: z.number().int().nonnegative(),
  expires_in_minutes: z.number().positive(),
});
/** The refusal data of a request for a code that came too soon. */
export const resetTooSoonSchema = z.object({ resend_after_seconds: z.number().int().positive() });
export const checkAccountSchema = z.object({ phone: z.string(), taken: z.boolean() });
export const pointsSchema = z.object({ point: z.number() });
