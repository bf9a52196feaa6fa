// Affiliate (both engines): the commission is 0.5% of level-1 and 0.2% of level-2 members' real
// turnover (bills net of cancellations, game rounds), never of the member's own play; redeeming it
// pays the main wallet once, however many redeems come at once; the network is masked.
import { afterEach, describe, expect, it } from 'vitest';
import { unbalancedWallets } from '../../../src/platform/money/ledger.ts';
import { registeredMember, testPlatform, type TestPlatform } from './helpers.ts';
import * as affiliate from '../../../src/contract/endpoints/rewards/affiliate.ts';
import * as games from '../../../src/contract/endpoints/games/games.ts';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';

const START = '2026-11-21T03:00:00.000Z';
const SLOT = { game_id: 'r999-fruits', provider_id: 'siam' };

let t: TestPlatform;
afterEach(() => t?.close());

async function member(refCode?: string) {
  const registered = await registeredMember(t, refCode ? { ref_code: refCode } : {});
  const summary = await t.send(affiliate.summary, {}, registered.token);
  return { ...registered, code: summary.data.ref_code };
}

async function bill(token: string, baht: number): Promise<number> {
  const lobby = await t.send(lotto.lobby);
  const round = lobby.data.categories.find((category) => category.code === 'hanoi_special')!.rounds[0].round_id;
  const created = await t.send(lotto.billCreate, { round_id: round, lines: [{ bet_type: 'two_top', number: '12', amount: baht }] }, token);
  expect(created.error, created.message).toBe(0);
  return created.data.bill_id;
}

const balance = async (walletId: number) =>
  Number((await t.row<{ balance: number }>('SELECT balance FROM wallets WHERE id = ?', walletId))!.balance);

describe('affiliate', () => {
  it("earns 0.5% of level 1's and 0.2% of level 2's real turnover, nothing from its own play; redeems once", async () => {
    t = await testPlatform(START);
    const boss = await member();
    const friend = await member(boss.code);
    const friendOfFriend = await member(friend.code);
    await bill(boss.token, 500); // the member's own play earns nothing
    await bill(friend.token, 200);
    const cancelled = await bill(friend.token, 100);
    expect((await t.send(lotto.billCancel, { ids: [cancelled] }, friend.token)).error).toBe(0); // a cancelled bill counts nothing
    await bill(friendOfFriend.token, 300);
    const link = await t.send(
      games.link,
      { ...SLOT, wallet_id: friendOfFriend.main, is_mobile: true, source: 'r999' },
      friendOfFriend.token,
    );
    const key = link.data.link.slice('/game/'.length);
    expect((await t.send(games.slotSpin, { link: key, line_bet: 10 }, friendOfFriend.token)).error).toBe(0); // 9 lines x 10 = 90

    const summary = await t.send(affiliate.summary, {}, boss.token);
    expect(summary.data).toMatchObject({
      members: { level1: 1, level2: 1 },
      turnover: { level1: 200, level2: 390 },
      earned: 1.78, // 1.00 + 0.78
      redeemed: 0,
      available: 1.78,
    });
    expect(summary.data.link_path).toBe(`/register?ref=${boss.code}`);
    const network = (await t.send(affiliate.network, {}, boss.token)).data;
    expect(network.map((row) => [row.level, row.turnover])).toEqual([
      [1, 200],
      [2, 390],
    ]);
    expect(network.every((row) => row.name.includes('***') && /x{4}/.test(row.phone))).toBe(true);
    expect((await t.send(affiliate.network, { level: 2 }, boss.token)).data).toHaveLength(1);
    expect((await t.send(affiliate.network, { level: 3 as never }, boss.token)).error).toBe(1001);

    const before = await balance(boss.main);
    const redeems = await Promise.all(Array.from({ length: 20 }, () => t.send(affiliate.redeem, {}, boss.token)));
    expect(redeems.filter((answer) => answer.error === 0)).toHaveLength(1);
    expect(redeems.every((answer) => [0, 2671].includes(answer.error))).toBe(true);
    expect(await balance(boss.main)).toBe(before + 178);
    expect((await t.send(affiliate.summary, {}, boss.token)).data).toMatchObject({ earned: 1.78, redeemed: 1.78, available: 0 });
    expect((await t.send(affiliate.transactionsV2, {}, boss.token)).data).toMatchObject([{ amount: 1.78 }]);
    // More play later earns again.
    await bill(friend.token, 100);
    expect((await t.send(affiliate.summary, {}, boss.token)).data.available).toBe(0.5);
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });

  it('refuses a redeem with nothing earned, and answers the rules to anyone', async () => {
    t = await testPlatform(START);
    const lonely = await member();
    const refused = await t.send(affiliate.redeem, {}, lonely.token);
    expect(refused).toMatchObject({ error: 2671, data: null });
    expect((await t.send(affiliate.config, { agent_id: 33 as never })).data).toMatchObject({
      levels: [
        { level: 1, percent: 0.5 },
        { level: 2, percent: 0.2 },
      ],
    });
  });
});
