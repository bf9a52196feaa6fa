// PLACEHOLDER until the back office's foundation (branch admin-1) is merged: the same signature as
// theirs, writing nothing. Deleted in favour of theirs at the merge.
import type { Clock, Db } from '../db/database.ts';

type StaffRole = 'owner' | 'supervisor' | 'cashier' | 'support' | 'risk' | 'content';

export interface Actor {
  staffId: number | null;
  name: string;
  role: StaffRole | 'operator';
  address: string;
}

export interface AuditEntry {
  actor: Actor;
  action: string;
  targetKind: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
}

export async function recordAudit(_db: Db, _now: Clock, _entry: AuditEntry): Promise<void> {}
