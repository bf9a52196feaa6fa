// Staff rows: found by name or id, added (with an enrolment link), their role changed, disabled.
// The command line and the back office call these same functions; each writes its audit row in
// its own transaction.
import type { Selectable } from 'kysely';
import type { StaffRole } from './permissions.ts';
import { nowMs } from '../db/clock.ts';
import { contextOf, tx, type Db } from '../db/database.ts';
import type { StaffTable } from '../db/tables/staff.ts';
import { fail } from '../errors.ts';
import { type Actor, recordAudit } from '../audit/index.ts';
import { createEnrolmentLink, type EnrolmentLink } from './enrolment.ts';
import { revokeStaffSessions } from './sessions.ts';

export interface StaffRecord {
  id: number;
  name: string;
  role: StaffRole;
  enrolled: boolean;
  disabled: boolean;
}

function record(row: Pick<Selectable<StaffTable>, 'id' | 'name' | 'role' | 'enrolled' | 'disabled_at'>): StaffRecord {
  return { id: row.id, name: row.name, role: row.role as StaffRole, enrolled: row.enrolled === 1, disabled: row.disabled_at !== null };
}

const columns = ['id', 'name', 'role', 'enrolled', 'disabled_at'] as const;

export async function findStaffByName(db: Db, name: string): Promise<StaffRecord | undefined> {
  const row = await db.selectFrom('staff').select(columns).where('name', '=', name.trim().toLowerCase()).executeTakeFirst();
  return row && record(row);
}

async function staffById(db: Db, id: number): Promise<StaffRecord> {
  const row = await db.selectFrom('staff').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? record(row) : fail('STAFF_NOT_FOUND');
}

/** Every member of staff, with when each was last seen, for the owner's desk. */
export async function listStaff(db: Db) {
  return db
    .selectFrom('staff')
    .leftJoin('staff_sessions', 'staff_sessions.staff_id', 'staff.id')
    .select((eb) => [
      ...columns.map((column) => `staff.${column}` as const),
      'staff.created_at',
      eb.fn.max('staff_sessions.last_seen_at').as('last_seen_at'),
    ])
    .groupBy(['staff.id', 'staff.name', 'staff.role', 'staff.enrolled', 'staff.disabled_at', 'staff.created_at'])
    .orderBy('staff.disabled_at', (ob) => ob.desc().nullsFirst())
    .orderBy('staff.name')
    .execute();
}

/** A new member of staff, not yet enrolled: the one-time link they enrol with. */
export function addStaff(db: Db, actor: Actor, name: string, role: StaffRole): Promise<EnrolmentLink & { id: number; name: string }> {
  return tx(db, async (trx) => {
    if (await findStaffByName(trx, name)) fail('STAFF_NAME_TAKEN');
    const { id } = await trx
      .insertInto('staff')
      .values({ name, role, created_at: nowMs(trx) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const link = await createEnrolmentLink(trx, id);
    await recordAudit(trx, contextOf(trx).now, {
      actor,
      action: 'staff.invite',
      targetKind: 'staff',
      targetId: String(id),
      before: null,
      after: { name, role },
      reason: null,
    });
    return { ...link, id, name };
  });
}

/** Refuses to leave the site without an owner who can log in. */
async function keepAnOwner(db: Db, target: StaffRecord): Promise<void> {
  if (target.role !== 'owner') return;
  const other = await db
    .selectFrom('staff')
    .select('id')
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .where('id', '<>', target.id)
    .executeTakeFirst();
  if (!other) fail('STAFF_LAST_OWNER');
}

async function changeable(db: Db, actor: Actor, staffId: number): Promise<StaffRecord> {
  const target = await staffById(db, staffId);
  if (actor.staffId === target.id) fail('STAFF_SELF');
  if (target.disabled) fail('STAFF_DISABLED');
  return target;
}

export function changeStaffRole(db: Db, actor: Actor, staffId: number, role: StaffRole, reason: string | null): Promise<void> {
  return tx(db, async (trx) => {
    const target = await changeable(trx, actor, staffId);
    if (target.role === role) return;
    if (role !== 'owner') await keepAnOwner(trx, target);
    await trx.updateTable('staff').set({ role }).where('id', '=', target.id).execute();
    await recordAudit(trx, contextOf(trx).now, {
      actor,
      action: 'staff.role',
      targetKind: 'staff',
      targetId: String(target.id),
      before: { name: target.name, role: target.role },
      after: { name: target.name, role },
      reason,
    });
  });
}

/** Disabled at once: every session of theirs ends in the same transaction. */
export function disableStaff(db: Db, actor: Actor, staffId: number, reason: string): Promise<StaffRecord> {
  return tx(db, async (trx) => {
    const target = await changeable(trx, actor, staffId);
    await keepAnOwner(trx, target);
    await trx
      .updateTable('staff')
      .set({ disabled_at: nowMs(trx) })
      .where('id', '=', target.id)
      .execute();
    await revokeStaffSessions(trx, target.id);
    await recordAudit(trx, contextOf(trx).now, {
      actor,
      action: 'staff.disable',
      targetKind: 'staff',
      targetId: String(target.id),
      before: { name: target.name, role: target.role, disabled: false },
      after: { name: target.name, role: target.role, disabled: true },
      reason,
    });
    return target;
  });
}

/** A new enrolment link for a lost phone: the old password, app and recovery codes stop working. */
export function relinkStaff(db: Db, actor: Actor, staffId: number): Promise<EnrolmentLink & { id: number; name: string }> {
  return tx(db, async (trx) => {
    const target = await changeable(trx, actor, staffId);
    await trx.updateTable('staff').set({ enrolled: 0, password_hash: null, totp_secret: null }).where('id', '=', target.id).execute();
    await trx
      .updateTable('staff_recovery_codes')
      .set({ used_at: nowMs(trx) })
      .where('staff_id', '=', target.id)
      .where('used_at', 'is', null)
      .execute();
    await revokeStaffSessions(trx, target.id);
    const link = await createEnrolmentLink(trx, target.id);
    await recordAudit(trx, contextOf(trx).now, {
      actor,
      action: 'staff.relink',
      targetKind: 'staff',
      targetId: String(target.id),
      before: { name: target.name, enrolled: target.enrolled },
      after: { name: target.name, enrolled: false },
      reason: null,
    });
    return { ...link, id: target.id, name: target.name };
  });
}
