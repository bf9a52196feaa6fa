import { hashPasswordSync } from '../auth/index.ts';
import type { Db } from '../db/database.ts';
import type { SeedStep } from '../db/seed.ts';
import { insertMember } from '../member/index.ts';
import { credit, movePoints, openWallets, toSatang, WALLET_TYPE, walletIdOf } from '../money/index.ts';

import { AGENT } from './agent.ts';

// The member a visitor can try the site with (documented on the login page).
export const DEMO_MEMBER = {
  phone: '0812345678',
  password: 'demo1234',
  full_name: 'สมชาย ใจดี',
  bank_code: 'KBANK',
  bank_account: '1112223334',
  birth_date: '1990-05-15',
  ref_code: 'R999DEMO',
  main_wallet_baht: 10_000,
  points: 120,
};

export const demoMember: SeedStep = {
  name: 'demo member 0812345678',
  async run(db: Db) {
    const demo = DEMO_MEMBER;
    const memberId = await insertMember(db, {
      agentId: AGENT.id,
      phone: demo.phone,
      passwordHash: hashPasswordSync(demo.password),
      fullName: demo.full_name,
      bankCode: demo.bank_code,
      bankAccount: demo.bank_account,
      birthDate: demo.birth_date,
      refCode: demo.ref_code,
    });
    await openWallets(db, memberId);
    await credit(db, await walletIdOf(db, memberId, WALLET_TYPE.MAIN), toSatang(demo.main_wallet_baht), 'welcome_credit', 'seed:demo');
    await movePoints(db, memberId, demo.points, 'welcome_points', 'seed:demo');
  },
};
