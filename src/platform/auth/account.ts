// The member's own account: who am I, is a phone taken, logging out (the backup bank account: sub-bank.ts).
import * as auth from '../../contract/endpoints/account/auth.ts';
import { ok, route } from '../http.ts';
import { findMemberByPhone, userInfo } from '../member/index.ts';
import { revokeSession } from './sessions.ts';

export const checkAccountRoute = route(auth.checkAccount, async ({ db, body }) =>
  ok({ phone: body.phone, taken: (await findMemberByPhone(db, body.phone)) !== undefined }),
);

export const logoutRoute = route(auth.logout, async ({ db, session }) => {
  await revokeSession(db, session.id);
  return ok(null, 'ออกจากระบบสำเร็จ');
});

export const userInfoRoute = route(auth.userInfo, async ({ db, session }) => ok(await userInfo(db, session.memberId)));
