// Logging in with phone and password, with the failed-attempt locks: per phone and client address
// (a stranger elsewhere cannot lock the owner out of their own device), and per client address
// across phones (one address trying many phones: credential stuffing).
import * as auth from '../../contract/endpoints/account/auth.ts';
import { tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { ok, route } from '../http.ts';
import { findMemberByPhone, type Member, userInfo, type UserInfo } from '../member/index.ts';
import { breakUntilText } from '../responsible/index.ts';
import { getSetting } from '../settings.ts';
import { thaiWait } from '../time.ts';
import { admitAttempt, attemptQueues, clearKey, failAttempt, forgiveAttempt, type AttemptLimit } from './lockout.ts';
import { decoyHash, verifyPassword } from './password-hash.ts';
import { createSession } from './sessions.ts';

export interface LoginData {
  access_token: string;
  token_type: 'Bearer';
  expires_at: string;
  user: UserInfo;
}

/** Opens a session for the member: the answer of login and register. Call inside tx. */
export async function loginData(db: Db, memberId: number): Promise<LoginData> {
  const session = await createSession(db, memberId);
  return {
    access_token: session.token,
    token_type: 'Bearer',
    expires_at: new Date(session.expiresAt).toISOString(),
    user: await userInfo(db, memberId),
  };
}

/** Every login-lock key of a phone starts with this (a reset ends them all). */
export const loginKeyPrefix = (phone: string) => `login:${phone}@`;

async function loginLimits(db: Db, phone: string, client: string): Promise<AttemptLimit[]> {
  return [
    { key: `${loginKeyPrefix(phone)}${client}`, max: await getSetting(db, 'auth.max_failed_attempts'), pendingLocks: true },
    { key: `login-from:${client}`, max: await getSetting(db, 'auth.max_failed_attempts_per_client'), pendingLocks: false },
  ];
}

function locked(minutes: number): never {
  fail('LOGIN_LOCKED', { wait: thaiWait(minutes) });
}

export interface ProvenMember {
  member: Member;
  /** Ends this device's failures for the phone: call inside the caller's transaction, queued on `queue`. */
  forgive(trx: Db): Promise<void>;
  /** The queues of the transaction that forgives (lockout.ts's attemptQueues). */
  queue: string[];
}

/**
 * Checks a phone and password under the log-in locks: the member when right; refuses with 1201
 * (wrong) or 1202 (locked). Log-in and the withdrawal of what is left during a break both use it.
 */
export async function provePassword(db: Db, username: string, password: string, client: string): Promise<ProvenMember> {
  const limits = await loginLimits(db, username, client);
  // Counted before the password is checked, so parallel attempts cannot exceed the limit.
  const admission = await admitAttempt(db, limits);
  if (!admission.admitted) locked(admission.minutes);

  const member = await findMemberByPhone(db, username);
  // An unknown phone costs the same scrypt work as a wrong password.
  const matches = await verifyPassword(password, member?.password_hash ?? decoyHash());
  if (!member || !matches) {
    const lockedNow = await failAttempt(db, limits, admission.attemptIds);
    if (lockedNow) locked(lockedNow);
    fail('LOGIN_FAILED');
  }
  return {
    member,
    queue: attemptQueues(limits),
    async forgive(trx) {
      await forgiveAttempt(trx, admission.attemptIds);
      await clearKey(trx, limits[0]!.key);
    },
  };
}

export const loginRoute = route(auth.login, async ({ db, body, client }) => {
  const { member, forgive, queue } = await provePassword(db, body.username, body.password, client);
  // An attempt admitted within the limit that proves the password wins, even if parallel wrong
  // attempts locked the key meanwhile: it ends this device's failures for the phone.
  // A member on a break (responsible play) proved the password but gets no session until it ends.
  const data = await tx(
    db,
    async (trx) => {
      await forgive(trx);
      const until = await breakUntilText(trx, member.id);
      return until ? { until } : loginData(trx, member.id);
    },
    { queue },
  );
  if ('until' in data) fail('LOGIN_ON_BREAK', { until: data.until });
  return ok(data, 'เข้าสู่ระบบสำเร็จ');
});
