// The per-number house limit under a burst (issue 26, Scale), over HTTP on either engine: 200
// bills at once on one number, from a handful of members (so several bills of one member race for
// its wallet too), stop exactly at the number's limit, every other one refused per line in Thai,
// none answered "busy"; bills on the round's other numbers, sent in the same burst, all go through.
import { describe, expect, it } from 'vitest';
import * as adminRisk from '../../src/contract/endpoints/admin/admin-risk.ts';
import { enrolledStaff } from './admin-helpers.ts';
import { THAI, create, newMember, openRound } from './lotto-helpers.ts';

const HOUSE_LIMIT = 1000;
const STAKE = 10;
const HOT = '1';
const OTHERS = ['0', '2', '3', '4', '5', '6', '8', '9'];

describe('a house limit under 200 bills at once', () => {
  it('never passes by a satang, while bills on other numbers go through', async () => {
    const round = await openRound(['government', 'hanoi_normal', 'lao']);
    const risk = await enrolledStaff('risk');
    const set = await risk.client.send(adminRisk.riskLimits, {
      round_id: round.round_id,
      bet_type: 'run_bottom',
      house_number_max: HOUSE_LIMIT,
      member_number_max: HOUSE_LIMIT,
    });
    expect(set.body.error, set.body.message).toBe(0);
    const stakeOn = async (number: string) => {
      const grid = await risk.client.send(adminRisk.riskGrid, { round_id: String(round.round_id), bet_type: 'run_bottom' });
      expect(grid.body.error, grid.body.message).toBe(0);
      return grid.body.data.cells.find((cell) => cell.number === number)!.stake;
    };
    const before = await stakeOn(HOT);

    const members = await Promise.all(Array.from({ length: 5 }, () => newMember()));
    const line = (number: string) => [{ bet_type: 'run_bottom', number, amount: STAKE }];
    const onHot = Array.from({ length: 200 }, (_, at) => create(members[at % members.length]!, round.round_id, line(HOT)));
    const onOthers = Array.from({ length: 20 }, (_, at) =>
      create(members[at % members.length]!, round.round_id, line(OTHERS[at % OTHERS.length]!)),
    );
    const [hot, others] = await Promise.all([Promise.all(onHot), Promise.all(onOthers)]);

    const placed = hot.filter((answer) => answer.body.error === 0);
    expect(placed).toHaveLength((HOUSE_LIMIT - before) / STAKE);
    for (const refused of hot.filter((answer) => answer.body.error !== 0)) {
      // The bill refused for its line (3010), the line over the house limit (3027), in Thai: never BUSY.
      expect(refused.body.error, refused.body.message).toBe(3010);
      expect(refused.body.data.lines[0]!.code).toBe(3027);
      expect(refused.body.data.lines[0]!.message).toMatch(THAI);
    }
    expect(others.map((answer) => answer.body.error)).toEqual(Array(20).fill(0));
    expect(await stakeOn(HOT)).toBe(HOUSE_LIMIT);
  }, 120_000);
});
