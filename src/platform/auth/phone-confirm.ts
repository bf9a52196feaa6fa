// Registration confirms the phone (issue 27): a one-time code goes to it by SMS, through the same
// sender and under the same limits as a password reset (per phone and per client address), so one
// person cannot open many accounts for the welcome credit. A phone already a member's gets no code.
// The code leaves only by text message; the answer never holds it.
import * as auth from '../../contract/endpoints/account/auth.ts';
import { tx } from '../db/database.ts';
import { fail } from '../errors.ts';
import { ok, route } from '../http.ts';
import { findMemberByPhone } from '../member/index.ts';
import { deliver } from '../messages/index.ts';
import { getSetting } from '../settings.ts';
import { issuePhoneCode } from './phone-codes.ts';
import { newResetCode } from './reset-codes.ts';
import { codeRequestTurns, countResetRequest } from './reset-limits.ts';

export const phoneCodeRoute = route(auth.registerPhoneCode, async ({ db, body, client }) => {
  const code = newResetCode();
  const ttlMinutes = await getSetting(db, 'auth.reset_code_ttl_minutes');
  const resendAfter = await tx(
    db,
    async (trx) => {
      if (await findMemberByPhone(trx, body.phone)) fail('PHONE_TAKEN');
      // The phone's own count apart from its resets (a new member may ask for a reset or a backup
      // account's code a minute later); the address's count is shared with them.
      const wait = await countResetRequest(trx, `register:${body.phone}`, client);
      await issuePhoneCode(trx, body.phone, code);
      return wait;
    },
    codeRequestTurns(body.phone, client),
  );
  const site = (await getSetting(db, 'site.agent_code')).toUpperCase();
  await deliver(db, {
    to: body.phone,
    purpose: 'phone_confirm',
    text: `${site}: รหัสยืนยันเบอร์โทรศัพท์สำหรับสมัครสมาชิกคือ ${code} ใช้ได้ภายใน ${ttlMinutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น`,
  });
  return ok({ resend_after_seconds: resendAfter, expires_in_minutes: ttlMinutes }, 'ส่งรหัสยืนยัน 6 หลักทาง SMS แล้ว');
});
