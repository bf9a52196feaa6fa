// The platform's face of the roles and permissions (the lists live in contract/admin/staff.ts, which the
// admin pages read too): the router checks `can` before every staff call.
export { STAFF_ROLES, ROLE_PERMISSIONS, type Permission, type StaffRole } from '../../contract/admin/staff.ts';
export { can } from '../../rules/admin/staff-permissions.ts';
