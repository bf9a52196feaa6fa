// Thai words of the members desk: the search (/admin/members) and a member's actions
// (islands/admin/MemberActions.tsx on /admin/members/[id]).

export const memberSearchTh = {
  title: 'สมาชิก',
  query: 'เบอร์โทร ชื่อ เลขบัญชี รหัสแนะนำ หรือรหัสสมาชิก',
  search: 'ค้นหา',
  none: (q: string) => `ไม่พบสมาชิกที่ตรงกับ “${q}”`,
  refCode: (code: string) => `รหัสแนะนำ ${code}`,
  joined: (on: string) => `สมัครเมื่อ ${on}`,
  locked: 'ถูกระงับ',
} as const;

export const memberActionsTh = {
  endAsk: 'ออกจากระบบสมาชิกคนนี้ทุกอุปกรณ์?',
  resetAsk: 'ส่งรหัสตั้งรหัสผ่านใหม่ทาง SMS ให้สมาชิก?',
  actions: 'การดำเนินการ',
  adjust: 'ปรับยอดเงิน',
  unlock: 'ปลดการระงับบัญชี',
  lock: 'ระงับบัญชี',
  endSessions: 'ออกจากระบบทุกอุปกรณ์',
  resetCode: 'ส่งรหัสตั้งรหัสผ่านใหม่',
  waiting: 'การปรับยอดที่รออนุมัติครั้งที่สอง',
  by: (name: string) => `โดย ${name}`,
  approve: 'อนุมัติ',
  refuse: 'ไม่อนุมัติ',
  refuseTitle: 'ไม่อนุมัติการปรับยอด',
  approveTitle: 'อนุมัติการปรับยอด',
  confirm: (debit: boolean) => `ยืนยัน ${debit ? 'หักเงิน' : 'เพิ่มเงิน'}`,
  reasonBy: (reason: string, name: string) => `เหตุผล: ${reason} · ขอโดย ${name}`,
  effect: (debit: boolean, amount: string, wallet: string, member: string) =>
    `${debit ? 'หัก' : 'เพิ่ม'} ${amount} ${debit ? 'จาก' : 'เข้า'}${wallet} ของ ${member} ทันที`,
  cancelEffect: (member: string) => `ยกเลิกคำขอนี้ ยอดเงินของ ${member} ไม่เปลี่ยน`,
  wallet: 'กระเป๋า',
  wallets: { main: 'กระเป๋าหลัก', bonus: 'กระเป๋าโบนัส', free: 'เครดิตฟรี' },
  kind: 'รายการ',
  credit: 'เพิ่มเงิน',
  debit: 'หักเงิน',
  amount: 'จำนวนเงิน (บาท)',
  reason: 'เหตุผล (บันทึกในประวัติการทำรายการ)',
  cancel: 'ยกเลิก',
  save: 'บันทึก',
} as const;
