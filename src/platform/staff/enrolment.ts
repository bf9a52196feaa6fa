// Enrolment by a one-time link: the owner (or the command line) makes the link; its holder sets a
// password, scans the QR of a new TOTP secret, proves it with a first code, and gets ten recovery
// codes, shown once. Only the link's hash is kept; a new link ends the previous unused one.
import { nowMs } from '../db/clock.ts';
import { contextOf, tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { getSetting } from '../settings.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { recordAudit } from '../audit/trail.ts';
import type { StaffRole } from './permissions.ts';
import { issueRecoveryCodes } from './recovery.ts';
import { createStaffSession, revokeStaffSessions, type IssuedStaffSession } from './sessions.ts';
import { matchingStep, newTotpSecret, totpUri } from './totp.ts';

export const ENROL_PAGE = '/admin/enrol';

export interface EnrolmentLink {
  /** The page and its token: /admin/enrol?token=... */
  path: string;
  expiresAt: number;
}

/** A new one-time link for the member of staff (their earlier unused link stops working). Call inside tx. */
export async function createEnrolmentLink(db: Db, staffId: number): Promise<EnrolmentLink> {
  const at = nowMs(db);
  await db.updateTable('staff_enrolment').set({ used_at: at }).where('staff_id', '=', staffId).where('used_at', 'is', null).execute();
  const token = newToken();
  const expiresAt = at + (await getSetting(db, 'staff.enrolment_link_hours')) * 3_600_000;
  await db
    .insertInto('staff_enrolment')
    .values({ staff_id: staffId, token_hash: hashToken(token), totp_secret: newTotpSecret(), created_at: at, expires_at: expiresAt })
    .execute();
  return { path: `${ENROL_PAGE}?token=${token}`, expiresAt };
}

async function liveLink(db: Db, token: string) {
  const row = await db
    .selectFrom('staff_enrolment')
    .innerJoin('staff', 'staff.id', 'staff_enrolment.staff_id')
    .select([
      'staff_enrolment.id',
      'staff_enrolment.totp_secret',
      'staff_enrolment.expires_at',
      'staff.id as staff_id',
      'staff.name',
      'staff.role',
    ])
    .where('staff_enrolment.token_hash', '=', hashToken(token))
    .where('staff_enrolment.used_at', 'is', null)
    .where('staff_enrolment.expires_at', '>', nowMs(db))
    .where('staff.disabled_at', 'is', null)
    .executeTakeFirst();
  return row ? { ...row, role: row.role as StaffRole } : fail('STAFF_ENROLMENT_INVALID');
}

/** What the enrolment page shows: who, and the secret for the QR. */
export async function enrolmentInfo(db: Db, token: string) {
  const link = await liveLink(db, token);
  return {
    name: link.name,
    role: link.role,
    secret: link.totp_secret,
    uri: totpUri(link.totp_secret, link.name),
    expiresAt: link.expires_at,
  };
}

export interface Enrolled {
  session: IssuedStaffSession;
  recoveryCodes: string[];
  staff: { id: number; name: string; role: StaffRole };
}

/** The password set and the app proven: the link is used, and a session opens. */
export async function completeEnrolment(db: Db, token: string, password: string, code: string, address: string): Promise<Enrolled> {
  const passwordHash = await hashPassword(password);
  return tx(db, async (trx) => {
    const link = await liveLink(trx, token);
    const at = nowMs(trx);
    const step = matchingStep(link.totp_secret, code, at);
    if (step === null) fail('STAFF_CODE_INVALID');
    const used = await trx
      .updateTable('staff_enrolment')
      .set({ used_at: at })
      .where('id', '=', link.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) fail('STAFF_ENROLMENT_INVALID');
    await trx
      .updateTable('staff')
      .set({ password_hash: passwordHash, totp_secret: link.totp_secret, totp_last_step: step, enrolled: 1 })
      .where('id', '=', link.staff_id)
      .execute();
    await revokeStaffSessions(trx, link.staff_id);
    const recoveryCodes = await issueRecoveryCodes(trx, link.staff_id, at);
    const session = await createStaffSession(trx, link.staff_id, address);
    const staff = { id: link.staff_id, name: link.name, role: link.role };
    await recordAudit(trx, contextOf(trx).now, {
      actor: { staffId: staff.id, name: staff.name, role: staff.role, address },
      action: 'staff.enrol',
      targetKind: 'staff',
      targetId: String(staff.id),
      before: null,
      after: { name: staff.name, enrolled: true },
      reason: null,
    });
    return { session, recoveryCodes, staff };
  });
}
