// From 0014-staff: the back office's staff, their sessions and second step, and the audit trail
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'audit_trail';

export interface AuditTrailTable {
  id: Generated<number>;
  at: number;
  staff_id: number | null;
  actor_name: string;
  /** a staff role, or operator (the command line) */
  actor_role: string;
  address: string;
  action: string;
  target_kind: string;
  target_id: string | null;
  /** JSON */
  before_json: string | null;
  /** JSON */
  after_json: string | null;
  reason: string | null;
}

export const columns = {
  id: 'integer generated',
  at: 'integer required',
  staff_id: 'integer nullable',
  actor_name: 'text required',
  actor_role: 'text required',
  address: 'text required',
  action: 'text required',
  target_kind: 'text required',
  target_id: 'text nullable',
  before_json: 'text nullable',
  after_json: 'text nullable',
  reason: 'text nullable',
} satisfies Columns<AuditTrailTable>;

export type PartialDB = { [tableName]: AuditTrailTable };
