// The wheel's prizes (issue 14): weights out of 100, in the wheel's order. Seed data only: an
// operator changes the table (a spin keeps the prizes and weights it was drawn over).
import type { Db } from '../db/database.ts';
import type { SeedStep } from '../db/seed.ts';

const PRIZES = [
  { label: 'เครดิต 10 บาท', kind: 'credit', amount: 1_000, weight: 14, color: '#f59e0b' },
  { label: 'เสียใจด้วย', kind: 'nothing', amount: 0, weight: 20, color: '#334155' },
  { label: '20 พอยท์', kind: 'points', amount: 20, weight: 22, color: '#7c3aed' },
  { label: 'หมุนฟรี 1 ครั้ง', kind: 'free_spins', amount: 1, weight: 10, color: '#0891b2' },
  { label: 'เครดิต 50 บาท', kind: 'credit', amount: 5_000, weight: 5, color: '#dc2626' },
  { label: 'เสียใจด้วย', kind: 'nothing', amount: 0, weight: 16, color: '#475569' },
  { label: '100 พอยท์', kind: 'points', amount: 100, weight: 11, color: '#db2777' },
  { label: 'เครดิต 100 บาท', kind: 'credit', amount: 10_000, weight: 2, color: '#16a34a' },
] as const;

export const wheelPrizes: SeedStep = {
  name: 'wheel prizes',
  async run(db: Db) {
    await db
      .insertInto('wheel_prizes')
      .values(PRIZES.map((prize, index) => ({ ...prize, sort_order: index + 1 })))
      .execute();
  },
};
