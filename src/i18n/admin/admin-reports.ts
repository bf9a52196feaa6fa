// Thai words of the reports desk (/admin/reports): the chart's series and its fallback, the export.

export const reportTh = {
  series: { stake: 'ยอดแทง', payout: 'ยอดจ่าย', house: 'ผลได้เสียของเว็บ' },
  period: 'ช่วง',
  noChart: 'แสดงกราฟไม่ได้ ดูตัวเลขในตารางด้านล่าง',
  export: 'ส่งออก CSV',
} as const;

/** The reports page (/admin/reports): the form, the totals, each table's title and columns. */
export const reportPageTh = {
  money: ['ยอดแทง', 'ยอดจ่าย', 'ผลได้เสียของเว็บ'],
  byPeriod: (group: string) => `ยอดแทงและผลได้เสีย${group}`,
  period: 'ช่วง',
  bills: 'โพย',
  gameRounds: 'รอบเกม',
  lottoByCategory: 'หวยแยกตามประเภท',
  category: 'ประเภท',
  lottoByRound: 'หวยแยกตามงวด',
  round: 'งวด',
  gamesByGame: 'เกมแยกตามเกม',
  game: 'เกม',
  provider: 'ค่าย',
  gamesByProvider: 'เกมแยกตามค่าย',
  depositsByChannel: 'ฝากเงินแยกตามช่องทาง',
  channel: 'ช่องทาง',
  count: 'จำนวนรายการ',
  total: 'ยอดรวม',
  withdrawalsByBank: 'ถอนเงินแยกตามธนาคาร',
  bank: 'ธนาคาร',
  credits: 'โบนัส คืนยอดเสีย ค่าแนะนำ และเครดิตอื่นที่ให้',
  item: 'รายการ',
  topStakers: 'สมาชิกที่แทงมากที่สุด',
  topWinners: 'สมาชิกที่ได้มากที่สุด',
  member: ['รหัสสมาชิก', 'ชื่อ', 'เบอร์โทร', 'ยอดแทง', 'ได้เสียของสมาชิก'],
  title: 'รายงาน',
  from: 'ตั้งแต่วันที่',
  to: 'ถึงวันที่',
  group: 'แบ่งช่วง',
  show: 'ดูรายงาน',
  members: 'สมาชิกใหม่ / เล่น / ฝาก',
  chart: (group: string) => `กราฟยอดแทง ยอดจ่าย และผลได้เสีย${group}`,
  none: 'ไม่มีรายการในช่วงนี้',
} as const;
