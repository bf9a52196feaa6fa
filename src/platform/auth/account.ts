// The member's own account: who am I, is a phone taken, the backup bank account, logging out.
import { phoneRequest, subBankAccountRequest } from '../../contract/auth-requests.ts';
import { requireBank } from '../banks.ts';
import { tx } from '../db/database.ts';
import { fail } from '../errors.ts';
import { defineRoute, ok } from '../http.ts';
import { bankAccountOwner, findMemberById, findMemberByPhone, setSubBankAccount, userInfo } from '../member/records.ts';
import { revokeSession } from './sessions.ts';

export const checkAccountRoute = defineRoute({
  method: 'POST',
  path: '/api/check_account',
  auth: false,
  body: phoneRequest,
  handle: async ({ db, body }) => ok({ phone: body.phone, taken: (await findMemberByPhone(db, body.phone)) !== undefined }),
});

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/api/logout',
  auth: true,
  async handle({ db, session }) {
    await revokeSession(db, session.id);
    return ok(null, 'ออกจากระบบสำเร็จ');
  },
});

export const userInfoRoute = defineRoute({
  method: 'GET',
  path: '/api/get_user_info',
  auth: true,
  handle: async ({ db, session }) => ok(await userInfo(db, session.memberId)),
});

export const updateSubBankRoute = defineRoute({
  method: 'POST',
  path: '/api/member/update_sub_bank_account',
  auth: true,
  body: subBankAccountRequest,
  async handle({ db, body, session }) {
    await requireBank(db, body.bank_code);
    const member = (await findMemberById(db, session.memberId))!;
    if (member.bank_code === body.bank_code && member.bank_account === body.bank_account) {
      fail('SUB_BANK_SAME_AS_MAIN');
    }
    const info = await tx(db, async (trx) => {
      const owner = await bankAccountOwner(trx, body.bank_code, body.bank_account);
      if (owner !== undefined && owner !== member.id) fail('BANK_ACCOUNT_TAKEN');
      await setSubBankAccount(trx, member.id, body.bank_code, body.bank_account);
      return userInfo(trx, member.id);
    });
    return ok(info, 'บันทึกบัญชีสำรองสำเร็จ');
  },
});
