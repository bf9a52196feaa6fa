// From 0014-staff: the back office's staff, their sessions and second step, and the audit trail
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'staff_enrolment';

export interface StaffEnrolmentTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  totp_secret: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export const columns = {
  id: 'integer generated',
  staff_id: 'integer required',
  token_hash: 'text required',
  totp_secret: 'text required',
  created_at: 'integer required',
  expires_at: 'integer required',
  used_at: 'integer nullable',
} satisfies Columns<StaffEnrolmentTable>;

export type PartialDB = { [tableName]: StaffEnrolmentTable };
