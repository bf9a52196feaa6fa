// Yeekee shooter bonuses over HTTP (issue 27): when a round settles from its shots, the 1st and the
// 16th shooters who staked at least the set amount on it are credited (200 and 400 baht by
// default), once, however many settle the round at the same moment; each gets an inbox message
// written with the credit; the round's result and page show who got what.
import { describe, expect, it } from 'vitest';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import { Member } from './client.ts';
import { THAI, extraYeekeeRound, mainBalance, newMember, operator, peek, placeBill } from './lotto-helpers.ts';

const shoot = (member: Member, roundId: number, number: string) => member.send(lotto.shoot, { round_id: roundId, number });

describe('Yeekee shooter bonuses', () => {
  it('pays the 1st and 16th shooters who staked enough, once, under parallel settlement', async () => {
    const shooters = await Promise.all(Array.from({ length: 20 }, (_, i) => newMember(`โบนัส ยิงเลข${String.fromCharCode(0x0e01 + i)}`)));
    const round = await extraYeekeeRound(15);
    // Shot in this order: the last is the 1st (newest), the fifth the 16th.
    const numbers = Array.from({ length: 20 }, () => String(Math.floor(Math.random() * 100_000)).padStart(5, '0'));
    for (const [i, number] of numbers.entries()) expect((await shoot(shooters[i]!, round.round_id, number)).body.error).toBe(0);
    const first = shooters[19]!;
    const sixteenth = shooters[4]!;
    const second = shooters[18]!;
    const sum = numbers.reduce((total, number) => total + Number(number), 0);
    const lastFive = String((sum - Number(numbers[4])) % 100_000).padStart(5, '0');
    // Lines that lose (another 3-top, not a hot or closed one): only the bonuses change the balances.
    const losing = ['123', '456'].find((number) => number !== lastFive.slice(2))!;
    await placeBill(first, round.round_id, [{ bet_type: 'three_top', number: losing, amount: 100 }]);
    // The 16th's stakes count over both bills.
    await placeBill(sixteenth, round.round_id, [{ bet_type: 'three_top', number: losing, amount: 60 }]);
    await placeBill(sixteenth, round.round_id, [{ bet_type: 'three_top', number: losing, amount: 40 }]);
    // The 2nd shooter staked more, but the 2nd is no bonus rank.
    await placeBill(second, round.round_id, [{ bet_type: 'three_top', number: losing, amount: 500 }]);

    // Before the result, the round tells members the terms, and its page says them.
    const detail = await new Member().send(lotto.round, { round_id: round.round_id });
    expect(detail.body.data.shooter_bonus).toEqual({ first: 200, sixteenth: 400, min_stake: 100 });
    const open = await (await fetch(`${first.baseUrl}/lotto/${round.round_id}`)).text();
    expect(open).toContain('data-testid="shooter-bonus-terms"');
    expect(open).toContain('ลำดับที่ 16 รับ ฿400.00');

    // Four operators settle the round at once (and members' calls run the clock tick meanwhile).
    const settles = await Promise.allSettled([
      ...Array.from({ length: 4 }, () => operator('settle', String(round.round_id))),
      new Member().send(lotto.rounds, { category_id: round.category_id }),
    ]);
    const settled = settles.slice(0, 4).filter((outcome) => outcome.status === 'fulfilled');
    expect(settled).toHaveLength(1);
    for (const outcome of settles.slice(0, 4))
      if (outcome.status === 'rejected') expect(String((outcome.reason as { stderr?: string }).stderr)).toContain('3006');
    // Another run, later, pays nothing either.
    await expect(operator('settle', String(round.round_id))).rejects.toMatchObject({ code: 1 });

    const rows = await peek<{ idempotency_key: string; amount: number; type: string }>(
      'SELECT idempotency_key, amount, type FROM ledger WHERE idempotency_key LIKE ? ORDER BY idempotency_key',
      `yeekee_shooter:${round.round_id}:%`,
    );
    expect(rows.map((row) => [row.idempotency_key, Number(row.amount), row.type])).toEqual([
      [`yeekee_shooter:${round.round_id}:1`, 20_000, 'bonus'],
      [`yeekee_shooter:${round.round_id}:16`, 40_000, 'bonus'],
    ]);
    expect(await mainBalance(first)).toBe(1000 - 100 + 200);
    expect(await mainBalance(sixteenth)).toBe(1000 - 100 + 400);
    expect(await mainBalance(second)).toBe(1000 - 500);

    // Each got its message, written with the credit.
    const inbox = await peek<{ ref: string; kind: string; title: string }>(
      'SELECT ref, kind, title FROM inbox_messages WHERE ref LIKE ? ORDER BY ref',
      `yeekee_shooter:${round.round_id}:%`,
    );
    expect(inbox.map((row) => [row.ref, row.kind])).toEqual([
      [`yeekee_shooter:${round.round_id}:1`, 'bonus'],
      [`yeekee_shooter:${round.round_id}:16`, 'bonus'],
    ]);
    for (const row of inbox) expect(row.title).toMatch(THAI);

    // The round's result says who got what (masked names), and so does its page.
    const result = await new Member().send(lotto.result, { round_id: round.round_id });
    expect(result.body.data.shooter_bonuses).toEqual([
      { rank: 1, name: expect.stringMatching(/\*\*\*/), amount: 200 },
      { rank: 16, name: expect.stringMatching(/\*\*\*/), amount: 400 },
    ]);
    const page = await (await fetch(`${first.baseUrl}/lotto/${round.round_id}`)).text();
    expect(page).toContain('data-testid="shooter-bonuses"');
    expect(page).toContain('โบนัสผู้ยิงเลข');
    expect(page).toContain('฿400.00');
    // The result worked out is on the page the server drew (it does not push the list down later).
    expect(page).toContain('data-testid="yeekee-arithmetic"');
  }, 120_000);
});
