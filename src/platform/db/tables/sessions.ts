// From 0003 and 0006: sessions, failed attempts and locks (password_resets was dropped by 0006)
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'sessions';

export interface SessionsTable {
  id: Generated<number>;
  member_id: number;
  /** SHA-256 of the token */
  token_hash: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export const columns = {
  id: 'integer generated',
  member_id: 'integer required',
  token_hash: 'text required',
  created_at: 'integer required',
  expires_at: 'integer required',
  revoked_at: 'integer nullable',
} satisfies Columns<SessionsTable>;

export type PartialDB = { [tableName]: SessionsTable };
