// Results as members read them: the numbers, where they came from, and the revealed commitment
// (sha256(commit_text) = the commit_hash published before betting opened).
import type { DatabaseSync } from 'node:sqlite';
import { nowMs } from '../db/clock.ts';
import { all } from '../db/database.ts';
import type { DrawResult } from './bet-types.ts';
import { officialEntry } from './official-results.ts';
import { categoryOf, roundIdentity, roundStatus, type Category, type RoundRow } from './rounds.ts';
import type { YeekeeArithmetic } from './yeekee.ts';

/** Where a settled round's numbers came from, as lotto_rounds.result_source stores it. */
export type ResultSource = 'draw' | 'operator' | 'shots';

/** What lotto_rounds.result holds: written by settlement.ts, read here. */
export interface StoredResult extends Partial<DrawResult> {
  detail?: Record<string, string>;
  yeekee?: YeekeeArithmetic;
}

/** Where a result came from, as members read it. */
export type ResultViewSource = 'draw' | 'official' | 'shots' | 'refund';

const VIEW_SOURCE: Record<NonNullable<RoundRow['result_source']>, ResultViewSource> = {
  draw: 'draw',
  operator: 'official',
  shots: 'shots',
  refund: 'refund',
};

export function resultView(db: DatabaseSync, round: RoundRow, category: Category, now = round.settled_at ?? 0) {
  const stored = (round.result ? JSON.parse(round.result) : {}) as StoredResult;
  const source = VIEW_SOURCE[round.result_source ?? 'draw'];
  return {
    ...roundIdentity(round, category),
    result_at: new Date(round.result_at).toISOString(),
    status: roundStatus(round, now),
    three_top: stored.three_top ?? null,
    two_bottom: stored.two_bottom ?? null,
    three_front: stored.three_front ?? [],
    three_bottom: stored.three_bottom ?? [],
    detail: stored.detail ?? null,
    source,
    // An official result: when it was entered, and that the site's staff entered it.
    official: source === 'official' ? officialEntry(db, round) : null,
    // The commitment covers the draw fixed before betting opened: once the round is over its text
    // is revealed, so a member can check sha256(commit_text) = commit_hash.
    commit_hash: round.commit_hash,
    commit_text: round.state === 'pending' ? null : round.commit_text,
    yeekee: stored.yeekee ?? null,
  };
}

export interface ResultFilter {
  date?: string;
  category_id?: number;
}

/** Every result of a draw date, or (no date) the latest result of each category. */
export function listResults(db: DatabaseSync, filter: ResultFilter) {
  const now = nowMs(db);
  const rounds = filter.date
    ? all<RoundRow>(
        db,
        `SELECT r.* FROM lotto_rounds r JOIN lotto_categories c ON c.id = r.category_id
         WHERE r.state <> 'pending' AND r.draw_date = ? AND (? IS NULL OR r.category_id = ?)
         ORDER BY c.sort, r.seq DESC`,
        filter.date,
        filter.category_id ?? null,
        filter.category_id ?? null,
      )
    : all<RoundRow>(
        db,
        `SELECT r.* FROM lotto_rounds r JOIN lotto_categories c ON c.id = r.category_id
         WHERE r.id IN (
           SELECT (SELECT id FROM lotto_rounds x WHERE x.category_id = c2.id AND x.state <> 'pending' ORDER BY x.result_at DESC, x.id DESC LIMIT 1)
           FROM lotto_categories c2 WHERE c2.active = 1 AND (? IS NULL OR c2.id = ?)
         )
         ORDER BY c.sort`,
        filter.category_id ?? null,
        filter.category_id ?? null,
      );
  const categories = new Map<number, Category>();
  return rounds.map((round) => {
    const category = categories.get(round.category_id) ?? categoryOf(db, round.category_id);
    categories.set(category.id, category);
    return resultView(db, round, category, now);
  });
}
