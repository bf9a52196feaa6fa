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
  // Told by the staff stream within about a second of a bet (its 5 s poll only when the stream is not open).
  live: ' · อัปเดตเองทันทีเมื่อมีการแทง',
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

export const resultDeskTh = {
  settled: (message: string, bills: number, paid: string) => `${message}: ${bills} โพย จ่าย ${paid} บาท`,
  voided: (message: string, bills: number, refunded: string) => `${message}: ${bills} โพย คืน ${refunded} บาท`,
  back: 'กลับไปหน้างวดทั้งหมด',
  automatic: 'งวดนี้ระบบออกผลเอง (ผลที่กำหนดไว้ก่อนเปิดรับแทง หรือยี่กีจากเลขที่ยิง) จึงกรอกผลไม่ได้ ยกเลิกงวดได้เท่านั้น',
  enter: 'กรอกผลรางวัล (ตรวจสอบก่อนจ่าย)',
  threeTop: '3 ตัวบน',
  twoBottom: '2 ตัวล่าง',
  threeFront: '3 ตัวหน้า (ถ้ามี เช่น 123 456)',
  threeBottom: '3 ตัวล่าง (ถ้ามี)',
  fourTop: '4 ตัวบน (หวยลาว ฮานอย ถ้ามี)',
  preview: 'ดูตัวอย่างผล',
  previewNote: 'กรอกผลได้ตั้งแต่เวลาออกผลของงวด ยังไม่มีการจ่ายเงินจนกว่าจะยืนยันผล',
  previewTitle: (fourTop: string | null | undefined, threeTop: string, twoBottom: string, by: string) =>
    `ตัวอย่างผล: ${fourTop ? `4 ตัวบน ${fourTop} · ` : ''}3 ตัวบน ${threeTop} · 2 ตัวล่าง ${twoBottom} (กรอกโดย ${by})`,
  byBetType: (name: string, lines: number, payout: string) => `${name}: ถูก ${lines} รายการ จ่าย ${payout} บาท`,
  totals: (payout: string, refund: string, takings: string) => `ยอดจ่ายรวม ${payout} บาท · คืนเงิน ${refund} บาท · ยอดแทง ${takings} บาท`,
  house: (result: string) => `ผลได้เสียของเว็บ ${result} บาท`,
  early: (enteredAt: string, drawAt: string) =>
    `ผลนี้กรอกเมื่อ ${enteredAt} น. เพียงไม่กี่นาทีหลังเวลาออกผล (${drawAt} น.) ตรวจกับประกาศผลอย่างเป็นทางการอีกครั้งก่อนยืนยัน`,
  secondPerson: (by: string) => `ยอดจ่ายสูง ต้องให้พนักงานคนอื่นที่ไม่ใช่ผู้กรอก (${by}) เป็นผู้ยืนยัน`,
  confirm: 'ยืนยันผลและจ่ายรางวัล',
  voidTitle: 'ยกเลิกงวด (ไม่มีการออกผล) คืนเงินทุกโพย',
  voidReason: 'เหตุผลที่สมาชิกจะเห็น',
  void: 'ยกเลิกงวดและคืนเงิน',
} as const;

export const limitsTh = {
  auto: { none: 'ไม่มี', reduced: 'ลดอัตราจ่าย', closed: 'ปิดรับ' },
  noAuto: 'ไม่มีกฎอัตโนมัติ',
  pays: (percent: number) => `จ่าย ${percent}%`,
  rule: (share: number | null, then: string) => `ถึง ${share}% ของวงเงิน → ${then}`,
  line: (rate: number, house: string, member: string, auto: string) =>
    ` (x${rate}): รับรวม ${house} บาท/เลข · ต่อสมาชิก ${member} บาท · ${auto}`,
  setHere: 'ตั้งที่นี่',
  title: 'วงเงินต่อเลขและกฎอัตโนมัติ',
  edit: 'แก้วงเงินของประเภทการแทง',
  pick: 'เลือกประเภท',
  house: 'วงเงินรับรวมต่อเลข (บาท)',
  member: 'วงเงินต่อเลขต่อสมาชิก (บาท)',
  when: 'เมื่อยอดแทงเลขใดถึงสัดส่วนของวงเงิน',
  share: 'สัดส่วนของวงเงิน (%)',
  rate: 'อัตราจ่ายที่ลด (% ของอัตราเต็ม)',
  save: 'บันทึกวงเงิน',
} as const;

/** The risk desk's round pages (/admin/lotto/rules, /admin/lotto/rounds/[id]/risk and /result). */
export const roundPagesTh = {
  rulesTitle: (category: string, round: string | null | undefined) => `กฎเลข ${category}${round ? ` ${round}` : ' (ทุกงวด)'}`,
  rulesDefault: 'กฎเลขและวงเงิน',
  allRounds: '← งวดทั้งหมด',
  riskOfRound: 'ตารางความเสี่ยงของงวดนี้',
  categoryRules: (category: string) => `กฎทุกงวดของ${category}`,
  noScope: 'ไม่พบงวดหรือประเภทหวยนี้',
  riskTitle: (category: string, round: string) => `ความเสี่ยง ${category} ${round}`,
  riskDefault: 'ความเสี่ยงของงวด',
  rulesOfRound: 'เลขอั้นและวงเงินของงวดนี้',
  resultOfRound: 'ผลรางวัลและยกเลิกงวด',
  noRound: 'ไม่พบงวดหวยนี้',
  status: { settled: 'ออกผลและจ่ายรางวัลแล้ว', refunded: 'ยกเลิกงวดและคืนเงินแล้ว' } as Record<string, string>,
  resultTitle: (category: string, round: string) => `ผลรางวัล ${category} ${round}`,
  resultDefault: 'ผลรางวัลของงวด',
  roundLine: (closeAt: string, resultAt: string, bills: string, takings: string) =>
    `ปิดรับ ${closeAt} · ออกผล ${resultAt} น. · ${bills} โพย · ยอดแทง ${takings} บาท`,
} as const;

/** The rounds list (/admin/lotto/rounds). */
export const roundsTh = {
  title: 'งวดหวยและความเสี่ยง',
  status: { open: 'เปิดรับแทง', upcoming: 'ยังไม่เปิด', closed: 'ปิดรับ รอผล', settled: 'ออกผลแล้ว', refunded: 'คืนเงินแล้ว' } as Record<
    string,
    string
  >,
  none: 'ยังไม่มีงวดที่เปิดรับแทง',
  closes: (at: string) => `ปิดรับ ${at}`,
  external: ' · ผลจากภายนอก',
  staged: ' · มีผลรอยืนยัน',
  alerts: (count: string, share: number) => `แจ้งเตือน: ${count} เลขยอดแทงเกิน ${share}% ของวงเงินรับ`,
  takings: (bills: string, takings: string) => `${bills} โพย · ยอดแทง ${takings} บาท`,
  rules: 'เลขอั้นและวงเงิน',
  result: 'ผลรางวัล',
  categories: 'เลขอั้นและวงเงินทุกงวดของประเภทหวย',
} as const;

/** The result sources' alerts, above the rounds list and on the round's result page. */
export const resultAlertsTh = {
  title: 'แจ้งเตือนผลรางวัลจากแหล่งผล (รอพนักงานตรวจ)',
  kind: {
    disagree: 'แหล่งผลให้ผลไม่ตรงกัน',
    one_source: 'มีแหล่งผลตอบไม่ถึง 2 แหล่งภายในเวลาที่กำหนด',
    no_source: 'ไม่มีแหล่งผลตอบภายในเวลาที่กำหนด',
    after_confirmed: 'แหล่งผลตอบไม่ตรงกับผลที่ยืนยันแล้ว',
  },
  since: (at: string) => `ตั้งแต่ ${at} น.`,
  numbers: (result: { three_top: string; two_bottom: string; three_front: string[]; three_bottom: string[]; four_top?: string }) =>
    [
      ...(result.four_top ? [`4 ตัวบน ${result.four_top}`] : []),
      `3 ตัวบน ${result.three_top}`,
      `2 ตัวล่าง ${result.two_bottom}`,
      ...(result.three_front.length ? [`3 ตัวหน้า ${result.three_front.join(' ')}`] : []),
      ...(result.three_bottom.length ? [`3 ตัวล่าง ${result.three_bottom.join(' ')}`] : []),
    ].join(' · '),
  noResult: 'ยังไม่มีผล',
  unreadable: 'อ่านคำตอบไม่ได้',
  open: 'ไปหน้าผลรางวัล: กรอก ตรวจ ยืนยันผล หรือยกเลิกงวด',
  /** A paid round's result page shows what was paid; nothing is entered there any more. */
  openPaid: 'ไปหน้าผลรางวัลของงวดนี้',
  /** What a paid round's alert asks of staff: nothing undoes the round (DOMAIN.md), so check, put right by hand, acknowledge. */
  settledNote:
    'งวดนี้ยืนยันผลและจ่ายรางวัลแล้ว ระบบไม่เปลี่ยนผลและไม่ยกเลิกงวดที่จ่ายแล้ว ตรวจผลกับประกาศอย่างเป็นทางการ หากผลที่จ่ายผิด ปรับยอดสมาชิกที่ได้รับผลกระทบที่หน้าสมาชิก แล้วให้หัวหน้างานหรือเจ้าของกดรับทราบพร้อมบันทึกสิ่งที่ตรวจ',
  noteLabel: 'บันทึกสิ่งที่ตรวจสอบแล้ว',
  acknowledge: 'รับทราบ ผลที่จ่ายแล้วคงเดิม',
  acknowledgeBy: 'หัวหน้างานหรือเจ้าของเป็นผู้กดรับทราบแจ้งเตือนนี้',
} as const;
