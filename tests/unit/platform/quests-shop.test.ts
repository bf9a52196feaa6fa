// Daily quests and the point shop (both engines): progress counted from what the member really did
// today, each quest redeemed once a day (20 at once pay once); a basket priced and bought in one
// transaction, points never below zero (20 buys at once on points for 5 make 5), free credit and
// wheel spins delivered.
import { afterEach, describe, expect, it } from 'vitest';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import * as questsShop from '../../../src/contract/endpoints/rewards/quests-shop.ts';
import * as rewards from '../../../src/contract/endpoints/rewards/rewards.ts';
import * as wheel from '../../../src/contract/endpoints/rewards/wheel.ts';
import { unbalancedWallets } from '../../../src/platform/money/ledger.ts';
import { movePoints } from '../../../src/platform/money/points.ts';
import { registeredMember, testPlatform, type TestPlatform } from './helpers.ts';

const START = '2026-11-21T03:00:00.000Z';

let t: TestPlatform;
afterEach(() => t?.close());

const member = () => registeredMember(t);

const points = async (memberId: number) =>
  Number((await t.row<{ points: number }>('SELECT points FROM members WHERE id = ?', memberId))!.points);
const freeCredit = async (memberId: number) =>
  Number((await t.row<{ balance: number }>('SELECT balance FROM wallets WHERE member_id = ? AND wallet_type_id = 3', memberId))!.balance);

describe('daily quests', () => {
  it('count real activity today, pay once each, and refuse what is not done or already redeemed', async () => {
    t = await testPlatform(START);
    const m = await member();
    const list = async () => (await t.send(questsShop.quests, {}, m.token)).data;
    const quest = async (code: string) => (await list()).find((row) => row.code === code)!;
    expect((await list()).map((row) => [row.code, row.progress, row.done])).toEqual([
      ['checkin', 0, false],
      ['lotto-50', 0, false],
      ['yeekee-3', 0, false],
      ['games-10', 0, false],
      ['deposit-100', 0, false],
    ]);
    const lottoQuest = await quest('lotto-50');
    const notDone = await t.send(questsShop.redeemQuest, { quest_id: lottoQuest.id }, m.token);
    expect(notDone).toMatchObject({ error: 2651, message: 'ภารกิจ "แทงหวยรวม 50 บาท" ยังไม่สำเร็จ ทำให้ครบก่อนจึงรับรางวัลได้' });

    const lobby = await t.send(lotto.lobby);
    const round = lobby.data.categories.find((category) => category.code === 'hanoi_special')!.rounds[0]!.round_id;
    expect(
      (await t.send(lotto.billCreate, { round_id: round, lines: [{ bet_type: 'two_top', number: '12', amount: 30 }] }, m.token)).error,
    ).toBe(0);
    expect(await quest('lotto-50')).toMatchObject({ progress: 30, target: 50, done: false });
    expect(
      (await t.send(lotto.billCreate, { round_id: round, lines: [{ bet_type: 'two_top', number: '13', amount: 20 }] }, m.token)).error,
    ).toBe(0);
    expect(await quest('lotto-50')).toMatchObject({ progress: 50, done: true, redeemed: false });

    const taps = await Promise.all(Array.from({ length: 20 }, () => t.send(questsShop.redeemQuest, { quest_id: lottoQuest.id }, m.token)));
    expect(taps.filter((tap) => tap.error === 0)).toHaveLength(1);
    expect(taps.every((tap) => [0, 2652].includes(tap.error))).toBe(true);
    expect(await points(m.id)).toBe(30);
    expect(await quest('lotto-50')).toMatchObject({ redeemed: true });

    // Check-in counts for its quest; tomorrow every quest starts again.
    expect((await t.send(rewards.stamp, {}, m.token)).error).toBe(0);
    const checkin = await quest('checkin');
    expect(checkin.done).toBe(true);
    expect((await t.send(questsShop.redeemQuest, { quest_id: checkin.id }, m.token)).error).toBe(0);
    expect(await points(m.id)).toBe(10 + 30 + 10);
    expect((await t.send(questsShop.redeemQuest, { quest_id: 999 }, m.token)).error).toBe(2653);
    t.advance(24 * 60);
    expect((await list()).every((row) => row.progress === 0 && !row.redeemed)).toBe(true);
  });
});

describe('the point shop', () => {
  it('prices a basket, buys it in one go (free credit and wheel spins delivered), and refuses what points do not cover', async () => {
    t = await testPlatform(START);
    const m = await member();
    await movePoints(t.db, m.id, 500, 'test', 'test:top-up');
    const items = (await t.send(questsShop.items)).data;
    expect(items.map((item) => [item.kind, item.price_points])).toEqual([
      ['free_credit', 100],
      ['free_credit', 450],
      ['wheel_spin', 40],
    ]);
    const [credit10, credit50, spin] = items;
    const basket = [
      { item_id: credit10!.id, quantity: 2 },
      { item_id: spin!.id, quantity: 1 },
    ];
    const priced = await t.send(questsShop.quote, { items: basket }, m.token);
    expect(priced.data).toMatchObject({ total_points: 240, points: 500, enough: true });
    expect(await points(m.id)).toBe(500); // pricing moves nothing

    const bought = await t.send(questsShop.buy, { items: basket }, m.token);
    expect(bought.error, bought.message).toBe(0);
    expect(await points(m.id)).toBe(260);
    expect(await freeCredit(m.id)).toBe(2_000);
    expect((await t.send(wheel.configV2, {}, m.token)).data.free_spins).toBe(4);

    const tooDear = await t.send(questsShop.buy, { items: [{ item_id: credit50!.id, quantity: 1 }] }, m.token);
    expect(tooDear).toMatchObject({ error: 2101, data: null });
    expect((await t.send(questsShop.quote, { items: [{ item_id: credit50!.id, quantity: 1 }] }, m.token)).data.enough).toBe(false);
    expect((await t.send(questsShop.buy, { items: [{ item_id: 999, quantity: 1 }] }, m.token)).error).toBe(2661);
    expect((await t.send(questsShop.buy, { items: [{ item_id: spin!.id, quantity: 0 }] }, m.token)).error).toBe(1001);
    expect((await t.send(questsShop.buy, { items: [] }, m.token)).error).toBe(1001);
    expect(await points(m.id)).toBe(260);
    expect((await t.send(questsShop.history, {}, m.token)).data).toHaveLength(2);
  });

  it('20 buys at once on points for 5: exactly 5, never below zero', async () => {
    t = await testPlatform(START);
    const m = await member();
    await movePoints(t.db, m.id, 500, 'test', 'test:top-up');
    const [credit10] = (await t.send(questsShop.items)).data;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.send(questsShop.buy, { items: [{ item_id: credit10!.id, quantity: 1 }] }, m.token)),
    );
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(5);
    expect(answers.every((answer) => [0, 2101].includes(answer.error))).toBe(true);
    expect(await points(m.id)).toBe(0);
    expect(await freeCredit(m.id)).toBe(5_000);
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });
});
