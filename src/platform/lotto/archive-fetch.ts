// The government archive brought up to date from the configured result sources (result-sources/):
// each draw since the newest official one whose result time has passed and that has no round yet
// is asked of every government source; a draw the answering sources agree on becomes a settled
// round naming them, as `results import` does from a file (archive.ts). A draw no source answers,
// or on which they disagree, is left out and reported (`results import` still brings it).
import { nowMs } from '../db/clock.ts';
import { contextOf, tx, type Db, type DbContext } from '../db/database.ts';
import { log } from '../log.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import { getSetting } from '../settings.ts';
import { settleArchiveDraws, type ArchiveDraw } from './archive.ts';
import { drawsSince, SOURCES_ENTERED_BY } from './official-results.ts';
import type { ResultFetch } from './result-sources/adapter.ts';
import { askSource, resultKey } from './result-sources/index.ts';
import type { Category } from './rounds.ts';

/** At most this many draws a pass: a site years behind catches up over a few passes. */
const DRAWS_PER_PASS = 24;

export async function fetchArchive(db: Db, fetch: ResultFetch, actor: Actor) {
  const report = { added: [] as { round_id: number; date: string }[], unanswered: [] as string[], disagreed: [] as string[], source: '' };
  const sources = (await getSetting(db, 'lotto.result_sources')).government?.sources ?? [];
  const category = (await db.selectFrom('lotto_categories').selectAll().where('kind', '=', 'government').executeTakeFirst()) as
    Category | undefined;
  if (sources.length === 0 || !category) return report;
  const latest = await db
    .selectFrom('lotto_rounds')
    .select('draw_date')
    .where('category_id', '=', category.id)
    .where('state', '=', 'settled')
    .where('result_source', '=', 'operator')
    .orderBy('result_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return report;
  const made = new Set(
    (
      await db
        .selectFrom('lotto_rounds')
        .select('draw_date')
        .where('category_id', '=', category.id)
        .where('draw_date', '>', latest.draw_date)
        .execute()
    ).map((round) => round.draw_date),
  );
  const dates = (await drawsSince(db, category, latest.draw_date)).filter((date) => !made.has(date)).slice(0, DRAWS_PER_PASS);
  const draws: ArchiveDraw[] = [];
  const names = new Set<string>();
  for (const date of dates) {
    const answers = await Promise.all(
      sources.map(async (source) => ({ source: source.name, ...(await askSource(fetch, source, 'government', date)) })),
    );
    const results = answers.flatMap((answer) =>
      'result' in answer && answer.result ? [{ source: answer.source, result: answer.result }] : [],
    );
    if (results.length === 0) report.unanswered.push(date);
    else if (new Set(results.map((answer) => resultKey(answer.result))).size > 1) report.disagreed.push(date);
    else {
      draws.push({ date, result: results[0]!.result });
      for (const answer of results) names.add(answer.source);
    }
  }
  report.source = `${SOURCES_ENTERED_BY} (${[...names].join(' + ')})`.slice(0, 120);
  if (draws.length === 0) return report;
  const settled = await tx(
    db,
    async (trx) => {
      const done = await settleArchiveDraws(trx, category, draws, report.source, actor.name, 'skip');
      await recordAudit(trx, contextOf(trx).now, {
        actor,
        action: 'lotto.results.import',
        targetKind: 'lotto_category',
        targetId: category.code,
        before: null,
        after: {
          source: report.source,
          draws: draws.length,
          added: done.added.map((round) => round.date),
          unanswered: report.unanswered,
          disagreed: report.disagreed,
        },
        reason: null,
      });
      return done;
    },
    // Beside the clock's round making: a round is made once, by either.
    { queue: 'lotto-rounds-made' },
  );
  return { ...report, added: settled.added };
}

/** When each platform last brought its archive up to date (platform time), for the clock. */
const lastPass = new WeakMap<DbContext, number>();
const CLOCK_ACTOR: Actor = { staffId: null, name: SOURCES_ENTERED_BY, role: 'operator', address: 'auto' };

/** The clock's part: at most one pass an hour, and none while no government source is configured. */
export async function archiveTick(db: Db, fetch: ResultFetch): Promise<void> {
  const now = nowMs(db);
  const last = lastPass.get(contextOf(db));
  if (last !== undefined && now >= last && now - last < 3600_000) return;
  lastPass.set(contextOf(db), now);
  const report = await fetchArchive(db, fetch, CLOCK_ACTOR);
  if (report.unanswered.length + report.disagreed.length > 0)
    log.warn({ unanswered: report.unanswered, disagreed: report.disagreed }, 'government draws the result sources did not bring');
}
