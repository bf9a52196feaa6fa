// Staff sessions: a token for the browser (its hash here), ended by 30 minutes without a call, by
// 12 hours whatever happens, by logging out, and at once everywhere when the member of staff is
// disabled (the lookup joins the staff row, and disabling revokes every session in its transaction).
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import type { StaffIdentity } from '../http.ts';
import { tell } from '../live/index.ts';
import { getSetting } from '../settings.ts';
import { hashToken, newToken } from '../auth/index.ts';
import type { StaffRole } from './permissions.ts';

const RENEW_EVERY_MS = 10_000;

export interface IssuedStaffSession {
  token: string;
  expiresAt: number;
}

/** Opens a session for the member of staff (second step passed). Call inside tx. */
export async function createStaffSession(db: Db, staffId: number, address: string): Promise<IssuedStaffSession> {
  const token = newToken();
  const at = nowMs(db);
  const expiresAt = at + (await getSetting(db, 'staff.session_max_hours')) * 3_600_000;
  await db
    .insertInto('staff_sessions')
    .values({ staff_id: staffId, token_hash: hashToken(token), address, created_at: at, last_seen_at: at, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/** The live session of a staff token, its idle time renewed; null when unknown, idle, over, revoked or disabled. */
export function findStaffSession(db: Db, token: string): Promise<StaffIdentity | null> {
  return liveStaffSession(db, 'staff_sessions.token_hash', hashToken(token));
}

/**
 * Whether the staff session is still live, its idle time renewed: an open desk's stream counts as
 * use, as the desk's poll did before it (sse.ts asks at each heartbeat).
 */
export async function staffSessionStillLive(db: Db, sessionId: number): Promise<boolean> {
  return (await liveStaffSession(db, 'staff_sessions.id', sessionId)) !== null;
}

async function liveStaffSession(
  db: Db,
  by: 'staff_sessions.token_hash' | 'staff_sessions.id',
  value: string | number,
): Promise<StaffIdentity | null> {
  const at = nowMs(db);
  const idleSince = at - (await getSetting(db, 'staff.session_idle_minutes')) * 60_000;
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select(['staff_sessions.id as session_id', 'staff_sessions.last_seen_at', 'staff.id', 'staff.name', 'staff.role'])
    .where(by, '=', value)
    .where('staff_sessions.revoked_at', 'is', null)
    .where('staff_sessions.expires_at', '>', at)
    .where('staff_sessions.last_seen_at', '>', idleSince)
    .where('staff.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  // Renewed at most every few seconds: a desk polling its queue does not write on every call.
  if (at - row.last_seen_at >= RENEW_EVERY_MS) {
    await db.updateTable('staff_sessions').set({ last_seen_at: at }).where('id', '=', row.session_id).execute();
  }
  return { id: row.id, name: row.name, role: row.role as StaffRole, sessionId: row.session_id };
}

export async function revokeStaffSession(db: Db, sessionId: number): Promise<void> {
  const ended = await db
    .updateTable('staff_sessions')
    .set({ revoked_at: nowMs(db) })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('staff_id')
    .executeTakeFirst();
  if (ended) tell(db, { kind: 'staff', member: ended.staff_id, id: sessionId });
}

/** Ends every session of the member of staff (disabled, or a new role). Call inside tx. */
export async function revokeStaffSessions(db: Db, staffId: number): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: nowMs(db) })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
  // Their open streams close on every node (a disabled member of staff hears nothing more).
  tell(db, { kind: 'staff', member: staffId, id: 0 });
}
