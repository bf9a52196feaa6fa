// The demo promotions (issue 14): deposit bonuses with their terms, pictures of our own. Seed
// data only: an operator changes the table.
import type { Db } from '../db/database.ts';
import type { SeedStep } from '../db/seed.ts';

const PROMOTIONS = [
  {
    title: 'สมาชิกใหม่ รับโบนัส 50%',
    image: '/images/promotions/welcome.webp',
    terms: 'ฝากขั้นต่ำ 100 บาท รับโบนัส 50% สูงสุด 500 บาท ทำยอดเทิร์น 5 เท่าของโบนัสก่อนถอนเครดิตโบนัส',
    bonus_percent: 50,
    max_bonus: 50_000,
    turnover_multiple: 5,
    min_deposit: 10_000,
  },
  {
    title: 'ฝากรายวัน รับเพิ่ม 10%',
    image: '/images/promotions/daily.webp',
    terms: 'ฝากขั้นต่ำ 300 บาท รับโบนัส 10% สูงสุด 1,000 บาท ทำยอดเทิร์น 3 เท่าของโบนัสก่อนถอนเครดิตโบนัส',
    bonus_percent: 10,
    max_bonus: 100_000,
    turnover_multiple: 3,
    min_deposit: 30_000,
  },
  {
    title: 'สุดสัปดาห์ รับโบนัส 20%',
    image: '/images/promotions/weekend.webp',
    terms: 'ฝากขั้นต่ำ 500 บาท รับโบนัส 20% สูงสุด 2,000 บาท ทำยอดเทิร์น 4 เท่าของโบนัสก่อนถอนเครดิตโบนัส',
    bonus_percent: 20,
    max_bonus: 200_000,
    turnover_multiple: 4,
    min_deposit: 50_000,
  },
];

export const promotionsData: SeedStep = {
  name: 'demo promotions',
  async run(db: Db) {
    await db
      .insertInto('promotions')
      .values(PROMOTIONS.map((promotion, index) => ({ ...promotion, sort_order: index + 1 })))
      .execute();
  },
};
