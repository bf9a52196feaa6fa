// What the game lobby pages (/lobby, /lobby/{category}, /play) render with: the platform's game
// calls (SPEC.md section 7) asked on the server with the member's session, so the first paint
// holds the games. Each list is null when its call failed (the page says so, nothing breaks).
import type { AstroCookies } from 'astro';
import type { AnswerOf } from '../contract/endpoint.ts';
import * as games from '../contract/endpoints/games/games.ts';
import { GAME_CATEGORIES, type Game, type GameCategory } from '../contract/games/games.ts';
import { load } from './page-load.ts';

export type LobbyLists = { last: Game[]; hot: Game[] } & Record<GameCategory, Game[]>;
export type LobbyProvider = AnswerOf<typeof games.lobbyConfigs>['providers'][number];

/** game/lobby: the member's recently played, the hot games and one list per category. */
export const lobbyLists = async (cookies: AstroCookies) => (await load(games.lobby, { cookies })).data as LobbyLists | null;

/** A category's games (game/list, the default limit) and its providers (lobby/configs). */
export async function categoryGames(category: GameCategory): Promise<{ games: Game[]; providers: LobbyProvider[] } | null> {
  const [list, configs] = await Promise.all([
    load(games.list, { query: { category } }).then((loaded) => loaded.data),
    load(games.lobbyConfigs, { query: { lobby_key: category } }).then((loaded) => loaded.data),
  ]);
  return list && configs ? { games: list, providers: configs.providers } : null;
}

export const isGameCategory = (name: string): name is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(name);
