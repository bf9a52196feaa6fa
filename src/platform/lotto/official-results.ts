// Official results: numbers of an outside draw (the government lottery, or a category the operator
// marked external) entered by the operator. Each entry is logged, append-only, with who entered
// it and when; members see when, and that the site's staff entered it (not the operator's name).
import type { DatabaseSync } from 'node:sqlite';
import { one, run } from '../db/database.ts';
import type { DrawResult } from './bet-types.ts';
import type { RoundRow } from './rounds.ts';

/** Who entered an official result, as members read it. */
export const OFFICIAL_ENTERED_BY = 'ผู้ดูแลระบบ';

export function recordOfficialResult(db: DatabaseSync, roundId: number, result: DrawResult, enteredBy: string, at: number): void {
  run(
    db,
    'INSERT INTO lotto_official_results (round_id, result, entered_by, entered_at) VALUES (?, ?, ?, ?)',
    roundId,
    JSON.stringify(result),
    enteredBy,
    at,
  );
}

/** When an official result was entered, for the result view (rounds settled before the log: their settle time). */
export function officialEntry(db: DatabaseSync, round: RoundRow): { entered_at: string; entered_by: string } {
  const logged = one<{ entered_at: number }>(db, 'SELECT entered_at FROM lotto_official_results WHERE round_id = ?', round.id);
  return { entered_at: new Date(logged?.entered_at ?? round.settled_at ?? round.result_at).toISOString(), entered_by: OFFICIAL_ENTERED_BY };
}
