// Thai strings of the VIP tiers (issue 27): on the rates page and the member's profile.
export const lottoVipTh = {
  title: 'ระดับ VIP',
  intro: 'ระดับคิดจากยอดแทงสุทธิ 30 วันล่าสุด นับรวมวันนี้ (หวยและเกม) ระดับยิ่งสูง อัตราจ่ายหวยยิ่งเพิ่ม อัตราจ่ายล็อกตามเวลาที่แทง',
  tier: 'ระดับ',
  needs: 'ยอดแทง 30 วัน',
  adds: 'อัตราจ่ายเพิ่ม (ต่อบาท)',
  from: (amount: string) => `ตั้งแต่ ${amount}`,
  add: (bet: string, rate: string) => `${bet} +${rate}`,
  yours: 'ระดับของคุณ',
  none: 'ยังไม่มีระดับ',
  stakes: (amount: string) => `ยอดแทง 30 วัน ${amount}`,
  missing: (amount: string, tier: string) => `แทงอีก ${amount} เพื่อขึ้นระดับ ${tier}`,
  top: 'ระดับสูงสุดแล้ว',
  loginHint: 'เข้าสู่ระบบเพื่อดูระดับของคุณ อัตราจ่ายในโพยรวมส่วนเพิ่มของระดับแล้ว',
} as const;
