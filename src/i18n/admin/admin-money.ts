// Thai words of the money desk (/admin/deposits, /admin/withdrawals): the queues, the dialogs, the
// bank statement box, the account a withdrawal is paid to.

export const withdrawalAccountTh = {
  main: 'บัญชีหลัก',
  backup: 'บัญชีสำรอง',
  holder: 'ชื่อบัญชี',
} as const;

export const depositDeskTh = {
  tabTitle: 'รายการฝาก | หลังบ้าน R999',
  timeUp: 'หมดเวลา',
  minutes: (clock: string) => `${clock} นาที`,
  waiting: 'รอตรวจสอบ',
  items: 'รายการ',
  sound: 'เสียงแจ้งเตือนรายการใหม่',
  none: 'ไม่มีรายการฝากที่รอตรวจสอบ',
  createdLeft: (at: string, left: string) => `สร้างเมื่อ ${at} น. · เหลือเวลา ${left}`,
  confirm: 'ยืนยันรับเงิน',
  rejectTitle: 'ปฏิเสธรายการฝาก',
  confirmCredit: 'ยืนยัน เติมเครดิต',
  reject: 'ปฏิเสธรายการ',
  amount: 'ยอด',
  via: 'ผ่าน',
  confirmNote: 'ยืนยันเมื่อเห็นยอดนี้เข้าบัญชีแล้วเท่านั้น ระบบจะเติมเครดิตให้สมาชิกทันที',
  reason: 'เหตุผล (สมาชิกจะเห็นข้อความนี้)',
} as const;

/** The bank texts and slips a cashier must look at, beside the deposit queue (issue 42). */
export const reviewTh = {
  texts: 'ข้อความธนาคารที่ต้องตรวจสอบ',
  textsNote: 'ข้อความที่ระบบอ่านไม่ได้ หรืออ่านได้แต่ไม่แน่ใจว่าเป็นของรายการใด ภายใน 24 ชั่วโมง',
  noTexts: 'ไม่มีข้อความธนาคารที่ต้องตรวจสอบ',
  unreadable: 'อ่านไม่ได้',
  device: (id: number, bank: string, account: string) => `อุปกรณ์ #${id} · ${bank} ${account}`,
  receivedAt: (at: string) => `ได้รับ ${at} น.`,
  paidAt: (at: string) => `เวลาโอน ${at} น.`,
  from: (sender: string) => `จาก ${sender}`,
  forRequest: (id: number) => `รายการฝาก #${id}`,
  dealt: 'จัดการแล้ว',
  dealtTitle: (id: number) => `จัดการข้อความ #${id} แล้ว`,
  dealtNote: 'ข้อความนี้จะออกจากรายการ ใช้เมื่อจัดการเรื่องนี้ที่ธนาคารหรือกับสมาชิกเรียบร้อยแล้ว (ระบบไม่เติมเครดิตให้)',
  note: 'บันทึกสั้นๆ (ไม่บังคับ) เช่น เติมเครดิตให้สมาชิกแล้ว หรือคืนเงินแล้ว',
  slips: 'สลิปที่รอตรวจสอบ',
  noSlips: 'ไม่มีสลิปที่รอตรวจสอบ',
  slipOf: (id: number) => `สลิปของรายการฝาก #${id}`,
  bankRef: (bank: string, ref: string) => `ธนาคารผู้โอน ${bank} · เลขอ้างอิง ${ref}`,
  slipAmount: 'ยอดตามผู้ตรวจสลิป',
  noAmount: 'ไม่มีผู้ตรวจสลิป: ตรวจยอดจากรูปและบัญชีธนาคาร',
  uploadedAt: (at: string) => `แนบเมื่อ ${at} น.`,
  requestStatus: { pending: 'รอตรวจสอบ', expired: 'หมดเวลาแล้ว', rejected: 'ถูกปฏิเสธ', cancelled: 'ยกเลิกแล้ว' } as Record<string, string>,
  open: 'ดูรูปสลิป',
  picture: (id: number) => `รูปสลิป #${id}`,
  close: 'ปิดรูปสลิป',
} as const;

/** The silent-device alert on the deposit desk (issue 42). */
export const silentTh = {
  title: 'อุปกรณ์แจ้งเงินเข้าเงียบผิดปกติ',
  note: 'ตรวจโทรศัพท์: แบตเตอรี่ สัญญาณ และแอปส่งต่อข้อความยังเปิดอยู่ ระหว่างนี้รายการฝากจะไม่เข้าอัตโนมัติ',
  device: (id: number, forwarder: string, bank: string, account: string) => `อุปกรณ์ #${id} (${forwarder}) · ${bank} ${account}`,
  silentFor: (minutes: number) => (minutes < 120 ? `ไม่ส่งข้อความมา ${minutes} นาที` : `ไม่ส่งข้อความมา ${Math.floor(minutes / 60)} ชั่วโมง`),
  never: 'ยังไม่เคยส่งข้อความตั้งแต่เพิ่ม',
  lastSent: (at: string) => `ส่งล่าสุด ${at} น.`,
} as const;

export const withdrawalDeskTh = {
  refund: (amount: string, wallet: string, member: string) => `คืน ${amount} เข้า${wallet} ของ ${member} ทันที`,
  firstOnly: 'บันทึกการอนุมัติครั้งแรก ยังไม่นับว่าจ่าย รอหัวหน้าหรือเจ้าของอีกคนอนุมัติครั้งที่สอง',
  paid: (amount: string, member: string) => `ยืนยันว่าโอน ${amount} ให้ ${member} แล้ว รายการนี้จะนับว่าจ่ายแล้ว`,
  approveSecond: 'อนุมัติครั้งที่สอง',
  approveFirst: 'อนุมัติครั้งแรก',
  approve: 'โอนแล้ว อนุมัติ',
  rule: (baht: string) => `รายการเกิน ${baht} ต้องมีหัวหน้าหรือเจ้าของอีกคนอนุมัติครั้งที่สอง ก่อนนับว่าจ่ายแล้ว`,
  none: 'ไม่มีรายการถอนที่รอดำเนินการ',
  firstBy: (name: string) => `อนุมัติครั้งแรกโดย ${name} รออนุมัติครั้งที่สอง`,
  twoPeople: 'ต้องอนุมัติสองคน',
  from: (wallet: string) => `· จาก${wallet}`,
  balances: 'ยอดคงเหลือ:',
  turnover: (done: string, required: string, left: string) => `เทิร์นโบนัส: ทำแล้ว ${done} จาก ${required} (เหลือ ${left})`,
  recent: 'ความเคลื่อนไหวล่าสุด',
  askedAt: (at: string) => `ขอเมื่อ ${at}`,
  rejectTitle: 'ปฏิเสธรายการถอน',
  approveTitle: 'อนุมัติรายการถอน',
  rejectRefund: 'ปฏิเสธ คืนเงิน',
  to: 'ไปยัง',
  transferRef: 'เลขอ้างอิงการโอน',
  reason: 'เหตุผล (สมาชิกจะเห็นข้อความนี้ และได้เงินคืนเข้ากระเป๋า)',
} as const;

/** The bank statement box of the deposit desk (islands/admin/StatementMatch.tsx). */
export const statementTh = {
  outcomes: {
    matched: 'ตรงกับรายการเดียว',
    ambiguous: 'ตรงหลายรายการ ตรวจสอบเอง',
    unmatched: 'ไม่พบรายการที่ตรง',
    invalid: 'อ่านบรรทัดนี้ไม่ได้',
  },
  title: 'จับคู่รายการเดินบัญชี',
  intro: 'วางรายการจากธนาคาร (วันที่, เวลา, จำนวนเงิน คั่นด้วยจุลภาค) หรืออัปโหลดไฟล์ CSV',
  text: 'รายการเดินบัญชี',
  file: 'อัปโหลดไฟล์ CSV',
  match: 'ตรวจหารายการที่ตรงกัน',
  line: (line: number) => `บรรทัด ${line}`,
  candidates: 'รายการฝากที่เข้าเงื่อนไข:',
  confirm: 'ยืนยันรายการ',
  dialog: 'ยืนยันรับเงินตามรายการเดินบัญชี',
  confirmCredit: 'ยืนยัน เติมเครดิต',
  amount: 'ยอด',
  statementLine: (line: number) => `รายการเดินบัญชีบรรทัด ${line}:`,
  effect: (amount: string, member: string) => `ระบบจะเติมเครดิต ${amount} ให้ ${member} ทันที`,
} as const;
