// Thai words every back-office page shares: the layout, the desks' names on the navigation and the
// home page, a refused page, the dialogs' and queues' buttons, the call errors (api/admin/admin.ts).
// Each desk's own words are in its file (admin-money.ts, admin-lotto.ts, ...).

export const adminTh = {
  site: 'หลังบ้าน R999',
  openMenu: 'เปิดเมนู',
  closeMenu: 'ปิดเมนู',
  menu: 'เมนูหลังบ้าน',
  logOut: 'ออกจากระบบ',
  close: 'ปิด',
  cancel: 'ยกเลิก',
  reject: 'ปฏิเสธ',
  empty: 'ยังไม่มีรายการ',
  /** A refused page: the role and what it lacks (contract/admin/staff.ts names both). */
  noPermission: (role: string, permission: string) => `บทบาท ${role} ไม่มีสิทธิ์${permission}`,
  time: (label: string) => `${label}: เวลา (ชั่วโมง:นาที)`,
  oClock: 'น.',
  network: 'เชื่อมต่อระบบไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่',
  generic: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
} as const;

/** The desks (server/admin-desks.ts): each one's name and what its home-page tile says it is for. */
export const deskTh = {
  home: { label: 'หน้าหลัก', note: 'ภาพรวมวันนี้' },
  deposits: { label: 'รายการฝาก', note: 'ตรวจยอดโอนและยืนยันรายการฝาก' },
  withdrawals: { label: 'รายการถอน', note: 'โอนเงินและอนุมัติรายการถอน' },
  members: { label: 'สมาชิก', note: 'ค้นหาสมาชิก ดูประวัติ และดูแลบัญชี' },
  lotto: { label: 'ความเสี่ยงหวย', note: 'เลขอั้น วงเงินต่อเลข ยอดเสี่ยง กรอกผลและยกเลิกงวด' },
  devices: { label: 'อุปกรณ์เงินเข้า', note: 'โทรศัพท์ที่ส่งต่อ SMS ธนาคาร เพิ่ม พัก และยกเลิก' },
  staff: { label: 'พนักงาน', note: 'เชิญพนักงาน เปลี่ยนบทบาท และปิดบัญชี' },
  reports: { label: 'รายงาน', note: 'ยอดแทง ยอดจ่าย ผลได้เสีย กราฟ และ CSV' },
  content: { label: 'เนื้อหา', note: 'หน้าโปรโมชัน หน้าช่วยเหลือ และรูปภาพ' },
  audit: { label: 'ประวัติการทำรายการ', note: 'ใครทำอะไร เมื่อไร ส่งออกเป็น CSV' },
} as const;

/** The home page (/admin): today's money figures. */
export const homeTh = {
  hello: (name: string, role: string) => `สวัสดี ${name} (${role})`,
  today: 'ตัวเลขวันนี้',
  depositsWaiting: 'ฝากรอตรวจสอบ',
  withdrawalsWaiting: 'ถอนรอดำเนินการ',
  depositsConfirmed: 'ฝากสำเร็จวันนี้',
  withdrawalsPaid: 'ถอนจ่ายแล้ววันนี้',
  count: (count: number) => `${count} รายการ`,
  secondApproval: (count: number) => `รายการถอน ${count} รายการรออนุมัติครั้งที่สอง`,
} as const;
