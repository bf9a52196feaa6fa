// The member's own account: who am I, is a phone taken, logging out (the backup bank account: sub-bank.ts).
import { phoneRequest } from '../../contract/auth-requests.ts';
import { defineRoute, ok } from '../http.ts';
import { findMemberByPhone, userInfo } from '../member/records.ts';
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
