// From 0002 (Kysely): games
import type { Generated } from 'kysely';
import type { Columns, Flag } from '../columns.ts';

export const tableName = 'game_providers';

export interface GameProvidersTable {
  code: string;
  name: string;
  sort_order: Generated<number>;
  active: Generated<Flag>;
}

export const columns = {
  code: 'text required',
  name: 'text required',
  sort_order: 'integer generated',
  active: 'integer generated',
} satisfies Columns<GameProvidersTable>;

export type PartialDB = { [tableName]: GameProvidersTable };
