// A history on each baccarat table for the baccarat formulas (/sooth) of a new site: a seeded
// player (nobody can log in as them: the password is random and thrown away) plays real hands on
// each casino baccarat table through the games' own play code, so each hand comes from a provably
// fair seed and moves play credit through the ledger like any member's.
import { randomBytes } from 'node:crypto';
import { baccaratRound } from '../../rules/games/baccarat.ts';
import { hashPasswordSync } from '../auth/index.ts';
import type { Db } from '../db/database.ts';
import type { SeedStep } from '../db/seed.ts';
import { openGameLink, playRound, resolveLink } from '../games/index.ts';

import { insertMember } from '../member/index.ts';
import { credit, openWallets, toSatang, WALLET_TYPE, walletIdOf } from '../money/index.ts';

import { AGENT } from './agent.ts';

/** Hands per table: half a shoe's worth of the rooms' 72. */
const HANDS = 36;
const STAKE = toSatang(20);

export const baccaratHistory: SeedStep = {
  name: 'baccarat table history',
  async run(db: Db) {
    const memberId = await insertMember(db, {
      agentId: AGENT.id,
      // Not a mobile number anyone can register (THAI_MOBILE): it cannot collide with a member's.
      phone: '0000000999',
      passwordHash: hashPasswordSync(randomBytes(24).toString('base64url')),
      fullName: 'ผู้เล่น โต๊ะบาคาร่า',
      bankCode: 'KBANK',
      bankAccount: '9990009990',
      birthDate: '1985-01-01',
    });
    await openWallets(db, memberId);
    const walletId = await walletIdOf(db, memberId, WALLET_TYPE.MAIN);
    await credit(db, walletId, toSatang(HANDS * 20 * 8), 'welcome_credit', 'seed:baccarat-history');
    const tables = await db
      .selectFrom('games')
      .select('id')
      .where('engine', '=', 'baccarat')
      .where('category', '=', 'casino')
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    for (const table of tables) {
      const key = (await openGameLink(db, memberId, walletId, table.id)).split('/').pop()!;
      const link = await resolveLink(db, key, { id: 0, memberId, expiresAt: Number.MAX_SAFE_INTEGER });
      for (let hand = 0; hand < HANDS; hand++) {
        // Banker, the bet with the lowest house edge, on every hand.
        await playRound(db, link, STAKE, (floats) => baccaratRound(floats, { banker: STAKE }));
      }
    }
  },
};
