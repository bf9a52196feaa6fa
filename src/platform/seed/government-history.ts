// The government lottery's past draws (government-results.ts): settled rounds with the officially
// published numbers, so a new site's results page has the history members look up, each naming
// the archive it came from. Only draws whose result time has passed; a round already there for a
// date (made or entered by the operator) is left as it is. No bills: nobody bet on them here.
import type { Db } from '../db/database.ts';
import type { SeedStep } from '../db/seed.ts';
import { archiveDraw, GOVERNMENT_ARCHIVE_SOURCE, settleArchiveDraws, type Category } from '../lotto/index.ts';

import { GOVERNMENT_RESULTS } from './government-results.ts';

export const governmentHistory: SeedStep = {
  name: 'government lottery past results',
  async run(db: Db) {
    const category = (await db.selectFrom('lotto_categories').selectAll().where('kind', '=', 'government').executeTakeFirst()) as
      Category | undefined;
    if (!category) return;
    const draws = GOVERNMENT_RESULTS.map((line) => archiveDraw(line)!);
    await settleArchiveDraws(db, category, draws, GOVERNMENT_ARCHIVE_SOURCE, null, 'skip');
  },
};
