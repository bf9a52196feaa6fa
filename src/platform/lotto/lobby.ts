// The lotto lobby, the busiest read: only what it shows (categories' names, rounds without their
// draw texts), with every category's next round in one query.
import type { Db } from '../db/database.ts';
import { ROUND_VIEW_COLUMNS, roundView, type CategoryName, type RoundViewRow } from './rounds.ts';

async function lobbyCategories(db: Db): Promise<CategoryName[]> {
  return (await db
    .selectFrom('lotto_categories')
    .select(['id', 'code', 'name', 'kind'])
    .where('active', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute()) as CategoryName[];
}

async function roundsOpenAt(db: Db, now: number): Promise<RoundViewRow[]> {
  return (await db
    .selectFrom('lotto_rounds')
    .select(ROUND_VIEW_COLUMNS)
    .where('state', '=', 'pending')
    .where('open_at', '<=', now)
    .where('close_at', '>', now)
    .orderBy('close_at')
    .orderBy('id')
    .execute()) as RoundViewRow[];
}

/** Each active category's next round to open (by category id). */
async function nextRounds(db: Db, now: number): Promise<Map<number, RoundViewRow>> {
  const rows = (await db
    .selectFrom('lotto_rounds')
    .select(ROUND_VIEW_COLUMNS)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('lotto_categories as c')
        .select((sub) =>
          sub
            .selectFrom('lotto_rounds as n')
            .select('n.id')
            .whereRef('n.category_id', '=', 'c.id')
            .where('n.state', '=', 'pending')
            .where('n.open_at', '>', now)
            .orderBy('n.open_at')
            .orderBy('n.id')
            .limit(1)
            .as('next_id'),
        )
        .where('c.active', '=', 1),
    )
    .execute()) as RoundViewRow[];
  return new Map(rows.map((round) => [round.category_id, round]));
}

/** Every active category with its open rounds and the next round to open. */
export async function lobbyView(db: Db, now: number) {
  const open = await roundsOpenAt(db, now);
  const next = await nextRounds(db, now);
  return (await lobbyCategories(db)).map((category) => {
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
