// The back office's desks: where each lives and the declaration its page opens with. A desk's
// permission is that endpoint's `permission` (the contract), so the router, the page guard
// (`Astro.locals.may`, server/admin-guard.ts), the navigation and the home page's tiles read one
// source: a role sees only the desks it may use (the platform refuses the rest anyway).
import type { Endpoint } from '../contract/endpoint.ts';
import type { Permission, StaffRole } from '../contract/staff.ts';
import { can } from '../contract/staff.ts';
import { auditList } from '../contract/endpoints/admin-audit.ts';
import { contentPages } from '../contract/endpoints/admin-content.ts';
import { depositQueue, withdrawalQueue } from '../contract/endpoints/admin-desk.ts';
import { search } from '../contract/endpoints/admin-members.ts';
import { report } from '../contract/endpoints/admin-reports.ts';
import { riskRounds } from '../contract/endpoints/admin-risk.ts';
import { staffList } from '../contract/endpoints/admin-staff.ts';

export interface Desk {
  href: string;
  label: string;
  /** What the tile says the desk is for. */
  note: string;
  /** The call the desk's page opens with; null: the home page, every member of staff. */
  opens: Endpoint | null;
}

export const DESKS: readonly Desk[] = [
  { href: '/admin', label: 'หน้าหลัก', note: 'ภาพรวมวันนี้', opens: null },
  { href: '/admin/deposits', label: 'รายการฝาก', note: 'ตรวจยอดโอนและยืนยันรายการฝาก', opens: depositQueue },
  { href: '/admin/withdrawals', label: 'รายการถอน', note: 'โอนเงินและอนุมัติรายการถอน', opens: withdrawalQueue },
  { href: '/admin/members', label: 'สมาชิก', note: 'ค้นหาสมาชิก ดูประวัติ และดูแลบัญชี', opens: search },
  { href: '/admin/lotto/rounds', label: 'ความเสี่ยงหวย', note: 'เลขอั้น วงเงินต่อเลข ยอดเสี่ยง กรอกผลและยกเลิกงวด', opens: riskRounds },
  { href: '/admin/staff', label: 'พนักงาน', note: 'เชิญพนักงาน เปลี่ยนบทบาท และปิดบัญชี', opens: staffList },
  { href: '/admin/reports', label: 'รายงาน', note: 'ยอดแทง ยอดจ่าย ผลได้เสีย กราฟ และ CSV', opens: report },
  { href: '/admin/content', label: 'เนื้อหา', note: 'หน้าโปรโมชัน หน้าช่วยเหลือ และรูปภาพ', opens: contentPages },
  { href: '/admin/audit', label: 'ประวัติการทำรายการ', note: 'ใครทำอะไร เมื่อไร ส่งออกเป็น CSV', opens: auditList },
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
