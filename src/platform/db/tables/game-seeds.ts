// From 0002 (Kysely): games
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'game_seeds';

export interface GameSeedsTable {
  id: Generated<number>;
  /** null: a demo link's seed */
  member_id: number | null;
  /** Secret until revealed */
  server_seed: string;
  /** SHA-256 of server_seed, shown before play */
  server_seed_hash: string;
  client_seed: string;
  /** Rounds played with this pair */
  nonce: Generated<number>;
  created_at: number;
  revealed_at: number | null;
}

export const columns = {
  id: 'integer generated',
  member_id: 'integer nullable',
  server_seed: 'text required',
  server_seed_hash: 'text required',
  client_seed: 'text required',
  nonce: 'integer generated',
  created_at: 'integer required',
  revealed_at: 'integer nullable',
} satisfies Columns<GameSeedsTable>;

export type PartialDB = { [tableName]: GameSeedsTable };
