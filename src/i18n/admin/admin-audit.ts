// Thai words of the audit trail (/admin/audit and its CSV, islands/admin/audit-values.ts): each
// field's name, the words a value may be, what a row's target is.
/** Each field's name (a field not named here reads as its key). */
export const FIELD_NAMES: Record<string, string> = {
  value: 'ค่า',
  status: 'สถานะ',
  dealt: 'จัดการแล้ว',
  deposit_id: 'รายการฝาก',
  state: 'สถานะงวด',
  member_id: 'รหัสสมาชิก',
  pay_amount: 'ยอดโอน',
  balance: 'ยอดคงเหลือ',
  amount: 'จำนวนเงิน',
  wallet_type_id: 'กระเป๋า',
  wallet_name: 'กระเป๋า',
  points: 'พอยท์',
  turnover_multiple: 'เทิร์นโอเวอร์ (เท่า)',
  transfer_ref: 'เลขอ้างอิงการโอน',
  first_approved_by: 'อนุมัติครั้งแรกโดย',
  id: 'รหัส',
  name: 'ชื่อ',
  role: 'บทบาท',
  disabled: 'ปิดบัญชี',
  enrolled: 'ลงทะเบียนแล้ว',
  second_step: 'ยืนยันตัวตนด้วย',
  locked: 'ระงับบัญชี',
  live_sessions: 'เซสชันที่ใช้งานอยู่',
  reason: 'เหตุผล',
  sent_to: 'ส่งถึง',
  asked_by: 'ขอโดย',
  asked_at: 'ขอเมื่อ',
  decided_by: 'ตัดสินโดย',
  decided_at: 'ตัดสินเมื่อ',
  staged_id: 'รหัสผลที่รอยืนยัน',
  entered_by: 'กรอกโดย',
  payout_total: 'ยอดจ่ายรวม',
  draw_source: 'ที่มาของผล',
  bet_type: 'ประเภท',
  numbers: 'เลข',
  number: 'เลข',
  action: 'การตั้งเลข',
  rate_percent: 'อัตราจ่าย (% ของอัตราเต็ม)',
  staked: 'ยอดแทงรวม',
  share_percent: 'สัดส่วนของวงเงินรับ (%)',
  house_number_max: 'วงเงินรับต่อเลข',
  member_number_max: 'วงเงินต่อสมาชิกต่อเลข',
  auto_share_percent: 'กฎอัตโนมัติเมื่อถึง (% ของวงเงินรับ)',
  auto_action: 'กฎอัตโนมัติ',
  auto_rate_percent: 'อัตราจ่ายของกฎอัตโนมัติ (%)',
  three_top: '3 ตัวบน',
  two_bottom: '2 ตัวล่าง',
  three_front: '3 ตัวหน้า',
  three_bottom: '3 ตัวล่าง',
  four_top: '4 ตัวบน',
  path: 'ที่อยู่ไฟล์',
  width: 'กว้าง (px)',
  height: 'สูง (px)',
  bytes: 'ขนาด (ไบต์)',
  title: 'หัวข้อ',
  source: 'ที่มา',
  draws: 'จำนวนงวดในไฟล์',
  added: 'งวดที่เพิ่ม',
  kept: 'งวดที่มีอยู่แล้ว (คงไว้)',
};

/** Words a field's value may be, by field. */
export const VALUE_NAMES: Record<string, Record<string, string>> = {
  status: {
    pending: 'รอดำเนินการ',
    paid: 'สำเร็จ',
    rejected: 'ไม่อนุมัติ',
    waiting: 'รออนุมัติครั้งที่สอง',
    done: 'สำเร็จ',
    refused: 'ไม่อนุมัติ',
    expired: 'หมดเวลา',
    cancelled: 'ยกเลิก',
  },
  state: { open: 'เปิดรับแทง', closed: 'ปิดรับแทง', settled: 'ออกผลแล้ว', refunded: 'ยกเลิกและคืนเงิน' },
  second_step: { totp: 'รหัสจากแอป', recovery_code: 'รหัสสำรอง' },
  action: { reduced: 'ลดอัตราจ่าย', closed: 'ปิดรับ', open: 'เปิดรับตามปกติ' },
  auto_action: { reduced: 'ลดอัตราจ่าย', closed: 'ปิดรับ' },
  wallet_type_id: { '1': 'เครดิตหลัก', '2': 'เครดิตโบนัส', '3': 'เครดิตฟรี' },
};

/** What a row's target is (a kind not named here reads as itself). */
export const TARGET_NAMES: Record<string, string> = {
  member: 'สมาชิก',
  deposit: 'รายการฝาก',
  withdrawal: 'รายการถอน',
  staff: 'พนักงาน',
  lotto_round: 'งวดหวย',
  lotto_category: 'ประเภทหวย',
  setting: 'ค่าตั้งระบบ',
  content_picture: 'รูปภาพ',
  page: 'หน้าเนื้อหา',
  banner: 'แบนเนอร์',
  announcement: 'ประกาศ',
  event: 'กิจกรรม',
  promotion: 'โปรโมชั่น',
  coupon: 'คูปอง',
  bank_text: 'ข้อความจากธนาคาร',
};

/** A yes-or-no value. */
export const YES_NO = { yes: 'ใช่', no: 'ไม่' } as const;

/** The CSV's columns: people's in Thai, then the machines' (the action's key, the values as JSON). */
export const CSV_HEADER = [
  'เวลา',
  'ผู้ทำรายการ',
  'บทบาท',
  'ที่อยู่เครือข่าย',
  'รายการ',
  'เป้าหมาย',
  'รหัสเป้าหมาย',
  'การเปลี่ยนแปลง (ก่อน -> หลัง)',
  'เหตุผล',
  'action',
  'before_json_satang',
  'after_json_satang',
];

/** Who did it when the row's actor is no member of staff: the operator's command line. */
export const CLI_ACTOR = 'คำสั่งผู้ดูแลระบบ';

/** The audit page (/admin/audit) and its export button. */
export const auditTh = {
  person: 'พนักงาน (ชื่อผู้ใช้)',
  action: 'รายการ',
  anyAction: 'ทุกรายการ',
  target: 'เป้าหมาย (เช่น member:42 หรือรหัส)',
  from: 'ตั้งแต่วันที่',
  to: 'ถึงวันที่',
  search: 'ค้นหา',
  export: 'ส่งออก CSV',
  none: 'ไม่พบรายการตามเงื่อนไขนี้',
  reason: (reason: string) => ` · เหตุผล: ${reason}`,
  field: 'ข้อมูล',
  before: 'ก่อน',
  becomes: 'เป็น',
  after: 'หลัง',
  more: 'แสดง 200 รายการล่าสุด กรุณาใช้ตัวกรองหรือส่งออก CSV เพื่อดูทั้งหมด',
} as const;
