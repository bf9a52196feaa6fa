// Thai words of the reports desk (/admin/reports): the chart's series and its fallback, the export.

export const reportTh = {
  series: { stake: 'ยอดแทง', payout: 'ยอดจ่าย', house: 'ผลได้เสียของเว็บ' },
  period: 'ช่วง',
  noChart: 'แสดงกราฟไม่ได้ ดูตัวเลขในตารางด้านล่าง',
  export: 'ส่งออก CSV',
} as const;
