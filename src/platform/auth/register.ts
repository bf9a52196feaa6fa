// Registration: a new member with wallets, the new-member demo credit, and a session, once the
// phone is confirmed with the code it got by SMS (phone-confirm.ts).
import * as auth from '../../contract/endpoints/account/auth.ts';
import { siteAgent } from '../agent/index.ts';
import { tx, type Db, type TxOptions } from '../db/database.ts';
import { BusinessError, fail } from '../errors.ts';
import { bankAccountOwner, findMemberByPhone, insertMember } from '../member/index.ts';
import { ok, route } from '../http.ts';
import { credit, openWallets, toSatang, WALLET_TYPE, walletIdOf } from '../money/index.ts';

import { getSetting } from '../settings.ts';
import { loginData } from './login.ts';
import { hashPassword } from './password-hash.ts';
import { tryPhoneCode, usePhoneCode } from './phone-codes.ts';
import { checkRegistration } from './registration-check.ts';
import { phoneCodesQueue } from './reset-limits.ts';

/** A wrong, expired or used code: said under the code's field, as the form's other refusals are. */
async function phoneCodeInvalid(db: Db): Promise<never> {
  const refusal = new BusinessError('PHONE_CODE_INVALID', { tries: await getSetting(db, 'auth.reset_code_max_tries') });
  throw new BusinessError('PHONE_CODE_INVALID', undefined, { fields: { phone_code: refusal.message } }, refusal.message);
}

/**
 * A sign-up waits only for another of the same phone or bank account (the two it checks are not
 * taken, with the phone's code); others go on alongside at READ COMMITTED. Its other writes are new
 * rows, and the welcome credit locks the new wallet (money/movement.ts).
 */
function signUpTurns(phone: string, bankCode: string, bankAccount: string): TxOptions {
  return { queue: [phoneCodesQueue(phone), `bank-account:${bankCode}:${bankAccount}`], readCommitted: true };
}

// No body schema here: checkRegistration reads every field, so all wrong ones are told at once.
export const registerRoute = route(auth.register, async ({ db, now, body: raw }) => {
  const { registration: body, referrerId } = await checkRegistration(db, now, (raw ?? {}) as Record<string, unknown>);

  // The try is counted (and committed) before the answer, as a reset code's.
  // A phone's code is tried and used in turns; other phones' sign-ups go on alongside (reset-limits.ts).
  const codeId = await tx(db, (trx) => tryPhoneCode(trx, body.phone, body.phone_code), {
    queue: phoneCodesQueue(body.phone),
    readCommitted: true,
  });
  if (codeId === null) return phoneCodeInvalid(db);
  const passwordHash = await hashPassword(body.password);

  const data = await tx(
    db,
    async (trx) => {
      // Used by a parallel registration, replaced or expired while the password was hashed.
      if (!(await usePhoneCode(trx, body.phone, codeId))) await phoneCodeInvalid(trx);
      // Checked again: another registration may have taken the phone or account while the hash was computed.
      if (await findMemberByPhone(trx, body.phone)) fail('PHONE_TAKEN');
      if ((await bankAccountOwner(trx, body.bank_code, body.bank_account)) !== undefined) fail('BANK_ACCOUNT_TAKEN');
      const memberId = await insertMember(trx, {
        agentId: (await siteAgent(trx)).id,
        phone: body.phone,
        passwordHash,
        fullName: body.full_name,
        bankCode: body.bank_code,
        bankAccount: body.bank_account,
        birthDate: body.birth_date,
        referrerId,
      });
      await openWallets(trx, memberId);
      const welcome = toSatang(await getSetting(trx, 'member.new_member_credit_baht'));
      if (welcome > 0) {
        await credit(trx, await walletIdOf(trx, memberId, WALLET_TYPE.MAIN), welcome, 'welcome_credit', `member:${memberId}`);
      }
      return loginData(trx, memberId);
    },
    signUpTurns(body.phone, body.bank_code, body.bank_account),
  );
  return ok(data, 'สมัครสมาชิกสำเร็จ');
});
