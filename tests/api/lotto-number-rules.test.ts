// What a member can read before typing a number (issue 22, items 5 and 6): every category's hot and
// closed numbers come with the rates, a round's with its limit; a Yeekee round's answer carries its
// shot count and the platform's minimum, a round of another kind neither.
import { describe, expect, it } from 'vitest';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import { Member } from './client.ts';
import { AGENT_ID, openRound } from './lotto-helpers.ts';

const visitor = new Member();

describe('hot and closed numbers before betting', () => {
  it('come with every category of the rates answer, hot ones with the rate they pay', async () => {
    const answer = await visitor.send(lotto.rates, { agent_id: AGENT_ID });
    expect(answer.body.error).toBe(0);
    const categories = answer.body.data;
    expect(categories.length).toBeGreaterThan(0);
    const government = categories.find((category) => category.code === 'government')!;
    const threeTop = government.bet_types.find((bet) => bet.bet_type === 'three_top')!.rate;
    // The seeded rules (platform/seed/lotto.ts): hot pays half the bet type's rate.
    expect(government.hot).toEqual(
      expect.arrayContaining([
        { bet_type: 'three_top', number: '555', rate: threeTop / 2 },
        { bet_type: 'three_top', number: '789', rate: threeTop / 2 },
      ]),
    );
    expect(government.closed).toEqual(expect.arrayContaining([{ bet_type: 'three_top', number: '999' }]));
    for (const category of categories) {
      const offered = new Set(category.bet_types.map((bet) => bet.bet_type));
      for (const rule of [...category.hot, ...category.closed]) expect(offered.has(rule.bet_type), category.code).toBe(true);
    }
  });

  it("are the ones an open round's limit answer lists (no round of its own has more)", async () => {
    const round = await openRound(['government', 'hanoi_normal', 'lao']);
    const limit = (await visitor.send(lotto.limit, { round_id: round.round_id })).body.data;
    const rates = (await visitor.send(lotto.rates, { agent_id: AGENT_ID, category_id: round.category_id })).body.data;
    expect(rates).toHaveLength(1);
    expect(rates[0]!.hot).toEqual(limit.hot);
    expect(rates[0]!.closed).toEqual(limit.closed);
  });
});

describe("a round's shots", () => {
  it('a Yeekee round answers its shot count and the minimum from the settings; another round neither', async () => {
    const rounds = (await visitor.send(lotto.rounds)).body.data;
    const yeekee = rounds.find((round) => round.is_yeekee)!;
    const other = rounds.find((round) => !round.is_yeekee)!;
    expect(yeekee, 'a Yeekee round').toBeDefined();

    const detail = (await visitor.send(lotto.round, { round_id: yeekee.round_id })).body.data;
    const list = (await visitor.send(lotto.shotList, { round_id: yeekee.round_id })).body.data;
    expect(detail.min_shots).toBe(20);
    expect(detail.min_shots).toBe(list.min_shots);
    expect(detail.shot_count).toBe(list.count);

    const plain = (await visitor.send(lotto.round, { round_id: other.round_id })).body.data;
    expect(plain).not.toHaveProperty('shot_count');
    expect(plain).not.toHaveProperty('min_shots');
  });
});
