// The back office's door over HTTP: the two-step log-in with a real TOTP code, the staff cookie
// (only on /admin and /api/admin, SameSite=Strict, httpOnly), a replayed code refused, an expired
// second step, a member of staff disabled mid-session, members' and staff sessions kept apart,
// the pages' headers, and ADMIN_ENABLED=0 turning all of it into a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as adminAudit from '../../src/contract/endpoints/admin/admin-audit.ts';
import * as adminStaff from '../../src/contract/endpoints/admin/admin-staff.ts';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import { inject } from 'vitest';
import { startServer, type RunningServer } from '../support/server.ts';
import { freshServerEnv } from '../support/test-databases.ts';
import { serverRun } from '../support/server-database.ts';
import { Member, fieldsOf, loopbackAddress } from './client.ts';
import { STAFF_PASSWORD, enrolledStaff, nextCode, operatorOn, staffName } from './admin-helpers.ts';

const shared = () => ({ dataDir: inject('dataDir'), databaseUrl: inject('databaseUrl') });

describe('staff log-in', () => {
  it('opens with the password and then the app code; the cookie is the staff one, on the admin paths only', async () => {
    const staff = await enrolledStaff('cashier');
    const browser = new Member(loopbackAddress());
    const first = await browser.send(adminStaff.staffLogin, { name: staff.name, password: STAFF_PASSWORD });
    expect(first.body.error, first.body.message).toBe(0);
    expect(first.setCookie).toEqual([]);
    const code = nextCode(staff.secret);
    const second = await browser.send(adminStaff.staffLoginCode, { challenge: first.body.data.challenge, code });
    expect([second.body.error, second.body.data.staff]).toEqual([0, { id: expect.any(Number), name: staff.name, role: 'cashier' }]);
    expect(second.body.data).not.toHaveProperty('access_token');
    expect(second.setCookie).toHaveLength(2);
    for (const [line, path] of second.setCookie.map((line, index) => [line, ['/admin', '/api/admin'][index]])) {
      expect(line).toMatch(new RegExp(`^r999_staff=[^;]+; Path=${path}; Max-Age=\\d+; HttpOnly; SameSite=Strict`));
    }
    expect((await browser.send(adminStaff.staffMe)).body.data).toEqual({ id: expect.any(Number), name: staff.name, role: 'cashier' });

    // The same code again, in a new log-in: refused.
    const again = new Member(loopbackAddress());
    const step = await again.send(adminStaff.staffLogin, { name: staff.name, password: STAFF_PASSWORD });
    const replay = await again.send(adminStaff.staffLoginCode, { challenge: step.body.data.challenge, code });
    expect([replay.body.error, replay.body.message]).toEqual([6003, expect.stringContaining('ถูกใช้ไปแล้ว')]);
    expect(again.cookies.has('r999_staff')).toBe(false);
  });

  it('refuses a second step that has expired, and tells the member of staff to start again', async () => {
    const staff = await enrolledStaff('support');
    const browser = new Member(loopbackAddress());
    const first = await browser.send(adminStaff.staffLogin, { name: staff.name, password: STAFF_PASSWORD });
    // Five minutes on, as the platform clock would have it (the unit tests move the clock itself).
    await serverRun(
      shared(),
      'UPDATE staff_login_steps SET expires_at = created_at WHERE staff_id = (SELECT id FROM staff WHERE name = ?)',
      staff.name,
    );
    const late = await browser.send(adminStaff.staffLoginCode, { challenge: first.body.data.challenge, code: nextCode(staff.secret) });
    expect([late.body.error, late.body.message]).toEqual([6004, expect.stringContaining('หมดเวลา')]);
  });

  it('answers bad input with a Thai message per field and changes nothing', async () => {
    const browser = new Member(loopbackAddress());
    const empty = await browser.send(adminStaff.staffLogin, { name: '', password: '' });
    expect(empty.body.error).toBe(1001);
    expect(fieldsOf(empty)).toEqual({ name: 'กรุณากรอกชื่อผู้ใช้', password: 'กรุณากรอกรหัสผ่าน' });
    const badCode = await browser.send(adminStaff.staffLoginCode, { challenge: 'x'.repeat(43), code: '12ab' });
    expect(fieldsOf(badCode).code).toMatch(/6 หลัก/);
  });
});

describe('sessions', () => {
  it('end at once for a member of staff disabled mid-session, and the cookies are cleared', async () => {
    const owner = await enrolledStaff('owner');
    const cashier = await enrolledStaff('cashier');
    expect((await cashier.client.send(adminStaff.staffMe)).status).toBe(200);
    const { body: list } = await owner.client.send(adminStaff.staffList);
    const id = list.data.find((row) => row.name === cashier.name)!.id;
    const disabled = await owner.client.send(adminStaff.staffDisable, { staff_id: id, reason: 'ลาออก' });
    expect(disabled.body.error, disabled.body.message).toBe(0);
    const after = await cashier.client.send(adminStaff.staffMe);
    expect([after.status, after.body.message]).toEqual([401, expect.stringMatching(/[\u0E00-\u0E7F]/)]);
    expect(after.setCookie.filter((line) => line.startsWith('r999_staff=deleted'))).toHaveLength(2);
  });

  it('are kept apart: a member session opens no staff call, a staff session no member call', async () => {
    const staff = await enrolledStaff('owner');
    const member = new Member(loopbackAddress());
    const login = await member.send(auth.login, { username: '0812345678', password: 'demo1234' });
    expect(login.body.error).toBe(0);
    expect((await member.send(adminStaff.staffMe)).status).toBe(401);
    // The member's cookie set to a staff token, and the staff cookie on a member call: neither opens it.
    const forged = new Member(loopbackAddress());
    forged.cookies.set('r999_session', staff.client.cookies.get('r999_staff')!);
    expect((await forged.send(auth.userInfo)).status).toBe(401);
    expect((await staff.client.send(auth.userInfo)).status).toBe(401);
    expect((await staff.client.send(adminStaff.staffMe)).status).toBe(200);
  });

  it('log out: the session ends on the server and both cookies are cleared', async () => {
    const staff = await enrolledStaff('content');
    const token = staff.client.cookies.get('r999_staff')!;
    const out = await staff.client.send(adminStaff.staffLogout);
    expect(out.body.error).toBe(0);
    expect(out.setCookie.filter((line) => line.startsWith('r999_staff=deleted'))).toHaveLength(2);
    const replayed = new Member(loopbackAddress());
    replayed.cookies.set('r999_staff', token);
    expect((await replayed.send(adminStaff.staffMe)).status).toBe(401);
  });
});

describe('the admin pages', () => {
  it('send a visitor to the log-in, and are never cached or indexed, under the stricter policy', async () => {
    const base = inject('baseUrl');
    const home = await fetch(`${base}/admin/staff`, { redirect: 'manual' });
    expect([home.status, home.headers.get('location')]).toEqual([302, '/admin/login?next=%2Fadmin%2Fstaff']);
    const login = await fetch(`${base}/admin/login`);
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    expect(login.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(login.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(login.headers.get('x-frame-options')).toBe('DENY');
    expect(await login.text()).toContain('<meta name="robots" content="noindex, nofollow"');
    // A member page keeps the site's policy.
    expect((await fetch(`${base}/`)).headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
  });

  it('show a page the role may not use as refused, with the role and what it lacks', async () => {
    const cashier = await enrolledStaff('cashier');
    const cookie = `r999_staff=${cashier.client.cookies.get('r999_staff')}`;
    const page = await fetch(`${inject('baseUrl')}/admin/audit`, { headers: { cookie } });
    expect(page.status).toBe(403);
    expect(await page.text()).toContain('บทบาท แคชเชียร์ ไม่มีสิทธิ์ดูประวัติการทำรายการ');
  });
});

describe('ADMIN_ENABLED=0', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ ...(await freshServerEnv()), ADMIN_ENABLED: '0' });
  });
  afterAll(() => server?.stop());

  it('answers every admin page and call with a 404, and the command line still makes staff', async () => {
    for (const path of ['/admin', '/admin/login', '/admin/enrol?token=x', '/admin/staff']) {
      const page = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(page.status, path).toBe(404);
    }
    const member = new Member(undefined, server.url);
    for (const { method, path } of [adminStaff.staffMe, adminStaff.staffLogin, adminAudit.auditList]) {
      const answer = await member.call(method, path, {});
      expect([answer.status, answer.body.error, answer.body.message], path).toEqual([404, 404, 'ไม่พบรายการที่เรียกใช้']);
    }
    const printed = await operatorOn(server, 'staff', 'add', staffName('owner'), 'owner');
    expect(printed).toMatch(/\/admin\/enrol\?token=/);
  });
});
