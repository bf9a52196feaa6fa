// From 0003 and 0006: sessions, failed attempts and locks (password_resets was dropped by 0006)
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'auth_locks';

export interface AuthLocksTable {
  key: string;
  locked_until: number;
  strikes: Generated<number>;
  locked_at: Generated<number>;
}

export const columns = {
  key: 'text required',
  locked_until: 'integer required',
  strikes: 'integer generated',
  locked_at: 'integer generated',
} satisfies Columns<AuthLocksTable>;

export type PartialDB = { [tableName]: AuthLocksTable };
