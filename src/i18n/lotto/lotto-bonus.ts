// Thai strings of the Yeekee shooter bonuses on a settled round's page (issue 27).
export const lottoBonusTh = {
  title: 'โบนัสผู้ยิงเลข',
  rank: (rank: number) => `ลำดับที่ ${rank}`,
  terms: (first: string, sixteenth: string, minStake: string) =>
    `โบนัสผู้ยิงเลข: ลำดับที่ 1 รับ ${first} ลำดับที่ 16 รับ ${sixteenth} เมื่อแทงรอบนี้ตั้งแต่ ${minStake} ขึ้นไป จ่ายเข้ากระเป๋าเมื่อออกผล`,
  none: 'รอบนี้ไม่มีผู้ได้รับโบนัส: ผู้ยิงเลขลำดับที่ 1 และ 16 ไม่ได้แทงรอบนี้ถึงยอดที่กำหนด',
} as const;
