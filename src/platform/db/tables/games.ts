// From 0002 (Kysely): games
import type { Generated } from 'kysely';
import type { Columns, Flag } from '../columns.ts';

export const tableName = 'games';

export type GameCategory = 'casino' | 'slot' | 'fishing' | 'sport' | 'freespin';

/** The embedded platform's game engines (migration 0014-game-engines). */
export type GameEngine = 'slot' | 'baccarat' | 'freespin' | 'dragon_tiger' | 'fishing' | 'football';

export interface GamesTable {
  id: Generated<number>;
  /** The game_id on the wire */
  code: string;
  provider_code: string;
  category: GameCategory;
  name: string;
  /** A path on our own origin */
  thumbnail: string;
  engine: GameEngine;
  hot: Generated<Flag>;
  /** 1: a demo link may be asked for */
  demo: Generated<Flag>;
  sort_order: Generated<number>;
  active: Generated<Flag>;
}

export const columns = {
  id: 'integer generated',
  code: 'text required',
  provider_code: 'text required',
  category: 'text required',
  name: 'text required',
  thumbnail: 'text required',
  engine: 'text required',
  hot: 'integer generated',
  demo: 'integer generated',
  sort_order: 'integer generated',
  active: 'integer generated',
} satisfies Columns<GamesTable>;

export type PartialDB = { [tableName]: GamesTable };
