// Affiliate (issue 15): a member's referral code and link, the members they brought (level 1) and
// those brought by them (level 2), the commission on their turnover (never the member's own play),
// and redeeming it into the main wallet. Amounts are baht on the wire.
import { z } from 'zod/mini';

export const affiliateConfigSchema = z.object({
  levels: z.array(z.object({ level: z.number(), percent: z.number() })),
  /** The least a redeem pays, baht */
  min_redeem: z.number(),
});
export type AffiliateConfig = z.infer<typeof affiliateConfigSchema>;

export const affiliateSummarySchema = z.object({
  ref_code: z.string(),
  /** Path of the registration page with the code: the site adds its own origin */
  link_path: z.string(),
  members: z.object({ level1: z.number(), level2: z.number() }),
  turnover: z.object({ level1: z.number(), level2: z.number() }),
  earned: z.number(),
  redeemed: z.number(),
  available: z.number(),
});
export type AffiliateSummary = z.infer<typeof affiliateSummarySchema>;

export const networkMemberSchema = z.object({
  level: z.number(),
  name: z.string(),
  phone: z.string(),
  joined_at: z.string(),
  turnover: z.number(),
  commission: z.number(),
});
export type NetworkMember = z.infer<typeof networkMemberSchema>;

export const affiliateTransactionSchema = z.object({
  id: z.number(),
  amount: z.number(),
  balance_after: z.number(),
  created_at: z.string(),
});
export type AffiliateTransaction = z.infer<typeof affiliateTransactionSchema>;

export const networkRequest = z.object({
  level: z.optional(z.union([z.literal(1), z.literal(2)], { error: 'ระดับต้องเป็น 1 หรือ 2' })),
});
