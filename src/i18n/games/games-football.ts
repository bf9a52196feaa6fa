// Thai strings of virtual football (islands/games/FootballMatch.tsx).
import type { LeagueName, OneXTwo, OverUnder } from '../../contract/games/games-football.ts';

export const footballTh = {
  virtual: 'ฟุตบอลเสมือนจริง · ผลจากระบบสุ่ม ไม่ใช่การแข่งขันจริง',
  leagues: { classic: 'ลีกคลาสสิก', attack: 'ลีกเกมรุก' } satisfies Record<LeagueName, string>,
  home: 'เจ้าบ้าน',
  away: 'ทีมเยือน',
  markets: { x12: 'ผลการแข่งขัน (1X2)', ou: 'สูง/ต่ำ 2.5 ประตู' },
  picks: { home: 'เจ้าบ้านชนะ', draw: 'เสมอ', away: 'ทีมเยือนชนะ', over: 'สูง (3 ประตูขึ้นไป)', under: 'ต่ำ (ไม่เกิน 2 ประตู)' } satisfies Record<
    OneXTwo | OverUnder,
    string
  >,
  pickHint: 'เลือกผลอย่างน้อยหนึ่งตลาด แตะอีกครั้งเพื่อยกเลิก',
  stake: 'เดิมพัน',
  kickOff: 'เริ่มการแข่งขัน',
  skip: 'ข้ามไปดูผล',
  next: 'เล่นนัดต่อไป',
  clock: 'เวลาการแข่งขัน',
  score: 'สกอร์',
  fullTime: 'จบการแข่งขัน',
  kickedOff: 'เริ่มการแข่งขันแล้ว ผลตัดสินแล้วตั้งแต่เริ่ม ระหว่างนี้เป็นการแสดงผล',
  goal: 'ประตู',
  won: 'ได้',
  lost: 'เสีย',
  noGoals: 'ยังไม่มีประตู',
  odds: 'ราคาและอัตราคืนผู้เล่น',
  oddsNote: (margin: string) => `ราคา = (1 − ค่าธรรมเนียม ${margin}) ÷ โอกาส ปัดลงทีละ 0.01 อัตราคืนผู้เล่นของแต่ละตัวเลือก = โอกาส × ราคา`,
  pick: 'ตัวเลือก',
  price: 'ราคา',
  chance: 'โอกาส',
  rtp: 'คืนผู้เล่น',
  goalsTable: (home: number, away: number) =>
    `ตารางโอกาสจำนวนประตูต่อทีม (ต่อ 1,000 นัด ปัดจากการแจกแจงปัวซง เจ้าบ้านเฉลี่ย ${home} ทีมเยือนเฉลี่ย ${away} ประตู; 6 คือ 6 ประตูขึ้นไป) สองทีมยิงประตูเป็นอิสระต่อกัน`,
  goals: 'ประตู',
} as const;
