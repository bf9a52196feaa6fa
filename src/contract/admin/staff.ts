// The back office's roles and what each may do: one permission per action, checked by the
// platform before every staff call (platform/http.ts) and read by the admin pages to draw only the
// desks a role has. Shared by the platform and the browser; platform/staff/permissions.ts is the
// platform's face of it.

export const STAFF_ROLES = ['owner', 'supervisor', 'cashier', 'support', 'risk', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  'deposits.read',
  'deposits.decide',
  'withdrawals.read',
  'withdrawals.decide',
  'withdrawals.second_approval',
  'members.read',
  'members.adjust',
  'members.adjust_second_approval',
  'members.lock',
  'members.end_sessions',
  'members.reset_code',
  'staff.manage',
  'audit.read',
  'reports.read',
  'settings.write',
  'risk.manage',
  'risk.alerts_acknowledge',
  'content.manage',
  'devices.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const CASHIER: readonly Permission[] = [
  'deposits.read',
  'deposits.decide',
  'withdrawals.read',
  'withdrawals.decide',
  'members.read',
  // up to the setting staff.cashier_adjust_limit_baht; above it, a second approval
  'members.adjust',
];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  supervisor: [
    ...CASHIER,
    'withdrawals.second_approval',
    'members.adjust_second_approval',
    'reports.read',
    'devices.manage',
    // A result alert on a round already paid: the result stands, a supervisor's word that it was checked.
    'risk.alerts_acknowledge',
  ],
  cashier: CASHIER,
  support: ['members.read', 'members.lock', 'members.end_sessions', 'members.reset_code'],
  risk: ['risk.manage', 'members.read'],
  content: ['content.manage'],
};

/** The roles' names as the back office shows them. */
export const ROLE_NAMES: Record<StaffRole, string> = {
  owner: 'เจ้าของ',
  supervisor: 'หัวหน้างาน',
  cashier: 'แคชเชียร์',
  support: 'ฝ่ายบริการสมาชิก',
  risk: 'ฝ่ายความเสี่ยง',
  content: 'ฝ่ายเนื้อหา',
};

/** What each permission allows, in Thai: the refusal of a role without it names it. */
export const PERMISSION_NAMES: Record<Permission, string> = {
  'deposits.read': 'ดูรายการฝาก',
  'deposits.decide': 'ยืนยันหรือปฏิเสธรายการฝาก',
  'withdrawals.read': 'ดูรายการถอน',
  'withdrawals.decide': 'อนุมัติหรือปฏิเสธรายการถอน',
  'withdrawals.second_approval': 'อนุมัติรายการถอนขั้นที่สอง',
  'members.read': 'ค้นหาและดูข้อมูลสมาชิก',
  'members.adjust': 'ปรับยอดเครดิตสมาชิก',
  'members.adjust_second_approval': 'อนุมัติการปรับยอดขั้นที่สอง',
  'members.lock': 'ล็อกและปลดล็อกบัญชีสมาชิก',
  'members.end_sessions': 'ออกจากระบบสมาชิกทุกอุปกรณ์',
  'members.reset_code': 'ส่งรหัสตั้งรหัสผ่านใหม่ให้สมาชิก',
  'staff.manage': 'จัดการพนักงาน',
  'audit.read': 'ดูประวัติการทำรายการ',
  'reports.read': 'ดูรายงานผลประกอบการ',
  'settings.write': 'แก้ไขการตั้งค่า',
  'risk.manage': 'จัดการความเสี่ยงหวย',
  'risk.alerts_acknowledge': 'รับทราบแจ้งเตือนผลรางวัลของงวดที่จ่ายแล้ว',
  'content.manage': 'จัดการเนื้อหา',
  'devices.manage': 'จัดการอุปกรณ์แจ้งเตือนเงินเข้า',
};
