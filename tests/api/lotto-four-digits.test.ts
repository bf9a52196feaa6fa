// Four-digit bets over HTTP (issue 27): only the categories whose draw has four digits (Lao, Hanoi)
// offer 4 ตัวบน and 4 ตัวโต๊ด, at their rates; their lines are checked like any other.
import { describe, expect, it } from 'vitest';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import { Member } from './client.ts';
import { expectRefusedLines, newMember, openRound, validate } from './lotto-helpers.ts';

describe('four-digit bets', () => {
  it('are offered by Lao and Hanoi at their rates, and by no other category', async () => {
    const answer = await new Member().send(lotto.rates, { agent_id: 33 });
    expect(answer.body.error).toBe(0);
    for (const category of answer.body.data) {
      const four = category.bet_types.filter((bet) => bet.digits === 4);
      if (category.kind === 'lao' || category.kind === 'hanoi')
        expect(
          four.map(({ bet_type, name, rate }) => [bet_type, name, rate]),
          category.code,
        ).toEqual([
          ['four_top', '4 ตัวบน', 5000],
          ['four_tod', '4 ตัวโต๊ด', 200],
        ]);
      else expect(four, category.code).toEqual([]);
    }
  });

  it('checks four-digit lines on a Lao or Hanoi round and refuses them elsewhere', async () => {
    const member = await newMember();
    const round = await openRound(['lao', 'hanoi_normal']);
    const checked = await validate(member, round.round_id, [
      { bet_type: 'four_top', number: '0427', amount: 5 },
      { bet_type: 'four_tod', number: '7240', amount: 5 },
    ]);
    expect(checked.body.error, checked.body.message).toBe(0);
    expect(checked.body.data.lines.map((line) => [line.number, line.rate])).toEqual([
      ['0427', 5000],
      ['0247', 200],
    ]);

    const refused = expectRefusedLines(
      await validate(member, round.round_id, [
        { bet_type: 'four_tod', number: '2222', amount: 5 },
        { bet_type: 'four_top', number: '427', amount: 5 },
        { bet_type: 'four_top', number: '1234', amount: 5 },
      ]),
      [3022, 3021, 0],
    );
    expect(refused.map((line) => line.message)).toEqual(['เลขตอง 2222 แทง 4 ตัวโต๊ดไม่ได้', '4 ตัวบน ต้องเป็นตัวเลข 4 หลัก', '']);

    const government = await openRound(['government'], 60_000);
    expectRefusedLines(await validate(member, government.round_id, [{ bet_type: 'four_top', number: '1234', amount: 5 }]), [3020]);
  });
});
