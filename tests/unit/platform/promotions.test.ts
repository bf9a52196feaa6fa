// Promotions on the embedded platform (both engines): the list for visitors and members, taking one
// (one in play at a time, 20 takes at once make one), its bonus paid with the next qualifying
// confirmed deposit (percent of the deposit, capped) into the bonus wallet with its turnover, the
// progress counted from real stakes, and giving up a waiting one.
import { afterEach, describe, expect, it } from 'vitest';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import * as payments from '../../../src/contract/endpoints/money/payments.ts';
import * as promotions from '../../../src/contract/endpoints/rewards/promotions.ts';
import { channelIdOf } from '../../../src/rules/money/payment-channels.ts';
import { unbalancedWallets } from '../../../src/platform/money/ledger.ts';
import { confirmDeposit } from '../../../src/platform/flows/deposit.ts';
import { registeredMember, testPlatform, type RegisteredMember, type TestPlatform } from './helpers.ts';
import { operatorActor } from '../../../src/platform/audit/trail.ts';

const TEST_ACTOR = operatorActor('test');

const START = '2026-11-21T03:00:00.000Z';

let t: TestPlatform;
afterEach(() => t?.close());

const member = () => registeredMember(t);

const balance = async (walletId: number) =>
  Number((await t.row<{ balance: number }>('SELECT balance FROM wallets WHERE id = ?', walletId))!.balance);

/** A deposit of `baht` made and confirmed, as the operator would. */
async function deposit(m: RegisteredMember, baht: number): Promise<number> {
  const channels = (await t.send(payments.channels, {}, m.token)).data;
  const promptpay = channels.find((channel) => channel.id === channelIdOf('promptpay'))!;
  const made = await t.send(
    payments.generateQr,
    { channel_id: promptpay.id, sub_channel_id: promptpay.sub_channels[0]!.id, amount: baht },
    m.token,
  );
  expect(made.error, made.message).toBe(0);
  await confirmDeposit(t.db, made.data.id, TEST_ACTOR);
  return Math.round(made.data.pay_amount * 100);
}

describe('promotions', () => {
  it('lists the offers for a visitor and a member; one in play at a time; 20 takes at once make one', async () => {
    t = await testPlatform(START);
    const visitor = await t.send(promotions.list);
    expect(visitor.error).toBe(0);
    expect(visitor.data.current).toBeNull();
    expect(visitor.data.promotions.map((p) => [p.bonus_percent, p.max_bonus, p.min_deposit])).toEqual([
      [50, 500, 100],
      [10, 1000, 300],
      [20, 2000, 500],
    ]);
    const m = await member();
    const [welcome, daily] = visitor.data.promotions;
    const takes = await Promise.all(Array.from({ length: 20 }, () => t.send(promotions.take, { promotion_id: welcome!.id }, m.token)));
    expect(takes.filter((take) => take.error === 0)).toHaveLength(1);
    expect(takes.every((take) => [0, 2631].includes(take.error))).toBe(true);
    const other = await t.send(promotions.take, { promotion_id: daily!.id }, m.token);
    expect(other.error).toBe(2631);
    expect(other.message).toContain('สมาชิกใหม่ รับโบนัส 50%');
    expect((await t.send(promotions.take, { promotion_id: 999 }, m.token)).error).toBe(2632);
    expect((await t.send(promotions.list, {}, m.token)).data.current).toMatchObject({ status: 'waiting', promotion: { id: welcome!.id } });
  });

  it('pays the bonus with the next qualifying deposit, capped, with its turnover; a smaller deposit waits', async () => {
    t = await testPlatform(START);
    const m = await member();
    const [welcome] = (await t.send(promotions.list)).data.promotions;
    expect((await t.send(promotions.take, { promotion_id: welcome!.id }, m.token)).error).toBe(0);

    await deposit(m, 50); // under the 100 baht minimum: nothing yet
    expect(await balance(m.bonus)).toBe(0);
    const paid = await deposit(m, 2_000); // 50% of 2,000.xx is past the 500 cap
    expect(paid).toBeGreaterThan(200_000);
    expect(await balance(m.bonus)).toBe(50_000);
    const mine = await t.send(promotions.mine, {}, m.token);
    expect(mine.data.current).toMatchObject({ status: 'paid', bonus: 500, turnover: { required: 2_500, done: 0, left: 2_500 } });

    // Stakes count towards it.
    const lobby = await t.send(lotto.lobby);
    const round = lobby.data.categories.find((category) => category.code === 'hanoi_special')!.rounds[0]!.round_id;
    expect(
      (await t.send(lotto.billCreate, { round_id: round, lines: [{ bet_type: 'two_top', number: '12', amount: 100 }] }, m.token)).error,
    ).toBe(0);
    expect((await t.send(promotions.mine, {}, m.token)).data.current!.turnover).toEqual({ required: 2_500, done: 100, left: 2_400 });
    // Still in play: another cannot be taken.
    expect((await t.send(promotions.take, { promotion_id: welcome!.id }, m.token)).error).toBe(2631);
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });

  it('a waiting promotion can be given up, then the deposit pays no bonus and another can be taken', async () => {
    t = await testPlatform(START);
    const m = await member();
    const [welcome, daily] = (await t.send(promotions.list)).data.promotions;
    await t.send(promotions.take, { promotion_id: welcome!.id }, m.token);
    const cancelled = await t.send(promotions.cancel, {}, m.token);
    expect(cancelled.data).toMatchObject({ current: null, history: [{ status: 'cancelled' }] });
    expect((await t.send(promotions.cancel, {}, m.token)).error).toBe(2633);
    await deposit(m, 500);
    expect(await balance(m.bonus)).toBe(0);
    expect((await t.send(promotions.take, { promotion_id: daily!.id }, m.token)).error).toBe(0);
  });
});
