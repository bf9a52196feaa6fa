// The game calls over HTTP against the built site (SPEC.md section 7 and the calls beyond it):
// lists, links bound to member, wallet and game, rounds that move exactly stake and win, parallel
// spins that never overdraw, and rounds that verify from their revealed seed.
import { describe, expect, it } from 'vitest';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as games from '../../src/contract/endpoints/games/games.ts';
import { floatsFrom, roundDigest, sha256Hex } from '../../src/rules/games/fair.ts';
import { slotRound } from '../../src/rules/games/slot.ts';
import { NO_LEDGER_FAULTS, ledgerFaults, serverRun } from '../support/server-database.ts';
import { Member } from './client.ts';
import { revealed } from './game-engine-helpers.ts';
import { mainBalance, newMember, operator, sharedServerData } from './lotto-helpers.ts';

const SLOT = { game_id: 'siam-songkran', provider_id: 'siam' };

async function mainWalletId(member: Member): Promise<number> {
  const answer = await member.send(games.wallets, { ...SLOT, sub_provider_id: '' });
  expect(answer.body.error).toBe(0);
  return answer.body.data.find((wallet) => wallet.wallet_type_id === 1)!.id;
}

async function linkKey(member: Member): Promise<string> {
  const answer = await member.send(games.link, { ...SLOT, wallet_id: await mainWalletId(member), is_mobile: true, source: 'r999' });
  expect(answer.body.error, answer.body.message).toBe(0);
  return String(answer.body.data.link).replace('/game/', '');
}

describe('game/list over HTTP', () => {
  it('honours provider, category and limit', async () => {
    const visitor = new Member();
    const slots = (await visitor.send(games.list, { category: 'slot' })).body.data;
    expect(slots.length).toBeGreaterThan(1);
    expect(slots.every((game) => game.category === 'slot')).toBe(true);
    const siamSlots = (await visitor.send(games.list, { category: 'slot', provider: 'siam' })).body.data;
    expect(siamSlots.length).toBeGreaterThan(0);
    expect(siamSlots.every((game) => game.provider_id === 'siam')).toBe(true);
    expect((await visitor.send(games.list, { limit: '3' })).body.data).toHaveLength(3);
    expect((await visitor.send(games.list, { limit: '0' })).body.error).toBe(1001);
  });
});

describe('game links over HTTP', () => {
  it("refuses another member's wallet, an unknown game, no session and an expired link", async () => {
    const owner = await newMember();
    const stranger = await newMember();
    const strangerWallet = await mainWalletId(stranger);
    expect((await owner.send(games.link, { ...SLOT, wallet_id: strangerWallet })).body.error).toBe(2002);
    expect(
      (await owner.send(games.link, { game_id: 'no-such-game', provider_id: 'siam', wallet_id: await mainWalletId(owner) })).body.error,
    ).toBe(4001);
    const visitor = new Member();
    const anonymous = await visitor.send(games.link, { ...SLOT, wallet_id: strangerWallet });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe(401);

    const key = await linkKey(owner);
    // The key is nowhere in the database: only its SHA-256.
    expect((await stranger.send(games.slotSpin, { link: key, line_bet: 1 })).body.error).toBe(4002);
    expect((await visitor.send(games.slotSpin, { link: key, line_bet: 1 })).status).toBe(401);
    // A minute back: on PostgreSQL the platform's clock is the database server's, a few ms off this one.
    await serverRun(
      sharedServerData(),
      'UPDATE game_links SET expires_at = ? WHERE token_hash = ?',
      Date.now() - 60_000,
      await sha256Hex(key),
    );
    const expired = await owner.send(games.slotSpin, { link: key, line_bet: 1 });
    expect(expired.body).toMatchObject({ error: 4003, message: 'ลิงก์เกมหมดอายุแล้ว กรุณาปิดแล้วเปิดเกมใหม่อีกครั้ง' });
    expect(await mainBalance(owner)).toBe(1000);
  });
});

describe('game rounds over HTTP', () => {
  it('move the wallet by exactly stake and win, and every round verifies from its revealed seed', async () => {
    const member = await newMember();
    const key = await linkKey(member);
    let expected = 100_000;
    for (let spin = 0; spin < 12; spin++) {
      const round = await member.send(games.slotSpin, { link: key, line_bet: 2 });
      expect(round.body.error, round.body.message).toBe(0);
      expected += Math.round(round.body.data.win * 100) - 1_800;
      expect(Math.round(round.body.data.balance * 100)).toBe(expected);
    }
    expect(Math.round((await mainBalance(member)) * 100)).toBe(expected);
    expect(await ledgerFaults(sharedServerData())).toEqual(NO_LEDGER_FAULTS);

    const rotated = await member.send(games.rotateSeed, { link: key });
    const rounds = (await member.send(games.rounds, { link: key })).body.data;
    expect(rounds).toHaveLength(12);
    for (const round of rounds.map(revealed)) {
      expect(round.server_seed).toBe(rotated.body.data.revealed.server_seed);
      expect(await sha256Hex(round.server_seed)).toBe(round.server_seed_hash);
      const again = slotRound(floatsFrom(await roundDigest(round.server_seed, round.client_seed, round.nonce)), 200, 'songkran');
      expect(again.outcome).toEqual(round.outcome);
      expect(again.win).toBe(Math.round(round.win * 100));
    }
  });

  it('20 spins at once never take a wallet below zero', async () => {
    const member = await newMember();
    const { phone } = (await member.send(auth.userInfo)).body.data;
    // Leave ฿270 in the main wallet: three spins of ฿90.
    await operator('credit', phone, '1', '-730', '--by', 'api-test');
    const key = await linkKey(member);
    const answers = await Promise.all(Array.from({ length: 20 }, () => member.send(games.slotSpin, { link: key, line_bet: 10 })));
    expect(answers.map((answer) => answer.status).every((status) => status === 200)).toBe(true);
    expect(answers.every((answer) => answer.body.error === 0 || answer.body.error === 2001)).toBe(true);
    expect(answers.filter((answer) => answer.body.error === 0).length).toBeGreaterThanOrEqual(3);
    expect(await mainBalance(member)).toBeGreaterThanOrEqual(0);
    expect(await ledgerFaults(sharedServerData())).toEqual(NO_LEDGER_FAULTS);
  });
});
