// Rewards seed (issue 14): the check-in card's reward per day and the demo coupons (docs/api.md lists
// them, under the coupon call). Seed data only: an operator changes the tables.
import type { Db } from '../db/database.ts';
import type { SeedStep } from '../db/seed.ts';

/** Days 1-6 give points, day 7 free credit (satang). */
const CHECKIN_REWARDS = [
  { day: 1, kind: 'points', amount: 10 },
  { day: 2, kind: 'points', amount: 10 },
  { day: 3, kind: 'points', amount: 20 },
  { day: 4, kind: 'points', amount: 20 },
  { day: 5, kind: 'points', amount: 30 },
  { day: 6, kind: 'points', amount: 50 },
  { day: 7, kind: 'free_credit', amount: 2_000 },
] as const;

const FAR = Date.parse('2030-12-31T16:59:59.000Z'); // 23:59:59 on 31 Dec 2030 in Bangkok

/** Working demo codes, and one expired and one used up, so each message can be seen. */
export const DEMO_COUPONS = [
  { code: 'WELCOME50', credit: 5_000, max_uses: 1_000_000, used: 0, expires_at: FAR },
  { code: 'R999FREE20', credit: 2_000, max_uses: 1_000_000, used: 0, expires_at: FAR },
  { code: 'SONGKRAN2025', credit: 3_000, max_uses: 1_000, used: 12, expires_at: Date.parse('2025-04-30T16:59:59.000Z') },
  { code: 'FIRST100', credit: 10_000, max_uses: 100, used: 100, expires_at: FAR },
] as const;

export const rewardsData: SeedStep = {
  name: 'check-in rewards and demo coupons',
  async run(db: Db) {
    await db
      .insertInto('checkin_rewards')
      .values([...CHECKIN_REWARDS])
      .execute();
    await db
      .insertInto('coupons')
      .values([...DEMO_COUPONS])
      .execute();
  },
};
