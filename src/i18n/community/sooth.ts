// Thai strings of the baccarat formulas page (/sooth).
import type { Formula, Result } from '../../contract/community/sooth.ts';

export const soothTh = {
  title: 'สูตรบาคาร่า',
  intro: 'สถิติจากผลจริงของโต๊ะบาคาร่าในเว็บ (72 ตาล่าสุดของแต่ละโต๊ะ) พร้อมสูตรเค้าไพ่ยอดนิยม',
  failed: 'โหลดสถิติไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  noRooms: 'ยังไม่มีโต๊ะบาคาร่าเปิดให้บริการ',
  warningTitle: 'สถิติ ไม่ใช่การรับประกันผล',
  warning: 'ไพ่ทุกตาแจกใหม่อย่างอิสระ เค้าไพ่ที่ผ่านมาไม่เปลี่ยนโอกาสของตาถัดไป ไม่มีสูตรใดเอาชนะความได้เปรียบของเจ้ามือได้ในระยะยาว',
  edge: (banker: number, player: number, tie: number) => `ความได้เปรียบของเจ้ามือ: แทงเจ้ามือ ${banker}% · แทงผู้เล่น ${player}% · แทงเสมอ ${tie}%`,
  rooms: 'เลือกห้อง',
  hands: (n: number) => `${n} ตาล่าสุด`,
  beadRoad: 'เค้าไพ่',
  bigRoad: 'เค้าใหญ่',
  empty: 'ยังไม่มีผลในห้องนี้',
  result: { B: 'เจ้ามือ', P: 'ผู้เล่น', T: 'เสมอ' } satisfies Record<Result, string>,
  bead: { B: 'จ', P: 'ผ', T: 'ส' } satisfies Record<Result, string>,
  formulas: 'สูตรและสถิติย้อนหลัง',
  formula: {
    streak: { name: 'ตามมังกร', how: 'แทงตามฝั่งที่ชนะตาล่าสุด' },
    pingpong: { name: 'ปิงปอง', how: 'แทงสลับฝั่งกับตาล่าสุด' },
    twocut: { name: 'สองตัด', how: 'ออกเป็นคู่ ๆ: ถ้าตาล่าสุดเพิ่งออกตัวเดียว แทงฝั่งเดิม ถ้าออกครบคู่ แทงสลับ' },
  } satisfies Record<Formula, { name: string; how: string }>,
  next: 'ตาถัดไปตามสูตร',
  noSuggestion: 'ยังไม่มีข้อมูลพอ',
  record: (hits: number, tries: number) => `ถูก ${hits} จาก ${tries} ตา`,
  noRecord: 'ยังไม่มีสถิติ',
  hitRate: 'อัตราถูกของสูตร',
  updated: 'อัปเดต',
  refresh: 'อัปเดตผล',
  play: 'เข้าเล่นโต๊ะนี้',
};
