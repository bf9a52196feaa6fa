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

/** How long a game link opens its game (minutes): long enough for a sitting, then launch again. */
export const GAME_LINK_MINUTES = 120;

/** The play chips a demo link starts with (baht): never money, never a wallet. */
export const DEMO_CHIPS_BAHT = 10_000;

/** The slot machine's line bets (baht per line); a spin stakes one on each of the 9 lines. */
export const SLOT_LINE_BETS = [0.1, 0.2, 0.5, 1, 2, 5, 10] as const;

/** The baccarat table's chips (baht) and limits: whole baht, per side and per hand. */
export const BACCARAT_CHIPS = [10, 50, 100, 500, 1000] as const;
export const BACCARAT_MIN_HAND = 10;
export const BACCARAT_MAX_SIDE = 10_000;

/** How many past rounds the verify panel lists. */
export const GAME_ROUNDS_SHOWN = 20;

/** A client seed the member chooses: 1-64 letters, digits, dashes or underscores. */
export const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

/** The selected game (SPEC.md section 3): what the launcher opens. */
export interface SelectedGame {
  game_id: string;
  provider_id: string;
  sub_provider_id: string;
  source: string;
  /** Play with demo chips (no wallet) rather than money. */
  is_demo: boolean;
  /** Shown in the launcher's bar. */
  name: string;
}
