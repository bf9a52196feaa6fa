// The back office's desks: where each lives and the permission that opens it. The layout's
// navigation and the home page's tiles show a role only the desks it may use (the platform refuses
// the rest anyway). Later desks (risk, ...) join this list.
import type { Permission } from '../contract/staff.ts';

export interface Desk {
  href: string;
  label: string;
  /** What the tile says the desk is for. */
  note: string;
  /** null: every member of staff. */
  permission: Permission | null;
}

export const DESKS: readonly Desk[] = [
  { href: '/admin', label: 'หน้าหลัก', note: 'ภาพรวมวันนี้', permission: null },
  { href: '/admin/deposits', label: 'รายการฝาก', note: 'ตรวจยอดโอนและยืนยันรายการฝาก', permission: 'deposits.read' },
  { href: '/admin/withdrawals', label: 'รายการถอน', note: 'โอนเงินและอนุมัติรายการถอน', permission: 'withdrawals.read' },
  { href: '/admin/members', label: 'สมาชิก', note: 'ค้นหาสมาชิก ดูประวัติ และดูแลบัญชี', permission: 'members.read' },
  { href: '/admin/lotto/rounds', label: 'ความเสี่ยงหวย', note: 'เลขอั้น วงเงินต่อเลข ยอดเสี่ยง กรอกผลและยกเลิกงวด', permission: 'risk.manage' },
  { href: '/admin/staff', label: 'พนักงาน', note: 'เชิญพนักงาน เปลี่ยนบทบาท และปิดบัญชี', permission: 'staff.manage' },
  { href: '/admin/reports', label: 'รายงาน', note: 'ยอดแทง ยอดจ่าย ผลได้เสีย กราฟ และ CSV', permission: 'reports.read' },
  { href: '/admin/content', label: 'เนื้อหา', note: 'หน้าโปรโมชัน หน้าช่วยเหลือ และรูปภาพ', permission: 'content.manage' },
  { href: '/admin/audit', label: 'ประวัติการทำรายการ', note: 'ใครทำอะไร เมื่อไร ส่งออกเป็น CSV', permission: 'audit.read' },
];
