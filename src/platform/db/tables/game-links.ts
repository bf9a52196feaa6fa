// From 0002 (Kysely): games
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'game_links';

export interface GameLinksTable {
  id: Generated<number>;
  token_hash: string;
  game_id: number;
  /** null on a demo link */
  member_id: number | null;
  /** null on a demo link */
  wallet_id: number | null;
  demo_seed_id: number | null;
  /** A demo link's play chips, in satang; never money */
  demo_chips: number | null;
  created_at: number;
  expires_at: number;
}

export const columns = {
  id: 'integer generated',
  token_hash: 'text required',
  game_id: 'integer required',
  member_id: 'integer nullable',
  wallet_id: 'integer nullable',
  demo_seed_id: 'integer nullable',
  demo_chips: 'integer nullable',
  created_at: 'integer required',
  expires_at: 'integer required',
} satisfies Columns<GameLinksTable>;

export type PartialDB = { [tableName]: GameLinksTable };
