// The government lottery's official results from an archive: one draw a line, as the seed ships
// them (seed/government-results.ts) and as `npm run operator -- results import <file>` takes them
// to bring a site up to date offline. Each draw becomes a settled round (no bills: nobody bet on
// it here) whose result names the archive it came from, which members read under the numbers.
// A round already there for a draw date is left as it is.
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { recordOfficialResult } from './official-results.ts';
import type { StoredResult } from './results.ts';
import { roundName, type Category } from './rounds.ts';
import { occurrences, scheduleSchema } from './schedule.ts';

/** The archive the seed's draws come from (seed/government-results.ts), named for members. */
export const GOVERNMENT_ARCHIVE_SOURCE = 'คลังผลสลากกินแบ่งรัฐบาล thai-lotto-archive (รวบรวมจาก kapook.com และ sanook.com)';
/** An imported file's draws when the operator names no source. */
export const IMPORTED_ARCHIVE_SOURCE = 'ไฟล์ผลสลากกินแบ่งรัฐบาลที่ผู้ดูแลระบบนำเข้า';

export interface ArchiveDraw {
  date: string;
  result: StoredResult;
}

/** A file that is not an archive of draws: nothing of it is taken. */
export class ArchiveRefused extends Error {}

// Draw date, first prize, the two 3-digit prefixes, the two 3-digit suffixes, the 2-digit prize.
const LINE = /^(\d{4}-\d{2}-\d{2}) (\d{6}) (\d{3}),(\d{3}) (\d{3}),(\d{3}) (\d{2})$/;
const FORMAT = 'YYYY-MM-DD, first prize (6 digits), two 3-digit prefixes a,b, two 3-digit suffixes a,b, the 2-digit prize';

const realDate = (date: string) => new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

/** One line of the archive as a round's stored result, or null when it is not one. */
export function archiveDraw(line: string): ArchiveDraw | null {
  const match = LINE.exec(line.trim());
  if (!match || !realDate(match[1]!)) return null;
  const [, date, firstPrize, front1, front2, back1, back2, twoBottom] = match as unknown as string[];
  return {
    date: date!,
    result: {
      three_top: firstPrize!.slice(3),
      two_bottom: twoBottom!,
      three_front: [front1!, front2!],
      three_bottom: [back1!, back2!],
      detail: { first_prize: firstPrize! },
    },
  };
}

/** Every draw of an archive file (blank lines and # comments skipped), or the first problem, by line. */
export function parseArchive(text: string): ArchiveDraw[] {
  const draws: ArchiveDraw[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const draw = archiveDraw(line);
    if (!draw)
      throw new ArchiveRefused(
        `line ${index + 1} is not a draw ("${line.slice(0, 60)}"): expected ${FORMAT}, e.g. 2026-05-16 107387 091,298 602,716 08`,
      );
    if (seen.has(draw.date)) throw new ArchiveRefused(`line ${index + 1}: the draw of ${draw.date} is in the file twice`);
    seen.add(draw.date);
    draws.push(draw);
  }
  if (draws.length === 0) throw new ArchiveRefused(`no draw in the file: expected one a line, ${FORMAT}`);
  return draws.sort((a, b) => a.date.localeCompare(b.date));
}

export interface ArchiveReport {
  added: { round_id: number; date: string }[];
  /** Dates that already had a round (settled, refunded, or waiting for its result on the desk). */
  kept: { round_id: number; date: string; state: string }[];
}

/**
 * The draws as settled rounds of the category, with `source` named on each result. A draw whose
 * result time has not come is refused (nothing written; the seed skips it instead). `enteredBy`:
 * logged as who entered these official results (none for the seed).
 */
export async function settleArchiveDraws(
  db: Db,
  category: Category,
  draws: ArchiveDraw[],
  source: string,
  enteredBy: string | null,
  future: 'refuse' | 'skip' = 'refuse',
): Promise<ArchiveReport> {
  const report: ArchiveReport = { added: [], kept: [] };
  if (draws.length === 0) return report;
  const results = new Map(draws.map((draw) => [draw.date, draw.result]));
  // The category's own schedule gives each draw the close and result times a live round has.
  const schedule = scheduleSchema.parse(JSON.parse(category.schedule));
  const now = nowMs(db);
  const all = occurrences(schedule, draws[0]!.date, draws.at(-1)!.date, new Set(results.keys()));
  const found = all.filter((occurrence) => occurrence.result_at <= now);
  const early = all.find((occurrence) => occurrence.result_at > now);
  if (early && future === 'refuse')
    throw new ArchiveRefused(`the draw of ${early.draw_date} has not come yet: a result is taken from its draw time on`);
  if (found.length === 0) return report;
  const existing = await db
    .selectFrom('lotto_rounds')
    .select(['id', 'draw_date', 'state'])
    .where('category_id', '=', category.id)
    .where(
      'draw_date',
      'in',
      found.map((occurrence) => occurrence.draw_date),
    )
    .execute();
  for (const occurrence of found) {
    const there = existing.find((round) => round.draw_date === occurrence.draw_date);
    if (there) {
      report.kept.push({ round_id: there.id, date: there.draw_date, state: there.state });
      continue;
    }
    const result = { ...results.get(occurrence.draw_date)!, archive: source };
    const { id } = await db
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
        result: JSON.stringify(result),
        result_source: 'operator',
        settled_at: occurrence.result_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (enteredBy !== null) {
      const { archive: _source, detail: _detail, ...entered } = result;
      await recordOfficialResult(db, id, entered as Parameters<typeof recordOfficialResult>[2], enteredBy, now);
    }
    report.added.push({ round_id: id, date: occurrence.draw_date });
  }
  return report;
}
