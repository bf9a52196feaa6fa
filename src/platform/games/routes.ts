// The game calls of SPEC.md section 7: the catalogue (lobby tabs, lists, the lobby's lists) and
// the wallets a game may be played from.
import { gameListRequest, gameWalletsRequest, lobbyConfigsRequest } from '../../contract/games-requests.ts';
import type { Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { defineRoute, ok, type Route } from '../http.ts';
import { listWallets } from '../money/wallets.ts';
import { gameLobby, listGames, lobbyConfig } from './catalogue.ts';

/** The game a call names (by its code and its provider's), or GAME_NOT_FOUND. */
export async function findGame(db: Db, gameCode: string, providerCode: string) {
  const game = await db
    .selectFrom('games as g')
    .innerJoin('game_providers as p', 'p.code', 'g.provider_code')
    .select(['g.id', 'g.code', 'g.provider_code', 'g.engine', 'g.demo'])
    .where('g.code', '=', gameCode)
    .where('g.provider_code', '=', providerCode)
    .where('g.active', '=', 1)
    .where('p.active', '=', 1)
    .executeTakeFirst();
  return game ?? fail('GAME_NOT_FOUND');
}

export const gameRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/api/lobby/configs',
    auth: false,
    query: lobbyConfigsRequest,
    handle: async ({ db, query }) => ok(await lobbyConfig(db, query.lobby_key)),
  }),

  defineRoute({
    method: 'GET',
    path: '/api/game/list',
    auth: false,
    query: gameListRequest,
    handle: async ({ db, query }) => ok(await listGames(db, query)),
  }),

  defineRoute({
    method: 'GET',
    path: '/api/game/lobby',
    auth: 'optional',
    handle: async ({ db, session }) => ok(await gameLobby(db, session?.memberId ?? null)),
  }),

  defineRoute({
    method: 'POST',
    path: '/api/game/wallets',
    auth: true,
    body: gameWalletsRequest,
    async handle({ db, body, session }) {
      await findGame(db, body.game_id, body.provider_id);
      return ok(await listWallets(db, session.memberId));
    },
  }),
];
