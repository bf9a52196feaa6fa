// From 0014-staff: the back office's staff, their sessions and second step, and the audit trail
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'staff_recovery_codes';

export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  created_at: number;
  used_at: number | null;
}

export const columns = {
  id: 'integer generated',
  staff_id: 'integer required',
  code_hash: 'text required',
  created_at: 'integer required',
  used_at: 'integer nullable',
} satisfies Columns<StaffRecoveryCodesTable>;

export type PartialDB = { [tableName]: StaffRecoveryCodesTable };
