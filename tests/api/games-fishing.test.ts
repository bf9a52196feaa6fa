// The fishing game over HTTP against the built site: shots that move the wallet by exactly stake
// and win (one debit, at most one credit each), that verify from the revealed seed, that the
// win/loss and the quests count; refusals in Thai that move nothing; 30 shots at once on a small
// balance that never overdraw.
import { describe, expect, it } from 'vitest';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as games from '../../src/contract/endpoints/games/games.ts';
import * as memberCalls from '../../src/contract/endpoints/account/member.ts';
import * as questsShop from '../../src/contract/endpoints/rewards/quests-shop.ts';
import { floatsFrom, roundDigest, sha256Hex } from '../../src/rules/games/fair.ts';
import { fishingRound, type FishingOutcome } from '../../src/rules/games/fishing.ts';
import { NO_LEDGER_FAULTS, ledgerFaults } from '../support/server-database.ts';
import { Member } from './client.ts';
import { revealed } from './game-engine-helpers.ts';
import { expectOneDebitAtMostOneCredit, gameLinkKey } from './game-helpers.ts';
import { mainBalance, newMember, operator, sharedServerData } from './lotto-helpers.ts';

const REEF = { game_id: 'arcade-reef-fishing', provider_id: 'r999-arcade' };
const RIVER = { game_id: 'arcade-river-fishing', provider_id: 'r999-arcade' };

describe('the fishing game over HTTP', () => {
  it('moves the wallet by exactly stake and win per shot, each shot verifies, and win/loss and quests count them', async () => {
    const member = await newMember();
    const key = await gameLinkKey(member, REEF);
    const table = (await member.send(games.table, { link: key })).body.data;
    expect(table.game).toMatchObject({ engine: 'fishing', provider_name: 'R999 Arcade' });
    let expected = 100_000;
    const targets = ['clownfish', 'angelfish', 'pufferfish', 'turtle', 'octopus', 'shark', 'dragon'] as const;
    const ids: number[] = [];
    for (let shot = 0; shot < 14; shot++) {
      const round = await member.send(games.fishingShot, { link: key, stake: 2, fish: targets[shot % targets.length]! });
      expect(round.body.error, round.body.message).toBe(0);
      expect(round.body.data.stake).toBe(2);
      expected += Math.round(round.body.data.win * 100) - 200;
      expect(Math.round(round.body.data.balance * 100)).toBe(expected);
      ids.push(round.body.data.round_id!);
    }
    expect(Math.round((await mainBalance(member)) * 100)).toBe(expected);
    await expectOneDebitAtMostOneCredit(ids);
    expect(await ledgerFaults(sharedServerData())).toEqual(NO_LEDGER_FAULTS);

    const winloss = (await member.send(memberCalls.winloss)).body.data;
    expect(winloss.products.find((product) => product.key === 'r999-arcade')).toMatchObject({ stake: 28 });
    expect(Math.round(winloss.total.net * 100)).toBe(expected - 100_000);
    const quests = (await member.send(questsShop.quests)).body.data;
    expect(quests.find((quest) => quest.kind === 'game_rounds')?.progress).toBe(10); // 14 rounds, a target of 10

    const rotated = await member.send(games.rotateSeed, { link: key });
    const rounds = (await member.send(games.rounds, { link: key })).body.data;
    expect(rounds).toHaveLength(14);
    for (const round of rounds.map(revealed)) {
      expect(round.server_seed).toBe(rotated.body.data.revealed.server_seed);
      expect(await sha256Hex(round.server_seed)).toBe(round.server_seed_hash);
      const floats = floatsFrom(await roundDigest(round.server_seed, round.client_seed, round.nonce));
      const again = fishingRound(floats, 'reef', (round.outcome as FishingOutcome).fish, 200);
      expect(again.outcome).toEqual(round.outcome);
      expect(again.win).toBe(Math.round(round.win * 100));
    }
  });

  it('refuses a fish of another school, an unknown fish, a stake not offered and the wrong game, in Thai, moving nothing', async () => {
    const member = await newMember();
    const key = await gameLinkKey(member, REEF);
    const shoot = (body: object) => member.send(games.fishingShot, { link: key, ...body } as never);
    expect((await shoot({ stake: 2, fish: 'naga' })).body).toMatchObject({
      error: 4011,
      message: 'ไม่มีปลาตัวนี้ในเกมนี้ กรุณาแตะปลาที่ว่ายอยู่บนจอ',
    });
    expect((await shoot({ stake: 2, fish: 'goldfish' })).body).toMatchObject({ error: 1001, message: 'กรุณาแตะปลาที่ต้องการยิง' });
    expect((await shoot({ stake: 2 })).body).toMatchObject({ error: 1001, message: 'กรุณาแตะปลาที่ต้องการยิง' });
    expect((await shoot({ stake: 3, fish: 'clownfish' })).body).toMatchObject({
      error: 1001,
      message: 'เดิมพันต่อนัดต้องเป็น 0.5, 1, 2, 5, 10, 20, 50, 100 บาท',
    });
    // ฿0.50 is the river's smallest stake, ฿100 the deep's biggest: not the reef's.
    expect((await shoot({ stake: 0.5, fish: 'clownfish' })).body).toMatchObject({
      error: 4012,
      message: 'เกมนี้รับเดิมพันต่อนัด 1, 2, 5, 10, 20 บาท',
    });
    expect((await shoot({ stake: 100, fish: 'clownfish' })).body.error).toBe(4012);
    // A fishing link is not a slot machine, nor a football match.
    expect((await member.send(games.slotSpin, { link: key, line_bet: 1 })).body.error).toBe(4005);
    expect((await member.send(games.footballBet, { link: key, bets: { x12: { pick: 'home', stake: 10 } } })).body.error).toBe(4005);
    // Above the balance: the wallet's refusal, nothing moves.
    const riverKey = await gameLinkKey(member, RIVER);
    expect((await member.send(games.fishingShot, { link: riverKey, stake: 0.5, fish: 'dragon' })).body.error).toBe(4011);
    await operator('credit', (await member.send(auth.userInfo)).body.data.phone, '1', '-999', '--by', 'api-test');
    expect((await shoot({ stake: 2, fish: 'clownfish' })).body).toMatchObject({ error: 2001, message: 'ยอดเงินในกระเป๋าไม่เพียงพอ' });
    expect(await mainBalance(member)).toBe(1);
    expect((await member.send(games.rounds, { link: key })).body.data).toHaveLength(0);
  });

  it('plays a demo with chips of its own: no wallet, no round', async () => {
    const visitor = new Member();
    const demo = await visitor.send(games.demo, RIVER);
    expect(demo.body.error, demo.body.message).toBe(0);
    const key = String(demo.body.data.link).replace('/game/', '');
    const shot = await visitor.send(games.fishingShot, { link: key, stake: 10, fish: 'naga' });
    expect(shot.body.error, shot.body.message).toBe(0);
    expect(shot.body.data).toMatchObject({ round_id: null, stake: 10, balance: 9_990 + shot.body.data.win });
  });

  it('30 shots at once on ฿25 never take the wallet below zero', async () => {
    const member = await newMember();
    const { phone } = (await member.send(auth.userInfo)).body.data;
    await operator('credit', phone, '1', '-975', '--by', 'api-test');
    const key = await gameLinkKey(member, REEF);
    // The boss: a catch is rare, so the ฿25 runs out after five ฿5 shots, as a rule.
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => member.send(games.fishingShot, { link: key, stake: 5, fish: 'dragon' })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.every((answer) => answer.body.error === 0 || answer.body.error === 2001)).toBe(true);
    const played = answers.filter((answer) => answer.body.error === 0);
    expect(played.length).toBeGreaterThanOrEqual(5);
    const won = played.reduce((sum, answer) => sum + Math.round(answer.body.data.win * 100), 0);
    expect(Math.round((await mainBalance(member)) * 100)).toBe(2_500 - played.length * 500 + won);
    expect(await mainBalance(member)).toBeGreaterThanOrEqual(0);
    await expectOneDebitAtMostOneCredit(played.map((answer) => answer.body.data.round_id!));
    expect(await ledgerFaults(sharedServerData())).toEqual(NO_LEDGER_FAULTS);
  });
});
