// Thai strings of the fishing game (islands/games/FishingGame.tsx).
import type { Fish } from '../../contract/games/games-fishing.ts';

export const fishingTh = {
  sea: 'ทะเลของเกมยิงปลา: แตะปลาที่ต้องการยิง',
  stake: 'เดิมพันต่อนัด',
  shoot: (name: string, multiplier: number, stake: string) => `ยิง${name} ×${multiplier} (${stake})`,
  caught: (name: string, multiplier: number) => `จับ${name}ได้ ×${multiplier}`,
  escaped: (name: string) => `${name}หลุดไป`,
  tapHint: 'แตะปลาเพื่อยิง ยิงหนึ่งนัดหักเดิมพันหนึ่งครั้ง ผลแต่ละนัดสุ่มจากรหัสสุ่มตามโอกาสที่ประกาศไว้',
  paytable: 'ตารางจ่ายและโอกาสจับได้',
  rtp: 'อัตราคืนผู้เล่นโดยเฉลี่ย (ทุกตัวเท่ากัน)',
  fish: 'ปลา',
  pays: 'จ่าย',
  chance: 'โอกาสจับได้ต่อนัด',
  boss: 'บอส',
  rule: 'โอกาสจับได้ = อัตราคืนผู้เล่น ÷ อัตราจ่าย ปลาตัวใหญ่จ่ายมากแต่จับยาก ภาพปลาที่ว่ายเป็นเพียงการแสดงผล ผลของนัดตัดสินด้วยระบบสุ่มที่ตรวจสอบได้',
  names: {
    clownfish: 'ปลาการ์ตูน',
    angelfish: 'ปลาเทวดา',
    carp: 'ปลาตะเพียนทอง',
    snakehead: 'ปลาช่อน',
    pufferfish: 'ปลาปักเป้า',
    featherback: 'ปลากราย',
    turtle: 'เต่าทะเล',
    ray: 'ปลากระเบน',
    octopus: 'หมึกยักษ์',
    catfish: 'ปลาบึก',
    shark: 'ฉลาม',
    whale: 'วาฬ',
    naga: 'พญานาค',
    dragon: 'มังกรทะเล',
  } satisfies Record<Fish, string>,
} as const;
