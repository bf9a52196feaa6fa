// Daily quests and the point shop's items (issue 14). Seed data only: an operator changes the tables.
import type { Db } from '../db/database.ts';
import type { SeedStep } from '../db/seed.ts';

const QUESTS = [
  { code: 'checkin', title: 'เช็คอินวันนี้', kind: 'checkin', target: 1, reward_kind: 'points', reward_amount: 10 },
  { code: 'lotto-50', title: 'แทงหวยรวม 50 บาท', kind: 'lotto_bet', target: 5_000, reward_kind: 'points', reward_amount: 30 },
  { code: 'yeekee-3', title: 'ยิงเลขยี่กี 3 ครั้ง', kind: 'yeekee_shots', target: 3, reward_kind: 'points', reward_amount: 20 },
  { code: 'games-10', title: 'เล่นเกม 10 รอบ', kind: 'game_rounds', target: 10, reward_kind: 'points', reward_amount: 30 },
  { code: 'deposit-100', title: 'ฝากเงินรวม 100 บาท', kind: 'deposit', target: 10_000, reward_kind: 'free_credit', reward_amount: 1_000 },
] as const;

const SHOP_ITEMS = [
  { title: 'เครดิตฟรี 10 บาท', kind: 'free_credit', amount: 1_000, price_points: 100, image: '/images/shop/credit.webp' },
  { title: 'เครดิตฟรี 50 บาท', kind: 'free_credit', amount: 5_000, price_points: 450, image: '/images/shop/credit.webp' },
  { title: 'สิทธิ์หมุนกงล้อ 1 ครั้ง', kind: 'wheel_spin', amount: 1, price_points: 40, image: '/images/shop/spin.webp' },
] as const;

export const questsAndShopData: SeedStep = {
  name: 'daily quests and point shop items',
  async run(db: Db) {
    await db
      .insertInto('quests')
      .values(QUESTS.map((quest, index) => ({ ...quest, sort_order: index + 1 })))
      .execute();
    await db
      .insertInto('shop_items')
      .values(SHOP_ITEMS.map((item, index) => ({ ...item, sort_order: index + 1 })))
      .execute();
  },
};
