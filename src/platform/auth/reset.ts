// The two-step reset of a forgotten password. Step 1 takes the phone only and sends a one-time
// code by text message; its answer is the same whether the phone belongs to a member or not, and
// never holds the code. Step 2 takes phone + code + new password.
import type { DatabaseSync } from 'node:sqlite';
import { phoneRequest, resetPasswordRequest } from '../../contract/auth-requests.ts';
import { tx } from '../db/database.ts';
import { fail } from '../errors.ts';
import { defineRoute, ok } from '../http.ts';
import { findMemberByPhone, setPasswordHash } from '../member/records.ts';
import { deliver } from '../messages/sender.ts';
import { getSetting } from '../settings.ts';
import { clearKeys } from './lockout.ts';
import { loginKeyPrefix } from './login.ts';
import { hashPassword } from './password-hash.ts';
import { closeCode, hashDecoyCode, isOpenCode, issueResetCode, newResetCode, tryResetCode } from './reset-codes.ts';
import { countResetRequest } from './reset-limits.ts';
import { revokeMemberSessions } from './sessions.ts';

export const resetPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/reset_password',
  auth: false,
  body: phoneRequest,
  handle({ db, body, client }) {
    const code = newResetCode();
    const ttlMinutes = getSetting(db, 'auth.reset_code_ttl_minutes');
    const { memberPhone, resendAfter } = tx(db, () => {
      const resendAfter = countResetRequest(db, body.phone, client);
      const member = findMemberByPhone(db, body.phone);
      if (member) issueResetCode(db, member, code);
      else hashDecoyCode(body.phone, code);
      return { memberPhone: member?.phone, resendAfter };
    });
    if (memberPhone) {
      const site = getSetting(db, 'site.agent_code').toUpperCase();
      // Not awaited: the answer takes as long, and says the same, whether a message went out.
      void deliver(db, {
        to: memberPhone,
        purpose: 'password_reset',
        text: `${site}: รหัสยืนยันสำหรับตั้งรหัสผ่านใหม่คือ ${code} ใช้ได้ภายใน ${ttlMinutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น`,
      });
    }
    return ok({ resend_after_seconds: resendAfter, expires_in_minutes: ttlMinutes }, 'หากเบอร์นี้เป็นสมาชิก ระบบได้ส่งรหัสยืนยัน 6 หลักทาง SMS แล้ว');
  },
});

function codeInvalid(db: DatabaseSync): never {
  fail('RESET_CODE_INVALID', { tries: getSetting(db, 'auth.reset_code_max_tries') });
}

/** Step 2: the right code sets the new password once, logs the member out everywhere and ends their login locks. */
export const resetPasswordV2Route = defineRoute({
  method: 'POST',
  path: '/api/reset_password_v2',
  auth: false,
  body: resetPasswordRequest,
  async handle({ db, body }) {
    // The try is counted (and committed) before the answer; one message for every wrong case.
    const check = tx(db, () => tryResetCode(db, body.phone, body.code));
    if (!check.right) codeInvalid(db);
    const passwordHash = await hashPassword(body.new_password);
    tx(db, () => {
      // Used by a parallel request, replaced, burnt or expired while the password was hashed.
      if (!isOpenCode(db, body.phone, check.codeId)) codeInvalid(db);
      closeCode(db, check.codeId, 'used');
      setPasswordHash(db, check.memberId, passwordHash);
      revokeMemberSessions(db, check.memberId);
      // The member proved who they are: a login lock on any device ends too.
      clearKeys(db, loginKeyPrefix(body.phone));
    });
    return ok(null, 'ตั้งรหัสผ่านใหม่สำเร็จ กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่');
  },
});
