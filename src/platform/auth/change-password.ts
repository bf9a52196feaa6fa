// Changing a password while logged in (the reset of a forgotten one is in reset.ts; the hashing in
// password-hash.ts).
import * as auth from '../../contract/endpoints/account/auth.ts';
import { tx } from '../db/database.ts';
import { fail } from '../errors.ts';
import { ok, route } from '../http.ts';
import { findMemberById, setPasswordHash } from '../member/index.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { revokeMemberSessions } from './sessions.ts';

export const changePasswordRoute = route(auth.changePassword, async ({ db, body, session }) => {
  const member = (await findMemberById(db, session.memberId))!;
  if (!(await verifyPassword(body.old_password, member.password_hash))) fail('OLD_PASSWORD_WRONG');
  if (body.new_password === body.old_password) fail('PASSWORD_UNCHANGED');
  const passwordHash = await hashPassword(body.new_password);
  await tx(db, async (trx) => {
    await setPasswordHash(trx, member.id, passwordHash);
    // Anyone else holding the old password's sessions is logged out; this device stays in.
    await revokeMemberSessions(trx, member.id, session.id);
  });
  return ok(null, 'เปลี่ยนรหัสผ่านสำเร็จ');
});
