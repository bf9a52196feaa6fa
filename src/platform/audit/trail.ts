// The audit trail: one append-only row per staff action and operator command (the database refuses
// UPDATE and DELETE, migration 0014). Written by the same function the back office and the command
// line call, inside the action's own transaction when it has one, so a row exists exactly when the
// action happened.
import type { AuditAction } from '../../contract/admin/admin-audit.ts';
import type { StaffRole } from '../../contract/admin/staff.ts';
import type { Clock, Db } from '../db/database.ts';
import type { StaffIdentity } from '../http.ts';
import { noteRequest } from '../request-context.ts';

export interface Actor {
  staffId: number | null;
  name: string;
  role: StaffRole | 'operator';
  /** The client's network address, or 'cli' for the command line. */
  address: string;
}

export interface AuditEntry {
  actor: Actor;
  /** Dotted: deposit.confirm, staff.invite, ...: a key of the names' table (contract/admin/admin-audit.ts). */
  action: AuditAction;
  targetKind: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
}

const json = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

/** Writes one append-only row, inside the caller's transaction when given one (db may be a Transaction). */
export async function recordAudit(db: Db, now: Clock, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_trail')
    .values({
      at: now().getTime(),
      staff_id: entry.actor.staffId,
      actor_name: entry.actor.name,
      actor_role: entry.actor.role,
      address: entry.actor.address,
      action: entry.action,
      target_kind: entry.targetKind,
      target_id: entry.targetId,
      before_json: json(entry.before),
      after_json: json(entry.after),
      reason: entry.reason?.trim() || null,
    })
    .execute();
  noteRequest({ audited: true });
}

/** The operator at the command line (`--by NAME`). */
export function operatorActor(name: string): Actor {
  return { staffId: null, name: name.trim() || 'operator', role: 'operator', address: 'cli' };
}

/** The member of staff behind a back-office call (`ctx.staff`, `ctx.client`). */
export function staffActor(staff: StaffIdentity, client: string): Actor {
  return { staffId: staff.id, name: staff.name, role: staff.role, address: client };
}
