// Official results: numbers of an outside draw (the government lottery, or a category the operator
// marked external) entered by the operator. Each entry is logged, append-only, with who entered
// it and when; members see when, and that the site's staff entered it (not the operator's name).
// The results page also says which draws since the newest have no official result yet.
import { addDays, bangkokDay } from '../../rules/bangkok-calendar.ts';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import type { DrawResult } from './bet-types.ts';
import { listCategories, type Category, type RoundRow } from './rounds.ts';
import { occurrences, scheduleSchema } from './schedule.ts';

/** Who entered an official result, as members read it. */
export const OFFICIAL_ENTERED_BY = 'ผู้ดูแลระบบ';

export async function recordOfficialResult(db: Db, roundId: number, result: DrawResult, enteredBy: string, at: number): Promise<void> {
  await db
    .insertInto('lotto_official_results')
    .values({ round_id: roundId, result: JSON.stringify(result), entered_by: enteredBy, entered_at: at })
    .execute();
}

/** Who enters a result the result sources agreed on (result-watch.ts), followed by their names. */
export const SOURCES_ENTERED_BY = 'แหล่งผลอัตโนมัติ';

/**
 * When an official result was entered, for the result view (rounds settled before the log: their
 * settle time); one the result sources brought names them as its source.
 */
export async function officialEntry(db: Db, round: RoundRow): Promise<{ entered_at: string; entered_by: string; source?: string }> {
  const logged = await db
    .selectFrom('lotto_official_results')
    .select(['entered_at', 'entered_by'])
    .where('round_id', '=', round.id)
    .executeTakeFirst();
  return {
    entered_at: new Date(logged?.entered_at ?? round.settled_at ?? round.result_at).toISOString(),
    entered_by: OFFICIAL_ENTERED_BY,
    ...(logged?.entered_by.startsWith(SOURCES_ENTERED_BY) ? { source: logged.entered_by } : {}),
  };
}

/** The category's draw dates after `since` whose result time has passed (Bangkok dates, oldest first). */
export async function drawsSince(db: Db, category: Category, since: string): Promise<string[]> {
  const now = nowMs(db);
  const dates = await db.selectFrom('lotto_draw_dates').select('draw_date').where('category_id', '=', category.id).execute();
  const schedule = scheduleSchema.parse(JSON.parse(category.schedule));
  return occurrences(schedule, addDays(since, 1), bangkokDay(now), new Set(dates.map((row) => row.draw_date)))
    .filter((occurrence) => occurrence.result_at <= now)
    .map((occurrence) => occurrence.draw_date);
}

/**
 * Each outside draw's official results as the site has them: the newest (its date, and the archive
 * it came from when it was not entered at the desk), and the draws since whose result time has
 * passed with no official result received (the first one's date, and how many).
 */
export async function officialStatus(db: Db) {
  const status = [];
  for (const category of (await listCategories(db)).filter((entry) => entry.draw_source === 'external')) {
    const latest = await db
      .selectFrom('lotto_rounds')
      .select(['draw_date', 'result'])
      .where('category_id', '=', category.id)
      .where('state', '=', 'settled')
      .where('result_source', '=', 'operator')
      .orderBy('result_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const missing = latest ? await drawsSince(db, category, latest.draw_date) : [];
    status.push({
      category_id: category.id,
      category_name: category.name,
      latest_draw_date: latest?.draw_date ?? null,
      source: latest ? ((JSON.parse(latest.result ?? '{}') as { archive?: string }).archive ?? null) : null,
      missing_since: missing[0] ?? null,
      missing_draws: missing.length,
    });
  }
  return status;
}
