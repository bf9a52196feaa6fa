// Thai words of the lotto risk desk (/admin/lotto/...): the risk grid, closed and reduced numbers,
// limits, the alert share, results and voiding a round.

/** Numbers held by a category's every-round rule, told after a save that left them so. */
export const heldNoteTh = (held: number) => ` (${held} เลขยังอั้นหรือปิดตามกฎทุกงวดของประเภทหวย แก้ที่หน้ากฎของประเภทหวย)`;

/** What a rule does to a number (the desks' buttons and lists). */
export const ruleActionTh = { reduced: 'ลดอัตราจ่าย', closed: 'ปิดรับ', open: 'เปิดรับตามปกติ' } as const;

/** Shared by the risk grid and the rules desk: picking numbers. */
export const pickTh = {
  numbers: (count: number) => `${count} เลข`,
  reverse: 'กลับเลข',
  doubles: 'เลขเบิ้ลทั้งหมด',
  nineteen: '19 ประตู',
  reason: 'เหตุผล',
  ratePercent: 'จ่ายกี่ % ของอัตราเต็ม',
} as const;

export const riskDeskTh = {
  sorts: { stake: 'ยอดแทง', payout: 'ยอดจ่ายถ้าเลขออก', limit_share: 'ยอดแทงเทียบวงเงินรับต่อเลข' },
  betType: 'ประเภท',
  find: 'ค้นหาเลข',
  figures: (rate: string, house: string, member: string, takings: string) =>
    `อัตราจ่าย ${rate} · วงเงินรับ ${house} บาท/เลข · ต่อสมาชิก ${member} บาท · ยอดแทงทั้งงวด ${takings} บาท`,
  live: ' · อัปเดตทุก 5 วินาที',
  sound: 'เปิดเสียงเตือน (เมื่อมีเลขยอดแทงเกินสัดส่วนเพิ่ม)',
  fresh: (numbers: string) => `เลขที่เพิ่งเกินสัดส่วนแจ้งเตือน: ${numbers}`,
  seen: 'รับทราบ',
  more: (count: number) => `และอีก ${count} เลข`,
  hundred: (prefix: string | null) => `เลข ${prefix ?? ''}00-${prefix ?? ''}99`,
  cell: (stake: string, payout: string, payoutShare: number, limitShare: number) =>
    `แทง ${stake} บาท · จ่ายถ้าออก ${payout} บาท (${payoutShare}% ของยอดแทงทั้งงวด) · ยอดแทง ${limitShare}% ของวงเงินรับต่อเลข`,
  picked: (count: number) => `เลือกแล้ว ${count} เลข`,
  clear: 'ล้าง',
  riskiest: 'เลขที่เสี่ยงที่สุด',
  sortBy: 'เรียงตาม',
  noStake: 'ยังไม่มียอดแทงในประเภทนี้',
  number: 'เลข',
  stake: 'ยอดแทง (บาท)',
  payout: 'ยอดจ่ายถ้าเลขออก (บาท)',
  payoutShareNote: 'ยอดจ่ายถ้าเลขนี้ออก หารด้วยยอดแทงทั้งงวดทุกประเภท',
  payoutShare: 'ยอดจ่ายเทียบยอดแทงทั้งงวด (%)',
  limitShareNote: 'ยอดแทงของเลขนี้ หารด้วยวงเงินรับต่อเลข',
  limitShare: 'ยอดแทงเทียบวงเงินรับต่อเลข (%)',
  hundredsTitle: 'กลุ่มเลข 2 หลักแรก (แตะเพื่อดู 100 เลขในกลุ่ม)',
  hundredsNote: 'ในแต่ละช่อง: ยอดแทงรวมของกลุ่ม (บาท) และยอดแทงของเลขที่สูงสุดในกลุ่ม เทียบวงเงินรับต่อเลข (%)',
  hundredCell: (prefix: string, stake: string, topShare: number, alerts: number) =>
    `${prefix}xx: แทงรวม ${stake} บาท · เลขที่ยอดแทงสูงสุดในกลุ่ม ${topShare}% ของวงเงินรับต่อเลข · แจ้งเตือน ${alerts} เลข`,
} as const;

export const alertShareTh = {
  label: 'แจ้งเตือนเมื่อยอดแทงถึง (% ของวงเงินรับ)',
  save: 'บันทึกสัดส่วน',
} as const;

export const rulesDeskTh = {
  sources: { staff: 'พนักงาน', auto: 'อัตโนมัติ', seed: 'ค่าเริ่มต้น' } as Record<string, string>,
  saved: (numbers: number) => `${numbers} เลข`,
  title: 'เลขอั้นและเลขปิด',
  everyRoundOfCategory: ' (ทุกงวดของประเภทนี้)',
  ofRound: ' ของงวดนี้',
  none: 'ยังไม่มีเลขอั้นหรือเลขปิด',
  pays: (percent: number | null, rate: number | null) => `จ่าย ${percent}% (x${rate})`,
  everyRound: 'ทุกงวด',
  undoOf: (number: string) => `ยกเลิก ${number}`,
  undo: 'ยกเลิก',
  categoryRules: (category: string) => `เลขที่ตั้งไว้ทุกงวด แก้ที่หน้ากฎของ${category}`,
  set: 'ตั้งเลขอั้น / เลขปิด',
  betType: 'ประเภทการแทง',
  numbers: 'เลข (เว้นวรรคคั่นแต่ละเลข)',
  door: 'เลขของ 19 ประตู',
  what: 'ทำอะไร',
  save: 'บันทึก',
  byCategory: 'ตามประเภทหวย',
  byRates: 'ตามตารางอัตราจ่าย',
} as const;
