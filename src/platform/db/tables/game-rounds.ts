// From 0002 (Kysely): games
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'game_rounds';

export interface GameRoundsTable {
  id: Generated<number>;
  member_id: number;
  wallet_id: number;
  game_id: number;
  provider_code: string;
  seed_id: number;
  nonce: number;
  /** Satang */
  stake: number;
  /** Satang credited back, stake included (0: lost) */
  win: number;
  /** JSON: what the round showed */
  outcome: string;
  created_at: number;
}

export const columns = {
  id: 'integer generated',
  member_id: 'integer required',
  wallet_id: 'integer required',
  game_id: 'integer required',
  provider_code: 'text required',
  seed_id: 'integer required',
  nonce: 'integer required',
  stake: 'integer required',
  win: 'integer required',
  outcome: 'text required',
  created_at: 'integer required',
} satisfies Columns<GameRoundsTable>;

export type PartialDB = { [tableName]: GameRoundsTable };
