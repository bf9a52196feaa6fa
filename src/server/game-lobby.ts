// What the game lobby pages (/lobby, /lobby/{category}, /play) render with: the platform's game
// calls (SPEC.md section 7) asked on the server with the member's session, so the first paint
// holds the games. Each list is null when its call failed (the page says so, nothing breaks).
import type { AstroCookies } from 'astro';
import { z } from 'zod/mini';
import { GAME_CATEGORIES, gameSchema, type Game, type GameCategory } from '../contract/games.ts';
import { serverApi } from './gateway.ts';
import { readSession } from './session-cookie.ts';

const lobbyListsSchema = z.object({
  last: z.array(gameSchema),
  hot: z.array(gameSchema),
  ...Object.fromEntries(GAME_CATEGORIES.map((category) => [category, z.array(gameSchema)])),
});
export type LobbyLists = { last: Game[]; hot: Game[] } & Record<GameCategory, Game[]>;

const configsSchema = z.object({ providers: z.array(z.object({ provider_id: z.string(), name: z.string(), games: z.number() })) });
export type LobbyProvider = z.infer<typeof configsSchema>['providers'][number];

async function ask<T>(path: string, schema: z.ZodMiniType<T>, token?: string): Promise<T | null> {
  const answer = await serverApi<unknown>({ method: 'GET', path, token });
  const parsed = schema.safeParse(answer?.data);
  return parsed.success ? parsed.data : null;
}

/** game/lobby: the member's recently played, the hot games and one list per category. */
export const lobbyLists = (cookies: AstroCookies) =>
  ask('/api/game/lobby', lobbyListsSchema, readSession(cookies)) as Promise<LobbyLists | null>;

/** A category's games (game/list, the default limit) and its providers (lobby/configs). */
export async function categoryGames(category: GameCategory): Promise<{ games: Game[]; providers: LobbyProvider[] } | null> {
  const [games, configs] = await Promise.all([
    ask(`/api/game/list?category=${category}`, z.array(gameSchema)),
    ask(`/api/lobby/configs?lobby_key=${category}`, configsSchema),
  ]);
  return games && configs ? { games, providers: configs.providers } : null;
}

export const isGameCategory = (name: string): name is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(name);
