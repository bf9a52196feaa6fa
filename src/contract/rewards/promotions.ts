// Promotions (issue 14): deposit bonuses with a turnover multiple; a member takes one at a time and
// its bonus is paid with the next qualifying deposit. Amounts are baht on the wire.
import { z } from 'zod/mini';
import { id } from '../ids.ts';

export const promotionSchema = z.object({
  id: z.number(),
  title: z.string(),
  image: z.string(),
  terms: z.string(),
  bonus_percent: z.number(),
  max_bonus: z.number(),
  turnover_multiple: z.number(),
  min_deposit: z.number(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const MEMBER_PROMOTION_STATUSES = ['waiting', 'paid', 'cancelled'] as const;

export const memberPromotionSchema = z.object({
  id: z.number(),
  promotion: promotionSchema,
  status: z.enum(MEMBER_PROMOTION_STATUSES),
  bonus: z.nullable(z.number()),
  /** Stakes asked for, done since, left (baht); null before the bonus is paid */
  turnover: z.nullable(z.object({ required: z.number(), done: z.number(), left: z.number() })),
  taken_at: z.string(),
  decided_at: z.nullable(z.string()),
});
export type MemberPromotion = z.infer<typeof memberPromotionSchema>;

export const promotionListSchema = z.object({
  promotions: z.array(promotionSchema),
  /** The member's promotion in play (waiting, or paid with turnover left); null for a visitor or none */
  current: z.nullable(memberPromotionSchema),
});
export type PromotionList = z.infer<typeof promotionListSchema>;

export const memberPromotionsSchema = z.object({ current: z.nullable(memberPromotionSchema), history: z.array(memberPromotionSchema) });
export type MemberPromotions = z.infer<typeof memberPromotionsSchema>;

export const takePromotionRequest = z.object({ promotion_id: id('โปรโมชั่น') });
