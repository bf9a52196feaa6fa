// Login sessions: a token for the member, its hash and expiry in the sessions table.
import type { DatabaseSync } from 'node:sqlite';
import { nowMs } from '../db/clock.ts';
import { one, run } from '../db/database.ts';
import type { Session } from '../http.ts';
import { getSetting } from '../settings.ts';
import { minutesFrom } from '../time.ts';
import { hashToken, newToken } from './tokens.ts';

export interface IssuedSession {
  token: string;
  expiresAt: number;
}

export function createSession(db: DatabaseSync, memberId: number): IssuedSession {
  const token = newToken();
  const createdAt = nowMs(db);
  const expiresAt = minutesFrom(createdAt, getSetting(db, 'auth.session_ttl_minutes'));
  run(
    db,
    'INSERT INTO sessions (member_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)',
    memberId,
    hashToken(token),
    createdAt,
    expiresAt,
  );
  return { token, expiresAt };
}

/** The live session for a bearer token, or null when unknown, expired or revoked. */
export function findSession(db: DatabaseSync, token: string): Session | null {
  const row = one<{ id: number; member_id: number }>(
    db,
    'SELECT id, member_id FROM sessions WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?',
    hashToken(token),
    nowMs(db),
  );
  return row ? { id: row.id, memberId: row.member_id } : null;
}

export function revokeSession(db: DatabaseSync, sessionId: number): void {
  run(db, 'UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', nowMs(db), sessionId);
}

/** Revokes every live session of the member, except `keepSessionId` when given. */
export function revokeMemberSessions(db: DatabaseSync, memberId: number, keepSessionId?: number): void {
  run(
    db,
    'UPDATE sessions SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL AND id IS NOT ?',
    nowMs(db),
    memberId,
    keepSessionId ?? null,
  );
}
