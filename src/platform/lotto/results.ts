// Results as members read them: the numbers, where they came from, and the revealed commitment
// (sha256(commit_text) = the commit_hash published before betting opened).
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import type { DrawResult } from './bet-types.ts';
import { officialEntry } from './official-results.ts';
import { categoryOf, roundIdentity, roundStatus, type Category, type RoundRow } from './rounds.ts';
import type { ShooterBonus } from './shooter-bonus.ts';
import type { YeekeeArithmetic } from './yeekee.ts';

/** Where a settled round's numbers came from, as lotto_rounds.result_source stores it. */
export type ResultSource = 'draw' | 'operator' | 'shots';

/** What lotto_rounds.result holds: written by settlement.ts, read here. */
export interface StoredResult extends Partial<DrawResult> {
  detail?: Record<string, string>;
  yeekee?: YeekeeArithmetic;
  /** Yeekee: the shooter bonuses paid when it settled. */
  shooter_bonuses?: ShooterBonus[];
  /** A voided round: why, as staff typed it (members read it). */
  void_reason?: string;
  /** An official result taken from an archive (archive.ts): the archive's name, as members read it. */
  archive?: string;
}

/** Where a result came from, as members read it. */
export type ResultViewSource = 'draw' | 'official' | 'shots' | 'refund';

const VIEW_SOURCE: Record<NonNullable<RoundRow['result_source']>, ResultViewSource> = {
  draw: 'draw',
  operator: 'official',
  shots: 'shots',
  refund: 'refund',
};

export async function resultView(db: Db, round: RoundRow, category: Category, now = round.settled_at ?? 0) {
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
    four_top: stored.four_top ?? null,
    detail: stored.detail ?? null,
    source,
    // An official result: when it was entered, and that the site's staff entered it.
    official: source === 'official' ? { ...(await officialEntry(db, round)), ...(stored.archive ? { source: stored.archive } : {}) } : null,
    // The commitment covers the draw fixed before betting opened: once the round is over its text
    // is revealed, so a member can check sha256(commit_text) = commit_hash.
    commit_hash: round.commit_hash,
    commit_text: round.state === 'pending' ? null : round.commit_text,
    yeekee: stored.yeekee ?? null,
    ...(stored.shooter_bonuses ? { shooter_bonuses: stored.shooter_bonuses } : {}),
    void_reason: stored.void_reason ?? null,
  };
}

export interface ResultFilter {
  date?: string;
  category_id?: number;
}

/** How many past results one lottery type shows when browsed by type (no date). */
const CATEGORY_HISTORY = 30;

/**
 * The settled rounds a filter asks for: every one of a draw date (of one category, with
 * category_id); without a date, one category's last CATEGORY_HISTORY (browsing by lottery type),
 * newest first, or else the latest of each category.
 */
function resultRounds(db: Db, filter: ResultFilter): Promise<RoundRow[]> {
  // Not a past draw a site made up when it started (settled from its own draw with no commitment,
  // never open for betting, older sites have them): only results bet on, or official ones.
  const settled = db
    .selectFrom('lotto_rounds as r')
    .innerJoin('lotto_categories as c', 'c.id', 'r.category_id')
    .selectAll('r')
    .where('r.state', '<>', 'pending')
    .where((eb) => eb.or([eb('r.result_source', '<>', 'draw'), eb('r.commit_hash', 'is not', null)]));
  if (filter.date)
    return settled
      .where('r.draw_date', '=', filter.date)
      .$if(filter.category_id !== undefined, (query) => query.where('r.category_id', '=', filter.category_id!))
      .orderBy('c.sort')
      .orderBy('r.seq', 'desc')
      .orderBy('r.id', 'desc')
      .execute() as Promise<RoundRow[]>;
  if (filter.category_id !== undefined)
    return settled
      .where('r.category_id', '=', filter.category_id)
      .orderBy('r.result_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(CATEGORY_HISTORY)
      .execute() as Promise<RoundRow[]>;
  return settled
    .where('r.id', 'in', (eb) =>
      eb
        .selectFrom('lotto_categories as c2')
        .select((sub) =>
          sub
            .selectFrom('lotto_rounds as x')
            .select('x.id')
            .whereRef('x.category_id', '=', 'c2.id')
            .where('x.state', '<>', 'pending')
            .where((eb) => eb.or([eb('x.result_source', '<>', 'draw'), eb('x.commit_hash', 'is not', null)]))
            .orderBy('x.result_at', 'desc')
            .orderBy('x.id', 'desc')
            .limit(1)
            .as('latest'),
        )
        .where('c2.active', '=', 1),
    )
    .orderBy('c.sort')
    .orderBy('r.id')
    .execute() as Promise<RoundRow[]>;
}

export async function listResults(db: Db, filter: ResultFilter) {
  const now = nowMs(db);
  const rounds = await resultRounds(db, filter);
  const categories = new Map<number, Category>();
  const views = [];
  for (const round of rounds) {
    const category = categories.get(round.category_id) ?? (await categoryOf(db, round.category_id));
    categories.set(category.id, category);
    views.push(await resultView(db, round, category, now));
  }
  return views;
}
