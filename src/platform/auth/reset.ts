// The two-step reset of a forgotten password. Step 1 takes the phone only and sends a one-time
// code by text message; its answer is the same whether the phone belongs to a member or not, and
// never holds the code. Step 2 takes phone + code + new password.
import * as auth from '../../contract/endpoints/account/auth.ts';
import { tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { ok, route } from '../http.ts';
import { findMemberByPhone, setPasswordHash } from '../member/index.ts';
import { deliver } from '../messages/index.ts';
import { getSetting } from '../settings.ts';
import { clearKeys } from './lockout.ts';
import { loginKeyPrefix } from './login.ts';
import { hashPassword } from './password-hash.ts';
import { closeCode, hashDecoyCode, isOpenCode, issueResetCode, newResetCode, tryResetCode } from './reset-codes.ts';
import { codeRequestTurns, countResetRequest } from './reset-limits.ts';
import { revokeMemberSessions } from './sessions.ts';

/**
 * Sends a reset code to `phone` when it is a member's (under the per-phone and per-client limits,
 * counted either way): the member's own "forgot password" and the back office's "send a reset
 * code" alike. The code leaves only by text message; the answer never holds it.
 */
export async function sendResetCode(
  db: Db,
  phone: string,
  client: string,
): Promise<{ sent: boolean; resendAfter: number; ttlMinutes: number }> {
  const code = newResetCode();
  const ttlMinutes = await getSetting(db, 'auth.reset_code_ttl_minutes');
  const { memberPhone, resendAfter } = await tx(
    db,
    async (trx) => {
      const resendAfter = await countResetRequest(trx, phone, client);
      const member = await findMemberByPhone(trx, phone);
      if (member) await issueResetCode(trx, member, code);
      else hashDecoyCode(phone, code);
      return { memberPhone: member?.phone, resendAfter };
    },
    codeRequestTurns(phone, client),
  );
  if (memberPhone) {
    const site = (await getSetting(db, 'site.agent_code')).toUpperCase();
    // The answer says the same whether a message went out, and waits for no SMS provider.
    await deliver(db, {
      to: memberPhone,
      purpose: 'password_reset',
      text: `${site}: รหัสยืนยันสำหรับตั้งรหัสผ่านใหม่คือ ${code} ใช้ได้ภายใน ${ttlMinutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น`,
    });
  }
  return { sent: !!memberPhone, resendAfter, ttlMinutes };
}

export const resetPasswordRoute = route(auth.resetPassword, async ({ db, body, client }) => {
  const { resendAfter, ttlMinutes } = await sendResetCode(db, body.phone, client);
  return ok({ resend_after_seconds: resendAfter, expires_in_minutes: ttlMinutes }, 'หากเบอร์นี้เป็นสมาชิก ระบบได้ส่งรหัสยืนยัน 6 หลักทาง SMS แล้ว');
});

async function codeInvalid(db: Db): Promise<never> {
  fail('RESET_CODE_INVALID', { tries: await getSetting(db, 'auth.reset_code_max_tries') });
}

/** Step 2: the right code sets the new password once, logs the member out everywhere and ends their login locks. */
export const resetPasswordV2Route = route(auth.resetPasswordV2, async ({ db, body }) => {
  // The try is counted (and committed) before the answer; one message for every wrong case.
  const check = await tx(db, (trx) => tryResetCode(trx, body.phone, body.code));
  if (!check.right) return codeInvalid(db);
  const passwordHash = await hashPassword(body.new_password);
  await tx(db, async (trx) => {
    // Used by a parallel request, replaced, burnt or expired while the password was hashed.
    if (!(await isOpenCode(trx, body.phone, check.codeId))) await codeInvalid(trx);
    await closeCode(trx, check.codeId, 'used');
    await setPasswordHash(trx, check.memberId, passwordHash);
    await revokeMemberSessions(trx, check.memberId);
    // The member proved who they are: a login lock on any device ends too.
    await clearKeys(trx, loginKeyPrefix(body.phone));
  });
  return ok(null, 'ตั้งรหัสผ่านใหม่สำเร็จ กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่');
});
