// The prize wheel (both engines): 3 free spins a day, then spins bought with points (the point tab
// after one), 20 spins at once never past what the member has, every prize paid as it says, every
// spin recomputed from its revealed seed, the board's names masked; and the pick by weight holding
// its weights over 10,000 draws (chi-square).
import { afterEach, describe, expect, it } from 'vitest';
import * as wheel from '../../../src/contract/endpoints/rewards/wheel.ts';
import { floatsFrom, roundDigest } from '../../../src/rules/games/fair.ts';
import { maskName } from '../../../src/rules/masked-name.ts';
import { pickPrize } from '../../../src/rules/rewards/wheel-prize.ts';
import { unbalancedWallets } from '../../../src/platform/money/ledger.ts';
import { movePoints } from '../../../src/platform/money/points.ts';
import { registeredMember, testPlatform, type TestPlatform } from './helpers.ts';

const START = '2026-11-21T03:00:00.000Z';

let t: TestPlatform;
afterEach(() => t?.close());

const member = (fullName = 'สมหญิง ใจงาม') => registeredMember(t, { full_name: fullName });

const spin = (token: string, paid_with?: 'points' | 'free') => t.send(wheel.spinV2, paid_with ? { paid_with } : {}, token);

describe('pickPrize', () => {
  it('lands on each prize as often as its weight says over 10,000 draws (chi-square, 7 degrees of freedom)', async () => {
    const weights = [14, 20, 22, 10, 5, 16, 11, 2];
    const counts = weights.map(() => 0);
    for (let nonce = 0; nonce < 10_000; nonce++) {
      const [float] = floatsFrom(await roundDigest('chi-square-server-seed', 'chi-square-client', nonce));
      counts[pickPrize(weights, float!)]!++;
    }
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const chiSquare = weights.reduce((sum, weight, index) => {
      const expected = (10_000 * weight) / total;
      return sum + (counts[index]! - expected) ** 2 / expected;
    }, 0);
    expect(chiSquare).toBeLessThan(24.32); // p = 0.001
  });

  it('maps the ends of [0, 1) to the first and last prizes, and refuses what is not a wheel', () => {
    expect(pickPrize([1, 1, 2], 0)).toBe(0);
    expect(pickPrize([1, 1, 2], 0.4999)).toBe(1);
    expect(pickPrize([1, 1, 2], 0.9999999)).toBe(2);
    expect(() => pickPrize([], 0.5)).toThrow();
    expect(() => pickPrize([1], 1)).toThrow();
  });
});

describe('the wheel', () => {
  it('3 free spins a day, then points (the point tab); every spin pays its prize and verifies from its revealed seed', async () => {
    t = await testPlatform(START);
    const m = await member();
    const config = await t.send(wheel.configV2, {}, m.token);
    expect(config.data).toMatchObject({ setting: { spin_cost_points: 50, daily_free_spins: 3 }, free_spins: 3, points: 0 });
    expect(config.data.prizes).toHaveLength(8);
    expect(config.data.seed.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);

    const results = [];
    for (let i = 0; i < 3; i++) {
      const answer = await spin(m.token);
      expect(answer.error, answer.message).toBe(0);
      expect(answer.data.tab).toBe(1);
      expect(answer.data.spin.server_seed).toBeNull(); // never the seed in play
      results.push(answer.data);
    }
    const won = results.filter((result) => result.spin.prize.kind === 'free_spins').length;
    expect(results.at(-1)!.free_spins).toBe(won);
    // Won spins are spun too, and a won spin may win another: spin until none is left.
    for (let left = won; left > 0;) {
      const answer = await spin(m.token);
      expect(answer.error).toBe(0);
      left = answer.data.free_spins;
    }
    const none = await spin(m.token);
    expect(none).toMatchObject({ error: 2641, data: null });

    // Points: 50 a spin; not enough is refused and moves nothing.
    // Points won on the free spins may already cover 50: a dearer spin shows the refusal either way.
    await t.rows("UPDATE settings SET value = '100000' WHERE key = 'wheel.spin_cost_points'");
    expect((await spin(m.token, 'points')).error).toBe(2101);
    await t.rows("UPDATE settings SET value = '50' WHERE key = 'wheel.spin_cost_points'");
    await movePoints(t.db, m.id, 500, 'test', 'test:top-up');
    const bought = await spin(m.token, 'points');
    expect(bought.error, bought.message).toBe(0);
    expect(bought.data).toMatchObject({ tab: 2, spin: { paid_with: 'points' } });

    // What was paid is what the prizes say.
    const spins = (await t.send(wheel.spins, {}, m.token)).data;
    const credits = spins.filter((row) => row.prize.kind === 'credit').reduce((sum, row) => sum + row.prize.amount * 100, 0);
    const points = spins.filter((row) => row.prize.kind === 'points').reduce((sum, row) => sum + row.prize.amount, 0);
    const free = await t.row<{ balance: number }>('SELECT w.balance FROM wallets w WHERE w.member_id = ? AND w.wallet_type_id = 3', m.id);
    expect(Number(free!.balance)).toBe(credits);
    expect(bought.data.points).toBe(500 - 50 + points);

    // Rotate: the old seed is revealed and every spin recomputes to its prize.
    const rotated = await t.send(wheel.rotateSeed, {}, m.token);
    expect(rotated.error).toBe(0);
    const history = (await t.send(wheel.spins, {}, m.token)).data;
    expect(history.length).toBe(spins.length);
    for (const row of history) {
      expect(row.server_seed).toEqual(rotated.data.revealed.server_seed);
      const [float] = floatsFrom(await roundDigest(row.server_seed!, row.client_seed, row.nonce));
      expect(pickPrize(row.weights, float!)).toBe(row.prize_index);
    }
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });

  it('20 free spins at once: exactly the free spins there are, the rest refused', async () => {
    t = await testPlatform(START);
    const m = await member();
    const answers = await Promise.all(Array.from({ length: 20 }, () => spin(m.token)));
    const ok = answers.filter((answer) => answer.error === 0);
    const wonSpins = ok.filter((answer) => answer.data.spin.prize.kind === 'free_spins').length;
    expect(ok.length).toBeGreaterThanOrEqual(3);
    expect(ok.length).toBeLessThanOrEqual(3 + wonSpins);
    expect(answers.every((answer) => [0, 2641].includes(answer.error))).toBe(true);
    const used = await t.row<{ n: number }>("SELECT COUNT(*) AS n FROM wheel_spins WHERE member_id = ? AND paid_with = 'daily'", m.id);
    expect(Number(used!.n)).toBe(3);
  });

  it("the board lists others' prizes with names masked as everywhere (ab***yz), never 'nothing'", async () => {
    t = await testPlatform(START);
    const m = await member('ประเสริฐ มั่งมี');
    for (let i = 0; i < 3; i++) await spin(m.token);
    const board = (await t.send(wheel.board, {}, m.token)).data;
    expect(board.every((entry) => entry.name === 'ปร***มี' && entry.prize !== 'เสียใจด้วย')).toBe(true);
    expect(maskName('  Anna Smith ')).toBe('An***th');
  });
});
