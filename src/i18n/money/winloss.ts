// Thai strings of the win/loss page (/winloss).
export const winlossTh = {
  title: 'ได้เสีย',
  intro: 'ยอดแทง ยอดที่ได้รับคืน และได้เสียสุทธิ ต่อวันและต่อประเภท ตามเวลาประเทศไทย',
  from: 'ตั้งแต่วันที่',
  to: 'ถึงวันที่',
  show: 'แสดง',
  range: 'ช่วงวันที่',
  total: 'รวมทั้งหมด',
  byProduct: 'ตามประเภท',
  byDay: 'รายวัน',
  stake: 'ยอดแทง',
  returned: 'ได้รับ',
  net: 'ได้เสีย',
  lotto: 'หวย',
  game: 'เกม',
  empty: 'ไม่มีการเล่นในช่วงนี้',
  failed: 'โหลดยอดได้เสียไม่ได้ กรุณาลองใหม่อีกครั้ง',
} as const;
