// VIP tiers over HTTP (issue 27): a member's tier from their 30-day stakes, the round's rates and
// the builder's check carry the tier's addition, a bill locks the rate it got, and a later tier
// change leaves it: settlement pays the rate recorded on the line.
import { describe, expect, it } from 'vitest';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import { Member, birthDate, register, uniquePhone } from './client.ts';
import { billDetail, create, extraYeekeeRound, mainBalance, newMember, openRound, operator, placeBill, validate } from './lotto-helpers.ts';

async function vip(member: Member) {
  const answer = await member.send(lotto.vip);
  expect(answer.body.error, answer.body.message).toBe(0);
  return answer.body.data;
}

async function threeTopRate(member: Member, roundId: number): Promise<number> {
  const answer = await member.send(lotto.round, { round_id: roundId });
  expect(answer.body.error, answer.body.message).toBe(0);
  return answer.body.data.bet_types.find((bet) => bet.bet_type === 'three_top')!.rate;
}

/** Stakes `baht` (a multiple of 1,000) on distinct 2-top numbers of a round nobody settles here. */
async function stake(member: Member, roundId: number, baht: number, from: number): Promise<void> {
  const lines = Array.from({ length: baht / 1000 }, (_, i) => ({
    bet_type: 'two_top',
    number: String(from + i).padStart(2, '0'),
    amount: 1000,
  }));
  await placeBill(member, roundId, lines);
}

/** Twenty 5-digit shots and the 3-top they make (sum less the 16th newest), not a hot or closed number. */
function plannedShots(): { numbers: string[]; threeTop: string } {
  for (;;) {
    const numbers = Array.from({ length: 20 }, () => String(Math.floor(Math.random() * 100_000)).padStart(5, '0'));
    const sum = numbers.reduce((total, number) => total + Number(number), 0);
    const threeTop = String((sum - Number(numbers[4])) % 1000).padStart(3, '0');
    if (!['555', '789', '999'].includes(threeTop)) return { numbers, threeTop };
  }
}

describe('VIP tiers', () => {
  it('a tier from 30-day stakes adds to the rate; the bill keeps the rate it got after the tier changes', async () => {
    const visitor = await vip(new Member());
    expect(visitor.member).toBeNull();
    const [vip1, vip2] = visitor.tiers;
    expect(vip1).toMatchObject({ name: 'VIP1', min_stakes: 5_000 });
    expect(vip2).toMatchObject({ name: 'VIP2', min_stakes: 20_000 });
    const add1 = vip1!.add.find((add) => add.bet_type === 'three_top')!.rate;
    const add2 = vip2!.add.find((add) => add.bet_type === 'three_top')!.rate;
    expect(add2).toBeGreaterThan(add1);

    const phone = uniquePhone();
    const member = new Member();
    const registered = await register(member, {
      phone,
      password: 'secret-123',
      full_name: 'วีไอพี ทดสอบ',
      bank_code: 'SCB',
      bank_account: String(Math.floor(1e9 + Math.random() * 9e9)),
      birth_date: birthDate(30),
    });
    expect(registered.body.error, registered.body.message).toBe(0);
    expect((await vip(member)).member).toEqual({
      tier: null,
      stakes_30d: 0,
      next_tier: { name: 'VIP1', min_stakes: 5_000, missing: 5_000 },
    });
    await operator('credit', phone, '1', '30000');

    // The extra Yeekee round of this test: its rates for a visitor, then for the member as they climb.
    const round = await extraYeekeeRound(15);
    const base = await threeTopRate(new Member(), round.round_id);
    expect(await threeTopRate(member, round.round_id)).toBe(base);

    const kept = await openRound(['hanoi_normal', 'lao']);
    await stake(member, kept.round_id, 5_000, 10);
    expect((await vip(member)).member).toEqual({
      tier: 'VIP1',
      stakes_30d: 5_000,
      next_tier: { name: 'VIP2', min_stakes: 20_000, missing: 15_000 },
    });
    const vip1Rate = base + add1;
    expect(await threeTopRate(member, round.round_id)).toBe(vip1Rate);
    expect(await threeTopRate(new Member(), round.round_id)).toBe(base);
    const rates = await member.send(lotto.rates, { category_id: round.category_id });
    expect(rates.body.data[0]!.bet_types.find((bet) => bet.bet_type === 'three_top')).toMatchObject({
      rate: vip1Rate,
      vip_add: add1,
    });

    // Twenty members shoot; the result is known before the round closes, and the member bets on it.
    const shooters = await Promise.all(Array.from({ length: 20 }, (_, i) => newMember(`ยิงวีไอพี ${String.fromCharCode(0x0e01 + i)}`)));
    const { numbers, threeTop } = plannedShots();
    for (const [i, number] of numbers.entries()) {
      const shot = await shooters[i]!.send(lotto.shoot, { round_id: round.round_id, number });
      expect(shot.body.error, shot.body.message).toBe(0);
    }
    // The builder's check with the rate the member saw; a visitor's rate is refused as changed.
    const stale = await validate(member, round.round_id, [{ bet_type: 'three_top', number: threeTop, amount: 10, rate: base }]);
    expect(stale.body.data.lines[0]!.code).toBe(3029);
    const bill = await create(member, round.round_id, [{ bet_type: 'three_top', number: threeTop, amount: 10, rate: vip1Rate }]);
    expect(bill.body.error, bill.body.message).toBe(0);
    expect(bill.body.data.lines[0]!.rate).toBe(vip1Rate);

    // More stakes: VIP2. The round's rate rises for the member, the bill placed keeps its own.
    await stake(member, kept.round_id, 15_000, 40);
    expect((await vip(member)).member?.tier).toBe('VIP2');
    expect(await threeTopRate(member, round.round_id)).toBe(base + add2);
    const before = await mainBalance(member);

    expect(await operator('settle', String(round.round_id))).toMatch(/settled/);
    const detail = await billDetail(member, bill.body.data.bill_id);
    expect(detail.lines.map((line) => [line.result, line.rate, line.payout])).toEqual([['won', vip1Rate, 10 * vip1Rate]]);
    expect(await mainBalance(member)).toBe(before + 10 * vip1Rate);
  }, 120_000);
});
