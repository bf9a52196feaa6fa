// From 0014-staff: the back office's staff, their sessions and second step, and the audit trail
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'staff_sessions';

export interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  /** SHA-256 of the token */
  token_hash: string;
  address: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export const columns = {
  id: 'integer generated',
  staff_id: 'integer required',
  token_hash: 'text required',
  address: 'text required',
  created_at: 'integer required',
  last_seen_at: 'integer required',
  expires_at: 'integer required',
  revoked_at: 'integer nullable',
} satisfies Columns<StaffSessionsTable>;

export type PartialDB = { [tableName]: StaffSessionsTable };
