// Every staff call of the contract x every role: a role without the call's permission is refused
// with 403 and a Thai message naming the role and the permission, before the call reads its input
// or changes anything; a role with it gets past the check; no staff session, or a member's, is 401.
// Made from the declarations (contract/endpoints/), so each desk's calls join the walk by themselves.
import { beforeAll, describe, expect, it } from 'vitest';
import * as adminAudit from '../../src/contract/endpoints/admin/admin-audit.ts';
import * as adminStaff from '../../src/contract/endpoints/admin/admin-staff.ts';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import { allEndpoints } from '../../src/contract/endpoints/all.ts';
import { PERMISSION_NAMES, ROLE_NAMES, STAFF_ROLES, type StaffRole } from '../../src/contract/admin/staff.ts';
import { can } from '../../src/rules/admin/staff-permissions.ts';
import { Member, loopbackAddress } from './client.ts';
import { enrolledStaff, type StaffClient } from './admin-helpers.ts';

const STAFF_CALLS = allEndpoints().filter((endpoint) => endpoint.auth === 'staff');
const GUARDED = STAFF_CALLS.filter((endpoint) => endpoint.permission !== undefined);

const staff = new Map<StaffRole, StaffClient>();
let member: Member;

beforeAll(async () => {
  for (const role of STAFF_ROLES) staff.set(role, await enrolledStaff(role));
  member = new Member(loopbackAddress());
  expect((await member.send(auth.login, { username: '0812345678', password: 'demo1234' })).body.error).toBe(0);
}, 60_000);

const send = (client: Member, endpoint: (typeof STAFF_CALLS)[number]) => client.send(endpoint, {});

describe('every staff call', () => {
  it('is declared with a staff session, and the walk finds them', () => {
    expect(STAFF_CALLS).toEqual(expect.arrayContaining([adminStaff.staffList, adminAudit.auditList]));
    expect(GUARDED.length).toBeGreaterThanOrEqual(6);
  });

  it.each(STAFF_CALLS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s: 401 without a staff session and with a member session',
    async (_name, endpoint) => {
      const visitor = await send(new Member(loopbackAddress()), endpoint);
      expect([visitor.status, visitor.body.error]).toEqual([401, 401]);
      const asMember = await send(member, endpoint);
      expect([asMember.status, asMember.body.error]).toEqual([401, 401]);
    },
  );

  it.each(GUARDED.map((endpoint) => [`${endpoint.method} ${endpoint.path} (${endpoint.permission})`, endpoint] as const))(
    '%s: each role refused or let through as its permissions say',
    async (_name, endpoint) => {
      const permission = endpoint.permission!;
      for (const role of STAFF_ROLES) {
        const answer = await send(staff.get(role)!.client, endpoint);
        if (can(role, permission)) {
          expect([role, answer.status]).not.toEqual([role, 403]);
          expect([role, answer.status]).not.toEqual([role, 401]);
        } else {
          expect([role, answer.status, answer.body.error, answer.body.message]).toEqual([
            role,
            403,
            403,
            `บทบาท ${ROLE_NAMES[role]} ไม่มีสิทธิ์${PERMISSION_NAMES[permission]}`,
          ]);
        }
      }
    },
  );
});
