// Thai strings of the Yeekee shooter bonuses on a settled round's page (issue 27).
export const lottoBonusTh = {
  title: 'โบนัสผู้ยิงเลข',
  rank: (rank: number) => `ลำดับที่ ${rank}`,
  none: 'รอบนี้ไม่มีผู้ได้รับโบนัส: ผู้ยิงเลขลำดับที่ 1 และ 16 ไม่ได้แทงรอบนี้ถึงยอดที่กำหนด',
} as const;
