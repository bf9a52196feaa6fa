// From 0003 and 0006: sessions, failed attempts and locks (password_resets was dropped by 0006)
import type { Generated } from 'kysely';
import type { Columns, Flag } from '../columns.ts';

export const tableName = 'auth_failures';

export interface AuthFailuresTable {
  id: Generated<number>;
  /** Whose attempts: 'login:<phone>@<client>', 'login-from:<client>', … */
  key: string;
  failed_at: number;
  /** 1 while the attempt's password is being checked */
  pending: Generated<Flag>;
}

export const columns = {
  id: 'integer generated',
  key: 'text required',
  failed_at: 'integer required',
  pending: 'integer generated',
} satisfies Columns<AuthFailuresTable>;

export type PartialDB = { [tableName]: AuthFailuresTable };
