// The back office's desks: where each lives and the declaration its page opens with. A desk's
// permission is that endpoint's `permission` (the contract), so the router, the page guard
// (`Astro.locals.may`, server/admin-guard.ts), the navigation and the home page's tiles read one
// source: a role sees only the desks it may use (the platform refuses the rest anyway).
import type { Endpoint } from '../contract/endpoint.ts';
import type { Permission, StaffRole } from '../contract/admin/staff.ts';
import { can } from '../rules/admin/staff-permissions.ts';
import { auditList } from '../contract/endpoints/admin/admin-audit.ts';
import { contentPages } from '../contract/endpoints/admin/admin-content.ts';
import { depositQueue, withdrawalQueue } from '../contract/endpoints/admin/admin-desk.ts';
import { deviceList } from '../contract/endpoints/admin/admin-devices.ts';
import { search } from '../contract/endpoints/admin/admin-members.ts';
import { report } from '../contract/endpoints/admin/admin-reports.ts';
import { riskRounds } from '../contract/endpoints/admin/admin-risk.ts';
import { staffList } from '../contract/endpoints/admin/admin-staff.ts';
import { deskTh } from '../i18n/admin/admin-common.ts';

export interface Desk {
  href: string;
  label: string;
  /** What the tile says the desk is for. */
  note: string;
  /** The call the desk's page opens with; null: the home page, every member of staff. */
  opens: Endpoint | null;
}

export const DESKS: readonly Desk[] = [
  { href: '/admin', ...deskTh.home, opens: null },
  { href: '/admin/deposits', ...deskTh.deposits, opens: depositQueue },
  { href: '/admin/withdrawals', ...deskTh.withdrawals, opens: withdrawalQueue },
  { href: '/admin/members', ...deskTh.members, opens: search },
  { href: '/admin/lotto/rounds', ...deskTh.lotto, opens: riskRounds },
  { href: '/admin/devices', ...deskTh.devices, opens: deviceList },
  { href: '/admin/staff', ...deskTh.staff, opens: staffList },
  { href: '/admin/reports', ...deskTh.reports, opens: report },
  { href: '/admin/content', ...deskTh.content, opens: contentPages },
  { href: '/admin/audit', ...deskTh.audit, opens: auditList },
];

/**
 * What a page asks before it draws a desk or a button: a declaration (its `permission`, none for
 * a call every member of staff may make), or a power checked inside a call rather than at its door
 * (`withdrawals.second_approval`: the same approve call, a second person).
 */
export type Need = Endpoint | Permission;

export function permissionOf(need: Need): Permission | undefined {
  return typeof need === 'string' ? need : need.permission;
}

/** Whether a role may: what `Astro.locals.may` answers for the member of staff on the page. */
export function roleMay(role: StaffRole, need: Need): boolean {
  const permission = permissionOf(need);
  return permission === undefined || can(role, permission);
}
