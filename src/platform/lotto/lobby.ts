// The lotto lobby, the busiest read: only what it shows (categories' names, rounds without their
// draw texts), with every category's next round in one query.
import type { DatabaseSync } from 'node:sqlite';
import { all } from '../db/database.ts';
import { ROUND_VIEW_COLUMNS, roundView, type CategoryName, type RoundViewRow } from './rounds.ts';

function lobbyCategories(db: DatabaseSync): CategoryName[] {
  return all<CategoryName>(db, 'SELECT id, code, name, kind FROM lotto_categories WHERE active = 1 ORDER BY sort, id');
}

function roundsOpenAt(db: DatabaseSync, now: number): RoundViewRow[] {
  return all<RoundViewRow>(
    db,
    `SELECT ${ROUND_VIEW_COLUMNS} FROM lotto_rounds WHERE state = 'pending' AND open_at <= ? AND close_at > ? ORDER BY close_at, id`,
    now,
    now,
  );
}

/** Each active category's next round to open (by category id). */
function nextRounds(db: DatabaseSync, now: number): Map<number, RoundViewRow> {
  const rows = all<RoundViewRow>(
    db,
    `SELECT ${ROUND_VIEW_COLUMNS} FROM lotto_rounds WHERE id IN (
       SELECT (SELECT n.id FROM lotto_rounds n WHERE n.category_id = c.id AND n.state = 'pending' AND n.open_at > ?
               ORDER BY n.open_at, n.id LIMIT 1)
       FROM lotto_categories c WHERE c.active = 1)`,
    now,
  );
  return new Map(rows.map((round) => [round.category_id, round]));
}

/** Every active category with its open rounds and the next round to open. */
export function lobbyView(db: DatabaseSync, now: number) {
  const open = roundsOpenAt(db, now);
  const next = nextRounds(db, now);
  return lobbyCategories(db).map((category) => {
    const following = next.get(category.id);
    return {
      category_id: category.id,
      code: category.code,
      name: category.name,
      kind: category.kind,
      rounds: open.filter((round) => round.category_id === category.id).map((round) => roundView(round, category, now)),
      next_round: following ? roundView(following, category, now) : null,
    };
  });
}
