// The lotto lobby, the busiest read: only what it shows (categories' names, rounds without their
// draw texts), with every category's next round in one query.
import type { Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import { ROUND_VIEW_COLUMNS, roundView, type CategoryName, type RoundViewRow } from './rounds.ts';

const lobbyCategories = prepared(0, (db) =>
  db.selectFrom('lotto_categories').select(['id', 'code', 'name', 'kind']).where('active', '=', 1).orderBy('sort').orderBy('id'),
);

const roundsOpenAt = prepared(1, (db, now: number) =>
  db
    .selectFrom('lotto_rounds')
    .select(ROUND_VIEW_COLUMNS)
    .where('state', '=', 'pending')
    .where('open_at', '<=', now)
    .where('close_at', '>', now)
    .orderBy('close_at')
    .orderBy('id'),
);

/** Each active category's next round to open. */
const nextRounds = prepared(1, (db, now: number) =>
  db
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
    ),
);

/** The numbers reduced or closed on every round of a category, or on one round (round_id). */
const restrictedRows = prepared(0, (db) =>
  db
    .selectFrom('lotto_number_rules')
    .select(['category_id', 'round_id', 'number'])
    .distinct()
    .where((eb) =>
      eb.or([eb('round_id', 'is', null), eb('round_id', 'in', eb.selectFrom('lotto_rounds').select('id').where('state', '=', 'pending'))]),
    )
    .orderBy('number'),
);

/** How many numbers the lobby card's notice lists (the round page lists them all). */
const NOTICE_NUMBERS = 8;

function restrictedOf(rows: { category_id: number; round_id: number | null; number: string }[], round: RoundViewRow): string[] {
  const numbers = rows
    .filter((row) => row.category_id === round.category_id && (row.round_id === null || row.round_id === round.id))
    .map((row) => row.number);
  return [...new Set(numbers)].slice(0, NOTICE_NUMBERS);
}

/** Every active category with its open rounds (each with its เลขอั้น notice) and the next round to open. */
export async function lobbyView(db: Db, now: number) {
  const open = (await roundsOpenAt(db, now)) as RoundViewRow[];
  const rules = (await restrictedRows(db)) as { category_id: number; round_id: number | null; number: string }[];
  const next = new Map(((await nextRounds(db, now)) as RoundViewRow[]).map((round) => [round.category_id, round]));
  return ((await lobbyCategories(db)) as CategoryName[]).map((category) => {
    const following = next.get(category.id);
    return {
      category_id: category.id,
      code: category.code,
      name: category.name,
      kind: category.kind,
      rounds: open
        .filter((round) => round.category_id === category.id)
        .map((round) => ({ ...roundView(round, category, now), restricted: restrictedOf(rules, round) })),
      next_round: following ? roundView(following, category, now) : null,
    };
  });
}
