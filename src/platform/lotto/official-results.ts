// Official results: numbers of an outside draw (the government lottery, or a category the operator
// marked external) entered by the operator. Each entry is logged, append-only, with who entered
// it and when; members see when, and that the site's staff entered it (not the operator's name).
import type { Db } from '../db/database.ts';
import type { DrawResult } from './bet-types.ts';
import type { RoundRow } from './rounds.ts';

/** Who entered an official result, as members read it. */
export const OFFICIAL_ENTERED_BY = 'ผู้ดูแลระบบ';

export async function recordOfficialResult(db: Db, roundId: number, result: DrawResult, enteredBy: string, at: number): Promise<void> {
  await db
    .insertInto('lotto_official_results')
    .values({ round_id: roundId, result: JSON.stringify(result), entered_by: enteredBy, entered_at: at })
    .execute();
}

/** When an official result was entered, for the result view (rounds settled before the log: their settle time). */
export async function officialEntry(db: Db, round: RoundRow): Promise<{ entered_at: string; entered_by: string }> {
  const logged = await db.selectFrom('lotto_official_results').select('entered_at').where('round_id', '=', round.id).executeTakeFirst();
  return { entered_at: new Date(logged?.entered_at ?? round.settled_at ?? round.result_at).toISOString(), entered_by: OFFICIAL_ENTERED_BY };
}
