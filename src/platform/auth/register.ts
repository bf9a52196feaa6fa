// Registration: a new member with wallets, the new-member demo credit, and a session.
import { registerRequest } from '../../contract/auth-requests.ts';
import { siteAgent } from '../agent/records.ts';
import { requireBank } from '../banks.ts';
import { tx } from '../db/database.ts';
import { fail } from '../errors.ts';
import { defineRoute, ok } from '../http.ts';
import { bankAccountOwner, findMemberByPhone, findMemberByRefCode, insertMember } from '../member/records.ts';
import { credit } from '../money/ledger.ts';
import { toSatang } from '../money/money.ts';
import { openWallets, walletIdOf, WALLET_TYPE } from '../money/wallets.ts';
import { getSetting } from '../settings.ts';
import { ageOn, bangkokDate } from '../time.ts';
import { loginData } from './login.ts';
import { hashPassword } from './password-hash.ts';

export const registerRoute = defineRoute({
  method: 'POST',
  path: '/api/register',
  auth: false,
  body: registerRequest,
  async handle({ db, now, body }) {
    const minAge = await getSetting(db, 'member.min_age_years');
    if (ageOn(body.birth_date, bangkokDate(now())) < minAge) fail('UNDER_AGE', { age: minAge });
    await requireBank(db, body.bank_code);
    if (await findMemberByPhone(db, body.phone)) fail('PHONE_TAKEN');
    if ((await bankAccountOwner(db, body.bank_code, body.bank_account)) !== undefined) fail('BANK_ACCOUNT_TAKEN');
    const referrer = body.ref_code ? ((await findMemberByRefCode(db, body.ref_code)) ?? fail('REF_CODE_UNKNOWN')) : null;

    const passwordHash = await hashPassword(body.password);

    const data = await tx(db, async (trx) => {
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
        referrerId: referrer?.id ?? null,
      });
      await openWallets(trx, memberId);
      const welcome = toSatang(await getSetting(trx, 'member.new_member_credit_baht'));
      if (welcome > 0) {
        await credit(trx, await walletIdOf(trx, memberId, WALLET_TYPE.MAIN), welcome, 'welcome_credit', `member:${memberId}`);
      }
      return loginData(trx, memberId);
    });
    return ok(data, 'สมัครสมาชิกสำเร็จ');
  },
});
