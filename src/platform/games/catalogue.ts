// The game catalogue as the game calls answer it: lists by provider and category, a category's
// providers (the lobby's tabs), the lobby's lists (the member's recently played, the hot ones, one
// per category). Ids travel as strings (SPEC.md section 3).
import { GAME_CATEGORIES, GAME_LIST_DEFAULT_LIMIT, type Game, type GameCategory } from '../../contract/games/games.ts';
import type { Db } from '../db/database.ts';
import { fail } from '../errors.ts';

/** Every game row a list shows, with its provider's name; active games of active providers only. */
function activeGames(db: Db) {
  return db
    .selectFrom('games as g')
    .innerJoin('game_providers as p', 'p.code', 'g.provider_code')
    .select(['g.id', 'g.code', 'g.provider_code', 'g.category', 'g.name', 'g.thumbnail', 'g.hot', 'g.demo', 'p.name as provider_name'])
    .where('g.active', '=', 1)
    .where('p.active', '=', 1);
}

type GameRow = Awaited<ReturnType<ReturnType<typeof activeGames>['execute']>>[number];

/** The source the spec's selected game carries: the provider is the embedded platform itself. */
const SOURCE = 'r999';

export function gameView(row: GameRow): Game {
  return {
    game_id: row.code,
    provider_id: row.provider_code,
    sub_provider_id: '',
    source: SOURCE,
    name: row.name,
    provider_name: row.provider_name,
    category: row.category,
    thumbnail: row.thumbnail,
    hot: row.hot === 1,
    is_demo: row.demo === 1,
  };
}

export interface GameFilter {
  provider?: string;
  category?: GameCategory;
  limit?: number;
}

/** game/list: by provider and category, in the operator's order, at most `limit` (default 60). */
export async function listGames(db: Db, filter: GameFilter = {}): Promise<Game[]> {
  const rows = await activeGames(db)
    .$if(filter.provider !== undefined, (query) => query.where('g.provider_code', '=', filter.provider!))
    .$if(filter.category !== undefined, (query) => query.where('g.category', '=', filter.category!))
    .orderBy('g.sort_order')
    .orderBy('g.id')
    .limit(filter.limit ?? GAME_LIST_DEFAULT_LIMIT)
    .execute();
  return rows.map(gameView);
}

/** lobby/configs: a category's name and its providers with how many games each has there. */
export async function lobbyConfig(db: Db, category: GameCategory) {
  const providers = await db
    .selectFrom('game_providers as p')
    .innerJoin('games as g', 'g.provider_code', 'p.code')
    .select((eb) => ['p.code', 'p.name', 'p.sort_order', eb.fn.countAll<number>().as('games')])
    .where('p.active', '=', 1)
    .where('g.active', '=', 1)
    .where('g.category', '=', category)
    .groupBy(['p.code', 'p.name', 'p.sort_order'])
    .orderBy('p.sort_order')
    .orderBy('p.code')
    .execute();
  return {
    lobby_key: category,
    providers: providers.map((provider) => ({ provider_id: provider.code, name: provider.name, games: Number(provider.games) })),
  };
}

/** How many recently played games the lobby shows. */
const LAST_PLAYED = 12;

/** The member's recently played games, the last played first. */
async function lastPlayed(db: Db, memberId: number): Promise<Game[]> {
  const recent = await db
    .selectFrom('game_rounds')
    .select((eb) => ['game_id', eb.fn.max('id').as('last')])
    .where('member_id', '=', memberId)
    .groupBy('game_id')
    .orderBy('last', 'desc')
    .limit(LAST_PLAYED)
    .execute();
  if (recent.length === 0) return [];
  const rows = await activeGames(db)
    .where(
      'g.id',
      'in',
      recent.map((round) => round.game_id),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return recent.flatMap((round) => {
    const row = byId.get(round.game_id);
    return row ? [gameView(row)] : [];
  });
}

/** game/lobby: the lists of SPEC.md section 3. */
export async function gameLobby(db: Db, memberId: number | null) {
  const games = (await activeGames(db).orderBy('g.sort_order').orderBy('g.id').execute()).map((row) => ({ row, view: gameView(row) }));
  const lists = Object.fromEntries(
    GAME_CATEGORIES.map((category) => [category, games.filter((game) => game.row.category === category).map((game) => game.view)]),
  ) as Record<GameCategory, Game[]>;
  return {
    last: memberId === null ? [] : await lastPlayed(db, memberId),
    hot: games.filter((game) => game.row.hot === 1).map((game) => game.view),
    ...lists,
  };
}

/** The operator opens or closes a game: a closed one is in no list and its links are refused. */
export async function setGameActive(db: Db, code: string, active: boolean): Promise<void> {
  const { numUpdatedRows } = await db
    .updateTable('games')
    .set({ active: active ? 1 : 0 })
    .where('code', '=', code)
    .executeTakeFirst();
  if (numUpdatedRows === 0n) fail('GAME_NOT_FOUND');
}

/** The operator opens or closes a provider: all its games leave the lists and their links are refused. */
export async function setProviderActive(db: Db, code: string, active: boolean): Promise<void> {
  const { numUpdatedRows } = await db
    .updateTable('game_providers')
    .set({ active: active ? 1 : 0 })
    .where('code', '=', code)
    .executeTakeFirst();
  if (numUpdatedRows === 0n) fail('GAME_PROVIDER_NOT_FOUND');
}
