// The back office's foundation on the platform: enrolment by a one-time link, the two-step log-in
// (a TOTP code accepted once, recovery codes once each), staff sessions (30 minutes idle, 12 hours
// at most, ended everywhere when disabled), the router's permission check, and the audit trail the
// database will not let anyone edit. On SQLite and (unit-postgres) PostgreSQL.
import { describe, expect, it } from 'vitest';
import * as adminAudit from '../../../src/contract/endpoints/admin/admin-audit.ts';
import * as adminStaff from '../../../src/contract/endpoints/admin/admin-staff.ts';
import * as auth from '../../../src/contract/endpoints/account/auth.ts';
import { operatorActor } from '../../../src/platform/audit/trail.ts';
import { addStaff, disableStaff } from '../../../src/platform/staff/records.ts';
import type { StaffRole } from '../../../src/platform/staff/permissions.ts';
import { enrolToken, totpCode } from '../../support/totp.ts';
import { testPlatform, type TestPlatform } from './helpers.ts';

const PASSWORD = 'staff-pass-1';
let counter = 0;

interface Enrolled {
  id: number;
  name: string;
  secret: string;
  token: string;
  recoveryCodes: string[];
}

/** A member of staff made as the command line does, enrolled through the calls with a real TOTP code. */
async function enrolledStaff(t: TestPlatform, role: StaffRole): Promise<Enrolled> {
  const name = `${role}${++counter}`;
  const link = await addStaff(t.db, operatorActor('tests'), name, role);
  const token = enrolToken(link.path);
  const info = await t.send(adminStaff.enrolInfo, { token });
  expect(info.error, info.message).toBe(0);
  const secret = info.data.secret;
  // The declaration's answer leaves the session token out; a test reads it as the platform sends it.
  const enrolled = await t.post(adminStaff.enrol.path, { token, password: PASSWORD, code: totpCode(secret, t.now()) });
  expect(enrolled.error, enrolled.message).toBe(0);
  return { id: link.id, name, secret, token: enrolled.data.access_token, recoveryCodes: enrolled.data.recovery_codes };
}

async function challenge(t: TestPlatform, name: string, client = '10.0.0.1'): Promise<string> {
  const step = await t.sendFrom(client, adminStaff.staffLogin, { name, password: PASSWORD });
  expect(step.error, step.message).toBe(0);
  return step.data.challenge;
}

describe('staff log-in', () => {
  it('takes a TOTP code once: the code enrolment used, or one already used to log in, is refused', async () => {
    const t = await testPlatform();
    const staff = await enrolledStaff(t, 'cashier');
    // The same 30-second window as enrolment: that code was used.
    const replay = await t.send(adminStaff.staffLoginCode, {
      challenge: await challenge(t, staff.name),
      code: totpCode(staff.secret, t.now()),
    });
    expect([replay.error, replay.message]).toEqual([6003, expect.stringContaining('ถูกใช้ไปแล้ว')]);

    t.advance(1);
    const code = totpCode(staff.secret, t.now());
    const first = await t.send(adminStaff.staffLoginCode, { challenge: await challenge(t, staff.name), code });
    expect(first.error, first.message).toBe(0);
    expect(first.data.staff).toEqual({ id: staff.id, name: staff.name, role: 'cashier' });
    const again = await t.send(adminStaff.staffLoginCode, { challenge: await challenge(t, staff.name), code });
    expect(again.error).toBe(6003);
  });

  it('takes each recovery code once', async () => {
    const t = await testPlatform();
    const staff = await enrolledStaff(t, 'support');
    expect(staff.recoveryCodes).toHaveLength(10);
    const [code] = staff.recoveryCodes;
    const first = await t.send(adminStaff.staffLoginCode, { challenge: await challenge(t, staff.name), code: code!.toLowerCase() });
    expect(first.error, first.message).toBe(0);
    const second = await t.send(adminStaff.staffLoginCode, { challenge: await challenge(t, staff.name), code });
    expect(second.error).toBe(6003);
  });

  it('refuses a second step after five minutes, and a challenge used once', async () => {
    const t = await testPlatform();
    const staff = await enrolledStaff(t, 'owner');
    const late = await challenge(t, staff.name);
    t.advance(6);
    const expired = await t.send(adminStaff.staffLoginCode, { challenge: late, code: totpCode(staff.secret, t.now()) });
    expect([expired.error, expired.message]).toEqual([6004, expect.stringContaining('หมดเวลา')]);
    const used = await challenge(t, staff.name);
    expect((await t.send(adminStaff.staffLoginCode, { challenge: used, code: staff.recoveryCodes[0] })).error).toBe(0);
    expect((await t.send(adminStaff.staffLoginCode, { challenge: used, code: staff.recoveryCodes[1] })).error).toBe(6004);
  });

  it('locks the name after wrong passwords, and the second step after wrong codes', async () => {
    const t = await testPlatform();
    const staff = await enrolledStaff(t, 'owner');
    for (let i = 0; i < 5; i++) {
      const wrong = await t.sendFrom('10.0.0.9', adminStaff.staffLogin, { name: staff.name, password: 'wrong-pass-1' });
      expect(wrong.error).toBe(i < 4 ? 6001 : 6002);
    }
    const right = await t.sendFrom('10.0.0.9', adminStaff.staffLogin, { name: staff.name, password: PASSWORD });
    expect([right.error, right.message]).toEqual([6002, expect.stringContaining('15 นาที')]);

    const step = await challenge(t, staff.name, '10.0.0.10');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await t.send(adminStaff.staffLoginCode, { challenge: step, code: '000000' })).error);
    expect(codes).toEqual([6003, 6003, 6003, 6003, 6002, 6002]);
  });

  it('answers a name that does not exist, or a member of staff not yet enrolled, like a wrong password', async () => {
    const t = await testPlatform();
    await addStaff(t.db, operatorActor('tests'), 'newcomer', 'cashier');
    for (const name of ['newcomer', 'nobody']) {
      const answer = await t.sendFrom('10.0.0.2', adminStaff.staffLogin, { name, password: PASSWORD });
      expect(answer.error).toBe(6001);
    }
  });
});

describe('enrolment links', () => {
  it('open once, refuse a wrong first code without being used up, and end when a new link is made', async () => {
    const t = await testPlatform();
    const link = await addStaff(t.db, operatorActor('tests'), 'linked', 'cashier');
    const token = enrolToken(link.path);
    const { secret } = (await t.send(adminStaff.enrolInfo, { token })).data;
    const wrong = await t.send(adminStaff.enrol, {
      token,
      password: PASSWORD,
      code: '000000' === totpCode(secret, t.now()) ? '111111' : '000000',
    });
    expect(wrong.error).toBe(6003);
    const weak = await t.send(adminStaff.enrol, { token, password: 'short', code: totpCode(secret, t.now()) });
    expect(weak).toMatchObject({ error: 1001, data: { fields: { password: expect.stringContaining('8') } } });
    expect((await t.send(adminStaff.enrol, { token, password: PASSWORD, code: totpCode(secret, t.now()) })).error).toBe(0);
    expect((await t.send(adminStaff.enrolInfo, { token })).error).toBe(6005);
    expect((await t.send(adminStaff.enrol, { token, password: PASSWORD, code: totpCode(secret, t.now()) })).error).toBe(6005);
  });

  it('expire after the set hours', async () => {
    const t = await testPlatform();
    const link = await addStaff(t.db, operatorActor('tests'), 'slowpoke', 'support');
    t.advance(72 * 60 + 1);
    expect((await t.send(adminStaff.enrolInfo, { token: enrolToken(link.path) })).error).toBe(6005);
  });
});

describe('staff sessions', () => {
  it('end after 30 minutes without a call, and after 12 hours however busy', async () => {
    const t = await testPlatform();
    const staff = await enrolledStaff(t, 'cashier');
    t.advance(29);
    expect((await t.send(adminStaff.staffMe, {}, staff.token)).error).toBe(0);
    t.advance(29);
    expect((await t.send(adminStaff.staffMe, {}, staff.token)).error).toBe(0);
    t.advance(31);
    expect((await t.send(adminStaff.staffMe, {}, staff.token)).status).toBe(401);

    t.advance(1);
    const busy = await enrolledStaffLogin(t, staff);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      t.advance(20);
      expect((await t.send(adminStaff.staffMe, {}, busy)).error).toBe(0);
    }
    t.advance(20);
    expect((await t.send(adminStaff.staffMe, {}, busy)).status).toBe(401);
  });

  it('end everywhere at once when the member of staff is disabled', async () => {
    const t = await testPlatform();
    const owner = await enrolledStaff(t, 'owner');
    const cashier = await enrolledStaff(t, 'cashier');
    t.advance(1);
    const second = await enrolledStaffLogin(t, cashier);
    const disabled = await t.send(adminStaff.staffDisable, { staff_id: cashier.id, reason: 'ลาออก' }, owner.token);
    expect(disabled.error, disabled.message).toBe(0);
    for (const token of [cashier.token, second]) expect((await t.send(adminStaff.staffMe, {}, token)).status).toBe(401);
    // And the name no longer logs in.
    const again = await t.sendFrom('10.0.0.3', adminStaff.staffLogin, { name: cashier.name, password: PASSWORD });
    expect(again.error).toBe(6001);
  });

  it('are no member sessions, and a member session opens no staff call', async () => {
    const t = await testPlatform();
    const staff = await enrolledStaff(t, 'owner');
    const member = await t.login();
    expect((await t.send(adminStaff.staffMe, {}, member)).status).toBe(401);
    expect((await t.send(auth.userInfo, {}, staff.token)).status).toBe(401);
  });
});

async function enrolledStaffLogin(t: TestPlatform, staff: Enrolled): Promise<string> {
  // The declaration's answer leaves the session token out; a test reads it as the platform sends it.
  const opened = await t.post(adminStaff.staffLoginCode.path, {
    challenge: await challenge(t, staff.name),
    code: totpCode(staff.secret, t.now()),
  });
  expect(opened.error, opened.message).toBe(0);
  return opened.data.access_token;
}

describe('the router checks the permission before the handler', () => {
  it('answers 403 naming the role and what it lacks, and lets the owner in', async () => {
    const t = await testPlatform();
    const owner = await enrolledStaff(t, 'owner');
    const cashier = await enrolledStaff(t, 'cashier');
    const refused = await t.send(adminStaff.staffList, {}, cashier.token);
    expect([refused.status, refused.error, refused.message]).toEqual([403, 403, 'บทบาท แคชเชียร์ ไม่มีสิทธิ์จัดการพนักงาน']);
    const invite = await t.send(adminStaff.staffInvite, { name: 'x'.repeat(3), role: 'cashier' }, cashier.token);
    expect(invite.status).toBe(403);
    expect(await t.count('staff')).toBe(2);
    expect((await t.send(adminStaff.staffList, {}, owner.token)).error).toBe(0);
  });

  it('keeps an owner: the last one cannot be demoted or disabled, nor anyone change themselves', async () => {
    const t = await testPlatform();
    const owner = await enrolledStaff(t, 'owner');
    const other = await enrolledStaff(t, 'owner');
    expect((await t.send(adminStaff.staffRole, { staff_id: owner.id, role: 'cashier' }, owner.token)).error).toBe(6009);
    expect((await t.send(adminStaff.staffDisable, { staff_id: other.id, reason: 'ทดสอบ' }, owner.token)).error).toBe(0);
    await expect(disableStaff(t.db, operatorActor('tests'), owner.id, 'ทดสอบ')).rejects.toThrow(/เจ้าของ/);
  });
});

describe('the audit trail', () => {
  it('keeps a row per step, and the database refuses to change or delete one', async () => {
    const t = await testPlatform();
    const owner = await enrolledStaff(t, 'owner');
    await t.send(adminStaff.staffInvite, { name: 'cashier.new', role: 'cashier' }, owner.token);
    const rows = await t.rows<{ action: string; actor_name: string; actor_role: string }>(
      'SELECT action, actor_name, actor_role FROM audit_trail ORDER BY id',
    );
    expect(rows).toEqual([
      { action: 'staff.invite', actor_name: 'tests', actor_role: 'operator' },
      { action: 'staff.enrol', actor_name: owner.name, actor_role: 'owner' },
      { action: 'staff.invite', actor_name: owner.name, actor_role: 'owner' },
    ]);
    await expect(t.rows("UPDATE audit_trail SET reason = 'x'")).rejects.toThrow(/append-only/);
    await expect(t.rows('DELETE FROM audit_trail')).rejects.toThrow(/append-only/);
    const audit = await t.send(adminAudit.auditList, { action: 'staff.invite' }, owner.token);
    expect(audit.data.rows.map((row) => (row.after as { name: string }).name)).toEqual(['cashier.new', owner.name]);
  });
});
