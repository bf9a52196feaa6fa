// A result alert on the e2e database, made by the platform's own clock part (result-watch.ts): two
// result sources configured for the round's category for one pass, answering different numbers for
// its draw date through a fake fetch (no network), then the setting put back. With `after-confirmed`:
// the two agree first and confirm by themselves (the round paid), then the second answers otherwise.
// Usage: node tests/e2e/raise-result-alert.mjs <data dir> <round id> [after-confirmed]
import { createPlatform } from '../../src/platform/index.ts';
import { watchResults } from '../../src/platform/lotto/result-watch.ts';
import { categoryOf, findRound } from '../../src/platform/lotto/rounds.ts';
import { getSetting, setSetting } from '../../src/platform/settings.ts';

const [dataDir, roundId, mode] = process.argv.slice(2);
const afterConfirmed = mode === 'after-confirmed';
const platform = await createPlatform({ dataDir });
try {
  const { db } = platform;
  const round = await findRound(db, Number(roundId));
  const category = await categoryOf(db, round.category_id);
  const mapping = { date: 'date', four_top: 'four_top', two_bottom: 'two_bottom' };
  // Loopback's discard port: should the site's own clock ask these sources in the moment they are set,
  // its real fetch is refused at once, and nothing leaves the machine (no name to look up either).
  const source = (name) => ({ name, adapter: 'json', url: `http://127.0.0.1:9/${name}/{date}.json`, mapping });
  const answers = {
    'source-a': { four_top: '5123', two_bottom: '45' },
    'source-b': { four_top: afterConfirmed ? '5123' : '5124', two_bottom: '45' },
  };
  /** @type {import('../../src/platform/lotto/result-sources/adapter.ts').ResultFetch} */
  const fetch = async (url) => {
    const [, name, file] = new URL(url).pathname.split('/');
    const answer = answers[name];
    if (!answer || file !== `${round.draw_date}.json`) return { ok: false, status: 404, json: async () => null };
    return { ok: true, status: 200, json: async () => ({ date: round.draw_date, ...answer }) };
  };
  const before = await getSetting(db, 'lotto.result_sources');
  await setSetting(db, 'lotto.result_sources', {
    ...before,
    [category.code]: { sources: [source('source-a'), source('source-b')], auto_confirm: afterConfirmed ? 1 : 0 },
  });
  try {
    await watchResults(db, fetch);
    if (afterConfirmed) {
      answers['source-b'] = { four_top: '5124', two_bottom: '45' };
      await watchResults(db, fetch);
    }
  } finally {
    await setSetting(db, 'lotto.result_sources', before);
  }
} finally {
  await platform.close();
}
