// The government lottery's past draws (government-results.ts): settled rounds with the officially
// published numbers, so a new site's results page has the history members look up. Only draws
// whose result time has passed; a round already there for a date (made or entered by the
// operator) is left as it is. No bills: nobody bet on them here.
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import type { SeedStep } from '../db/seed.ts';
import { type Category, occurrences, roundName, scheduleSchema, type StoredResult } from '../lotto/index.ts';

import { GOVERNMENT_RESULTS } from './government-results.ts';

/** One line of government-results.ts as the round's stored result. */
function storedResult(line: string): { date: string; result: StoredResult } {
  const [date, firstPrize, fronts, backs, twoBottom] = line.split(' ') as [string, string, string, string, string];
  return {
    date,
    result: {
      three_top: firstPrize.slice(3),
      two_bottom: twoBottom,
      three_front: fronts.split(','),
      three_bottom: backs.split(','),
      detail: { first_prize: firstPrize },
    },
  };
}

export const governmentHistory: SeedStep = {
  name: 'government lottery past results',
  async run(db: Db) {
    const category = (await db.selectFrom('lotto_categories').selectAll().where('kind', '=', 'government').executeTakeFirst()) as
      Category | undefined;
    if (!category) return;
    const draws = GOVERNMENT_RESULTS.map(storedResult);
    const results = new Map(draws.map((draw) => [draw.date, draw.result]));
    // The category's own schedule gives each past draw the close and result times a live round has.
    const schedule = scheduleSchema.parse(JSON.parse(category.schedule));
    const now = nowMs(db);
    for (const occurrence of occurrences(schedule, draws[0]!.date, draws.at(-1)!.date, new Set(results.keys()))) {
      if (occurrence.result_at > now) continue;
      const result = JSON.stringify(results.get(occurrence.draw_date));
      await db
        .insertInto('lotto_rounds')
        .values({
          category_id: category.id,
          draw_date: occurrence.draw_date,
          seq: occurrence.seq,
          name: roundName(category, occurrence.draw_date, occurrence.seq),
          open_at: occurrence.open_at,
          close_at: occurrence.close_at,
          result_at: occurrence.result_at,
          draw: null,
          commit_text: null,
          commit_hash: null,
          state: 'settled',
          result,
          result_source: 'operator',
          settled_at: occurrence.result_at,
        })
        .onConflict((conflict) => conflict.columns(['category_id', 'draw_date', 'seq']).doNothing())
        .execute();
    }
  },
};
