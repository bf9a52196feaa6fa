// Login sessions: a token for the member, its hash and expiry in the sessions table.
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import { fail } from '../errors.ts';
import { tell } from '../live/index.ts';
import type { Session } from '../http.ts';
import { breakUntilText } from '../responsible/index.ts';
import { getSetting } from '../settings.ts';
import { minutesFrom } from '../time.ts';
import { hashToken, newToken } from './tokens.ts';

export interface IssuedSession {
  token: string;
  expiresAt: number;
}

export async function createSession(db: Db, memberId: number): Promise<IssuedSession> {
  // No path (log-in, registration, a password reset) opens a session during a break.
  const until = await breakUntilText(db, memberId);
  if (until) fail('LOGIN_ON_BREAK', { until });
  // Nor while staff have locked the account (the back office, auth/member-desk.ts).
  const member = await db.selectFrom('members').select('locked_at').where('id', '=', memberId).executeTakeFirst();
  if (member && member.locked_at !== null) fail('LOGIN_ACCOUNT_LOCKED');
  const token = newToken();
  const createdAt = nowMs(db);
  const expiresAt = minutesFrom(createdAt, await getSetting(db, 'auth.session_ttl_minutes'));
  await db
    .insertInto('sessions')
    .values({ member_id: memberId, token_hash: hashToken(token), created_at: createdAt, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

const liveSession = prepared(2, (db, tokenHash: string, now: number) =>
  db
    .selectFrom('sessions')
    .select(['id', 'member_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now),
);

/** The live session for a bearer token, or null when unknown, expired or revoked. */
export async function findSession(db: Db, token: string): Promise<Session | null> {
  const [row] = await liveSession(db, hashToken(token), nowMs(db));
  return row ? { id: row.id, memberId: row.member_id, expiresAt: row.expires_at } : null;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  const revoked = await db
    .updateTable('sessions')
    .set({ revoked_at: nowMs(db) })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning(['id', 'member_id'])
    .execute();
  endStreams(db, revoked);
}

/** The sessions' open streams close at once, on every node (platform/live/). */
function endStreams(db: Db, sessions: readonly { id: number; member_id: number }[]): void {
  for (const session of sessions) tell(db, { kind: 'session', member: session.member_id, id: session.id });
}

/** Revokes every live session of the member, except `keepSessionId` when given. */
export async function revokeMemberSessions(db: Db, memberId: number, keepSessionId?: number): Promise<void> {
  const revoked = await db
    .updateTable('sessions')
    .set({ revoked_at: nowMs(db) })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .$if(keepSessionId !== undefined, (query) => query.where('id', '<>', keepSessionId!))
    .returning(['id', 'member_id'])
    .execute();
  endStreams(db, revoked);
}
