// The roles' permissions as issue 25 lists them: owner all; supervisor a cashier's plus the second
// approvals; cashier the money desk and adjustments; support look-up, lock, sessions, reset code;
// risk and content their own desks (with look-up for risk).
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../src/contract/admin/staff.ts';
import { ROLE_PERMISSIONS, STAFF_ROLES, can, type Permission } from '../../../src/platform/staff/permissions.ts';

const allowed = (role: (typeof STAFF_ROLES)[number]) => PERMISSIONS.filter((permission) => can(role, permission));

describe('staff permissions', () => {
  it('give the owner everything and each other role only its desk', () => {
    expect(allowed('owner')).toEqual([...PERMISSIONS]);
    const cashier: Permission[] = [
      'deposits.read',
      'deposits.decide',
      'withdrawals.read',
      'withdrawals.decide',
      'members.read',
      'members.adjust',
    ];
    expect(allowed('cashier')).toEqual(cashier);
    expect(allowed('supervisor').sort()).toEqual(
      [
        ...cashier,
        'withdrawals.second_approval',
        'members.adjust_second_approval',
        'reports.read',
        'devices.manage',
        'risk.alerts_acknowledge',
      ].sort(),
    );
    expect(allowed('support')).toEqual(['members.read', 'members.lock', 'members.end_sessions', 'members.reset_code']);
    expect(allowed('risk')).toEqual(['members.read', 'risk.manage']);
    expect(allowed('content')).toEqual(['content.manage']);
  });

  it('open the reports, and acknowledging a result alert on a paid round, to the owner and the supervisor only', () => {
    expect(STAFF_ROLES.filter((role) => can(role, 'reports.read'))).toEqual(['owner', 'supervisor']);
    expect(STAFF_ROLES.filter((role) => can(role, 'risk.alerts_acknowledge'))).toEqual(['owner', 'supervisor']);
  });

  it('keep staff, audit and settings to the owner alone', () => {
    for (const permission of ['staff.manage', 'audit.read', 'settings.write'] as const) {
      expect(STAFF_ROLES.filter((role) => can(role, permission))).toEqual(['owner']);
    }
    expect(Object.keys(ROLE_PERMISSIONS)).toEqual([...STAFF_ROLES]);
  });
});
