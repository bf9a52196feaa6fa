// The back office's staff calls: log-in, enrolment, log-out, who am I, and the owner's staff desk.
import * as admin from '../../contract/endpoints/admin/admin-staff.ts';
import { contextOf } from '../db/database.ts';
import { ok, route, type Route, type StaffIdentity } from '../http.ts';
import { recordAudit, staffActor } from '../audit/index.ts';
import { completeEnrolment, enrolmentInfo } from './enrolment.ts';
import { checkStaffCode, checkStaffPassword } from './login.ts';
import { addStaff, changeStaffRole, disableStaff, listStaff, relinkStaff } from './records.ts';
import { revokeStaffSession } from './sessions.ts';

const iso = (ms: number) => new Date(ms).toISOString();

const loginRoute = route(admin.staffLogin, async ({ db, body, client }) => {
  const { challenge, expiresAt } = await checkStaffPassword(db, body.name, body.password, client);
  return ok({ challenge, expires_at: iso(expiresAt) }, 'กรุณากรอกรหัสยืนยันจากแอป');
});

const codeRoute = route(admin.staffLoginCode, async ({ db, body, client }) => {
  const { session, staff } = await checkStaffCode(db, body.challenge, body.code, client);
  // access_token leaves the answer at the API door and travels as the staff cookie.
  return ok({ access_token: session.token, expires_at: iso(session.expiresAt), staff }, 'เข้าสู่ระบบหลังบ้านสำเร็จ');
});

const logoutRoute = route(admin.staffLogout, async ({ db, staff, client }) => {
  await revokeStaffSession(db, staff.sessionId);
  await recordAudit(db, contextOf(db).now, {
    actor: staffActor(staff, client),
    action: 'staff.logout',
    targetKind: 'staff',
    targetId: String(staff.id),
    before: null,
    after: null,
    reason: null,
  });
  return ok(null, 'ออกจากระบบแล้ว');
});

const meRoute = route(admin.staffMe, async ({ staff }) => ok({ id: staff.id, name: staff.name, role: staff.role }));

const enrolInfoRoute = route(admin.enrolInfo, async ({ db, query }) => {
  const info = await enrolmentInfo(db, query.token);
  return ok({ name: info.name, role: info.role, secret: info.secret, uri: info.uri, expires_at: iso(info.expiresAt) });
});

const enrolRoute = route(admin.enrol, async ({ db, body, client }) => {
  const { session, recoveryCodes, staff } = await completeEnrolment(db, body.token, body.password, body.code, client);
  return ok({ access_token: session.token, expires_at: iso(session.expiresAt), recovery_codes: recoveryCodes, staff }, 'ลงทะเบียนสำเร็จ');
});

const listRoute = route(admin.staffList, async ({ db }) => {
  const rows = await listStaff(db);
  return ok(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      role: row.role as StaffIdentity['role'],
      enrolled: row.enrolled === 1,
      disabled: row.disabled_at !== null,
      created_at: iso(row.created_at),
      last_seen_at: row.last_seen_at === null ? null : iso(Number(row.last_seen_at)),
    })),
  );
});

const inviteRoute = route(admin.staffInvite, async ({ db, body, staff, client }) => {
  const link = await addStaff(db, staffActor(staff, client), body.name, body.role);
  return ok({ id: link.id, name: link.name, path: link.path, expires_at: iso(link.expiresAt) }, 'สร้างลิงก์ลงทะเบียนแล้ว');
});

const roleRoute = route(admin.staffRole, async ({ db, body, staff, client }) => {
  await changeStaffRole(db, staffActor(staff, client), body.staff_id, body.role, body.reason ?? null);
  return ok(null, 'เปลี่ยนบทบาทแล้ว');
});

const disableRoute = route(admin.staffDisable, async ({ db, body, staff, client }) => {
  await disableStaff(db, staffActor(staff, client), body.staff_id, body.reason);
  return ok(null, 'ปิดบัญชีและออกจากระบบทุกอุปกรณ์แล้ว');
});

const relinkRoute = route(admin.staffRelink, async ({ db, body, staff, client }) => {
  const link = await relinkStaff(db, staffActor(staff, client), body.staff_id);
  return ok({ id: link.id, name: link.name, path: link.path, expires_at: iso(link.expiresAt) }, 'สร้างลิงก์ลงทะเบียนใหม่แล้ว');
});

export const staffRoutes: Route[] = [
  loginRoute,
  codeRoute,
  logoutRoute,
  meRoute,
  enrolInfoRoute,
  enrolRoute,
  listRoute,
  inviteRoute,
  roleRoute,
  disableRoute,
  relinkRoute,
];
