// Results by lottery type, and the government lottery's history a new site ships with: the
// officially published numbers of past draws (src/platform/seed/government-results.ts).
import { describe, expect, it } from 'vitest';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import { Member } from './client.ts';

async function categoryId(code: string): Promise<number> {
  const rates = await new Member().send(lotto.rates, { agent_id: 33 });
  return rates.body.data.find((category) => category.code === code)!.category_id;
}

describe('lotto results', () => {
  it('a fresh site answers past government draws with their published numbers', async () => {
    const answer = await new Member().send(lotto.results, { agent_id: 33, date: '2020-09-01' });
    expect(answer.body.error).toBe(0);
    const government = answer.body.data.filter((result) => result.category_code === 'government');
    expect(government).toHaveLength(1);
    expect(government[0]).toMatchObject({
      draw_date: '2020-09-01',
      status: 'settled',
      three_top: '997',
      two_bottom: '98',
      three_front: ['636', '725'],
      three_bottom: ['342', '957'],
      detail: { first_prize: '999997' },
      source: 'official',
    });
    // No draw on a day the Government Lottery Office did not draw (April 2020 was suspended).
    const none = await new Member().send(lotto.results, { agent_id: 33, date: '2020-04-16' });
    expect(none.body.data.filter((result) => result.category_code === 'government')).toEqual([]);
  });

  it('browses one lottery type: its recent results, newest first, and only that type', async () => {
    const government = await categoryId('government');
    const answer = await new Member().send(lotto.results, { agent_id: 33, category_id: government });
    expect(answer.body.error).toBe(0);
    const results = answer.body.data;
    expect(results).toHaveLength(30);
    expect(results.every((result) => result.category_id === government)).toBe(true);
    const times = results.map((result) => Date.parse(result.result_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Without a type, still the latest result of each category: one government result.
    const latest = await new Member().send(lotto.results, { agent_id: 33 });
    expect(latest.body.data.filter((result) => result.category_id === government)).toHaveLength(1);
  });
});
