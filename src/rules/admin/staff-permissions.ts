// What a staff role may do: the router checks it before every staff call, the back office before it shows a desk.
import { ROLE_PERMISSIONS, STAFF_ROLES, type Permission, type StaffRole } from '../../contract/admin/staff.ts';

export function can(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}
