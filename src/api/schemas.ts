// The shapes of the platform's answers that the site relies on, checked at the edge.
import { z } from 'zod/mini';

export const envelopeSchema = z.object({
  error: z.number(),
  message: z._default(z.string(), ''),
  data: z.optional(z.unknown()),
});

export const userInfoSchema = z.object({
  id: z.number(),
  phone: z.string(),
  full_name: z.string(),
  bank_code: z.nullish(z.string()),
  bank_name: z.nullish(z.string()),
  bank_account: z.nullish(z.string()),
  sub_bank_code: z.nullish(z.string()),
  sub_bank_name: z.nullish(z.string()),
  sub_bank_account: z.nullish(z.string()),
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

export const agentInfoSchema = z.object({
  agent_logo: z.string(),
  line_admin_url: z.string(),
  line_contact_url: z.string(),
  name: z.optional(z.string()),
  agent_code: z.optional(z.string()),
  agent_id: z.optional(z.number()),
});
export type AgentInfo = z.infer<typeof agentInfoSchema>;

export const notificationSchema = z.object({
  id: z.optional(z.number()),
  type: z.number(),
  image: z.nullish(z.string()),
  title: z.string(),
  description: z.nullish(z.string()),
});
export type AgentNotification = z.infer<typeof notificationSchema>;

export const bannerSchema = z.object({
  id: z.optional(z.number()),
  image: z.string(),
  title: z.nullish(z.string()),
  /** With show_text, the image is artwork without words: the site writes title and subtitle over it. */
  subtitle: z.nullish(z.string()),
  show_text: z.optional(z.boolean()),
  link: z.nullish(z.string()),
});
export type Banner = z.infer<typeof bannerSchema>;

export const eventSchema = z.object({
  id: z.optional(z.number()),
  image: z.string(),
  title: z.nullish(z.string()),
  /** With show_text, the image is artwork without words: the site writes title and subtitle over it. */
  subtitle: z.nullish(z.string()),
  show_text: z.optional(z.boolean()),
});
export type AgentEvent = z.infer<typeof eventSchema>;

export const bankAccountSchema = z.object({
  id: z.optional(z.number()),
  bank_code: z.string(),
  bank_name: z.string(),
  account_no: z.string(),
  account_name: z.string(),
});
export type AgentBankAccount = z.infer<typeof bankAccountSchema>;

export const trueMoneyAccountSchema = z.object({
  id: z.optional(z.number()),
  phone: z.string(),
  account_name: z.string(),
});
export type AgentTrueMoneyAccount = z.infer<typeof trueMoneyAccountSchema>;

export const loginDataSchema = z.object({
  expires_at: z.optional(z.string()),
  user: z.optional(userInfoSchema),
});
/** A reset code was (or, for a phone with no member, seemed to be) sent: when to offer a new one. */
export const resetCodeSentSchema = z.object({
  resend_after_seconds: z.int().check(z.nonnegative()),
  expires_in_minutes: z.number().check(z.positive()),
});
/** The refusal data of a request for a code that came too soon. */
export const resetTooSoonSchema = z.object({ resend_after_seconds: z.int().check(z.positive()) });
export const checkAccountSchema = z.object({ phone: z.string(), taken: z.boolean() });
export const pointsSchema = z.object({ point: z.number() });
