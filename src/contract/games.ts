// Games (SPEC.md sections 3, 4 and 7): the lobby's categories, a game as the game calls answer it,
// and the lobby's lists. Shared by the platform (to answer) and the browser (to check answers).
import { z } from 'zod/mini';

/** The categories of the lobby (`/lobby/{name}`), in the order members see them. */
export const GAME_CATEGORIES = ['casino', 'slot', 'fishing', 'sport', 'freespin'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** How many games a list holds when the caller names no limit (SPEC.md section 7). */
export const GAME_LIST_DEFAULT_LIMIT = 60;
export const GAME_LIST_MAX_LIMIT = 200;

/** A game as `game/list` and `game/lobby` answer it: ids are strings on the wire (SPEC.md 3). */
export const gameSchema = z.object({
  game_id: z.string(),
  provider_id: z.string(),
  sub_provider_id: z.string(),
  source: z.string(),
  name: z.string(),
  provider_name: z.string(),
  category: z.enum(GAME_CATEGORIES),
  thumbnail: z.string(),
  hot: z.boolean(),
  /** A demo link may be asked for (play chips, no wallet). */
  is_demo: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;
