// Logging in with phone and password, with the failed-attempt lock.
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { tx } from '../db/database.ts';
import { fail } from '../errors.ts';
import { defineRoute, ok } from '../http.ts';
import { findMemberByPhone, userInfo, type UserInfo } from '../members.ts';
import { clearFailures, lockMinutesLeft, recordFailure } from './lockout.ts';
import { decoyHash, verifyPassword } from './passwords.ts';
import { createSession } from './sessions.ts';

export interface LoginData {
  access_token: string;
  token_type: 'Bearer';
  expires_at: string;
  user: UserInfo;
}

/** Opens a session for the member: the answer of login and register. Call inside tx. */
export function loginData(db: DatabaseSync, memberId: number): LoginData {
  const session = createSession(db, memberId);
  return {
    access_token: session.token,
    token_type: 'Bearer',
    expires_at: new Date(session.expiresAt).toISOString(),
    user: userInfo(db, memberId),
  };
}

export const loginKey = (phone: string) => `login:${phone}`;

export const loginRoute = defineRoute({
  method: 'POST',
  path: '/api/login',
  auth: false,
  body: z.object({
    // Any text up to 20 characters: a malformed phone is just a wrong login, one message for all.
    username: z
      .string({ error: 'กรุณากรอกเบอร์โทรศัพท์' })
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().min(1, { error: 'กรุณากรอกเบอร์โทรศัพท์' }).max(20, { error: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง' })),
    password: z.string({ error: 'กรุณากรอกรหัสผ่าน' }).min(1, { error: 'กรุณากรอกรหัสผ่าน' }).max(128, { error: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง' }),
  }),
  async handle({ db, body }) {
    const key = loginKey(body.username);
    const locked = lockMinutesLeft(db, key);
    if (locked) fail('LOGIN_LOCKED', { minutes: locked });

    const member = findMemberByPhone(db, body.username);
    // An unknown phone costs the same scrypt work as a wrong password.
    const matches = await verifyPassword(body.password, member?.password_hash ?? decoyHash());
    if (!member || !matches) {
      const lockedNow = recordFailure(db, key);
      if (lockedNow) fail('LOGIN_LOCKED', { minutes: lockedNow });
      fail('LOGIN_FAILED');
    }

    const data = tx(db, () => {
      // Parallel wrong attempts may have locked the phone while this password was checked.
      const lockedMeanwhile = lockMinutesLeft(db, key);
      if (lockedMeanwhile) fail('LOGIN_LOCKED', { minutes: lockedMeanwhile });
      clearFailures(db, key);
      return loginData(db, member.id);
    });
    return ok(data, 'เข้าสู่ระบบสำเร็จ');
  },
});
