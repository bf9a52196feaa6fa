// Changing a password while logged in, and the two-step reset for a forgotten one.
import { z } from 'zod';
import { nowMs } from '../db/clock.ts';
import { one, run, tx } from '../db/database.ts';
import { fail } from '../errors.ts';
import { defineRoute, ok } from '../http.ts';
import { findMemberById, findMemberByPhone } from '../members.ts';
import { getSetting } from '../settings.ts';
import { minutesFrom } from '../time.ts';
import { bankAccount, password, passwordAttempt, phone } from './fields.ts';
import { clearFailures, lockMinutesLeft, recordFailure } from './lockout.ts';
import { loginKey } from './login.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeMemberSessions } from './sessions.ts';
import { hashToken, newToken } from './tokens.ts';

export const changePasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/member/change_password',
  auth: true,
  body: z.object({
    old_password: passwordAttempt('รหัสผ่านเดิม'),
    new_password: password('รหัสผ่านใหม่'),
  }),
  async handle({ db, body, session }) {
    const member = findMemberById(db, session.memberId)!;
    if (!(await verifyPassword(body.old_password, member.password_hash))) fail('OLD_PASSWORD_WRONG');
    if (body.new_password === body.old_password) fail('PASSWORD_UNCHANGED');
    const passwordHash = await hashPassword(body.new_password);
    tx(db, () => {
      run(db, 'UPDATE members SET password_hash = ? WHERE id = ?', passwordHash, member.id);
      // Anyone else holding the old password's sessions is logged out; this device stays in.
      revokeMemberSessions(db, member.id, session.id);
    });
    return ok(null, 'เปลี่ยนรหัสผ่านสำเร็จ');
  },
});

const resetKey = (phone: string) => `reset:${phone}`;

/** Step 1: prove the phone is yours with its registered bank account; get a one-time token. */
export const resetPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/reset_password',
  auth: false,
  body: z.object({ phone, bank_account: bankAccount }),
  handle({ db, body }) {
    const key = resetKey(body.phone);
    const locked = lockMinutesLeft(db, key);
    if (locked) fail('RESET_LOCKED', { minutes: locked });

    const member = findMemberByPhone(db, body.phone);
    if (!member || member.bank_account !== body.bank_account) {
      const lockedNow = recordFailure(db, key);
      if (lockedNow) fail('RESET_LOCKED', { minutes: lockedNow });
      fail('RESET_VERIFY_FAILED');
    }

    const token = newToken();
    const expiresAt = minutesFrom(nowMs(db), getSetting(db, 'auth.reset_token_ttl_minutes'));
    tx(db, () => {
      clearFailures(db, key);
      // Only the newest token works: an older one lying in a chat history is dead.
      run(db, 'UPDATE password_resets SET used_at = ? WHERE member_id = ? AND used_at IS NULL', nowMs(db), member.id);
      run(
        db,
        'INSERT INTO password_resets (member_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)',
        member.id,
        hashToken(token),
        nowMs(db),
        expiresAt,
      );
    });
    return ok({ reset_token: token, expires_at: new Date(expiresAt).toISOString() }, 'ยืนยันตัวตนสำเร็จ กรุณาตั้งรหัสผ่านใหม่');
  },
});

/** Step 2: the token sets a new password once, and logs the member out everywhere. */
export const resetPasswordV2Route = defineRoute({
  method: 'POST',
  path: '/api/reset_password_v2',
  auth: false,
  body: z.object({
    reset_token: z
      .string({ error: 'กรุณาระบุรหัสสำหรับตั้งรหัสผ่านใหม่' })
      .min(1, { error: 'กรุณาระบุรหัสสำหรับตั้งรหัสผ่านใหม่' })
      .max(200, { error: 'รหัสสำหรับตั้งรหัสผ่านใหม่ไม่ถูกต้อง' }),
    new_password: password('รหัสผ่านใหม่'),
  }),
  async handle({ db, body }) {
    const tokenHash = hashToken(body.reset_token);
    const findLive = () =>
      one<{ id: number; member_id: number }>(
        db,
        'SELECT id, member_id FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
        tokenHash,
        nowMs(db),
      );
    if (!findLive()) fail('RESET_TOKEN_INVALID');
    const passwordHash = await hashPassword(body.new_password);
    tx(db, () => {
      const reset = findLive() ?? fail('RESET_TOKEN_INVALID'); // burnt by a parallel request
      run(db, 'UPDATE password_resets SET used_at = ? WHERE id = ?', nowMs(db), reset.id);
      run(db, 'UPDATE members SET password_hash = ? WHERE id = ?', passwordHash, reset.member_id);
      revokeMemberSessions(db, reset.member_id);
      // The member proved who they are: a login lock from forgotten-password guesses ends too.
      clearFailures(db, loginKey(findMemberById(db, reset.member_id)!.phone));
    });
    return ok(null, 'ตั้งรหัสผ่านใหม่สำเร็จ กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่');
  },
});
