// From 0014-staff: the back office's staff, their sessions and second step, and the audit trail
import type { Generated } from 'kysely';
import type { Columns, Flag } from '../columns.ts';

export const tableName = 'staff';

export interface StaffTable {
  id: Generated<number>;
  name: string;
  /** owner | supervisor | cashier | support | risk | content */
  role: string;
  /** null until enrolled */
  password_hash: string | null;
  totp_secret: string | null;
  /** The newest TOTP step accepted (a code of that step or older is a replay). */
  totp_last_step: Generated<number>;
  enrolled: Generated<Flag>;
  created_at: number;
  disabled_at: number | null;
}

export const columns = {
  id: 'integer generated',
  name: 'text required',
  role: 'text required',
  password_hash: 'text nullable',
  totp_secret: 'text nullable',
  totp_last_step: 'integer generated',
  enrolled: 'integer generated',
  created_at: 'integer required',
  disabled_at: 'integer nullable',
} satisfies Columns<StaffTable>;

export type PartialDB = { [tableName]: StaffTable };
