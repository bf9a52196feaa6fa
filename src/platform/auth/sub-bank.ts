// The backup bank account, a withdrawal destination: changing it takes a one-time code sent to the
// member's phone (as a password reset does), so a stolen session alone cannot redirect withdrawals.
// Step 1 sends the code (the reset's limits on how often); step 2 checks it and saves the account.
import * as auth from '../../contract/endpoints/account/auth.ts';
import { requireBank } from '../banks.ts';
import { tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { ok, route } from '../http.ts';
import { bankAccountOwner, findMemberById, setSubBankAccount, userInfo } from '../member/index.ts';
import { deliver, maskPhone } from '../messages/index.ts';
import { getSetting } from '../settings.ts';
import { closeCode, isOpenCode, issueResetCode, newResetCode, tryResetCode } from './reset-codes.ts';
import { codeRequestTurns, countResetRequest } from './reset-limits.ts';

const PURPOSE = 'sub_bank_account';

export const subBankCodeRoute = route(auth.subBankCode, async ({ db, session, client }) => {
  const member = (await findMemberById(db, session.memberId))!;
  const code = newResetCode();
  const ttlMinutes = await getSetting(db, 'auth.reset_code_ttl_minutes');
  const resendAfter = await tx(
    db,
    async (trx) => {
      const wait = await countResetRequest(trx, member.phone, client);
      await issueResetCode(trx, member, code, PURPOSE);
      return wait;
    },
    codeRequestTurns(member.phone, client),
  );
  const site = (await getSetting(db, 'site.agent_code')).toUpperCase();
  await deliver(db, {
    to: member.phone,
    purpose: PURPOSE,
    text: `${site}: รหัสยืนยันสำหรับเปลี่ยนบัญชีธนาคารสำรอง (บัญชีรับเงินถอน) คือ ${code} ใช้ได้ภายใน ${ttlMinutes} นาที หากท่านไม่ได้ขอ โปรดติดต่อแอดมินทันที`,
  });
  return ok(
    { resend_after_seconds: resendAfter, expires_in_minutes: ttlMinutes },
    `ส่งรหัสยืนยัน 6 หลักทาง SMS ไปที่เบอร์ ${maskPhone(member.phone)} แล้ว`,
  );
});

async function codeInvalid(db: Db): Promise<never> {
  fail('RESET_CODE_INVALID', { tries: await getSetting(db, 'auth.reset_code_max_tries') });
}

export const updateSubBankRoute = route(auth.updateSubBank, async ({ db, body, session }) => {
  await requireBank(db, body.bank_code);
  const member = (await findMemberById(db, session.memberId))!;
  if (member.bank_code === body.bank_code && member.bank_account === body.bank_account) {
    fail('SUB_BANK_SAME_AS_MAIN');
  }
  // The try is counted (and committed) before the answer, as a reset's is.
  const check = await tx(db, (trx) => tryResetCode(trx, member.phone, body.code, PURPOSE));
  if (!check.right || check.memberId !== member.id) return codeInvalid(db);
  const info = await tx(db, async (trx) => {
    if (!(await isOpenCode(trx, member.phone, check.codeId, PURPOSE))) await codeInvalid(trx);
    const owner = await bankAccountOwner(trx, body.bank_code, body.bank_account);
    if (owner !== undefined && owner !== member.id) fail('BANK_ACCOUNT_TAKEN');
    await closeCode(trx, check.codeId, 'used');
    await setSubBankAccount(trx, member.id, body.bank_code, body.bank_account);
    return userInfo(trx, member.id);
  });
  return ok(info, 'บันทึกบัญชีสำรองสำเร็จ');
});
