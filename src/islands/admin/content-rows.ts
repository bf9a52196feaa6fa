// The content desk's lists of rows (announcements, events, promotions, coupons): for each, its
// calls and the fields its form shows, in order. ContentRowsDesk draws any of them.
import * as desk from '../../contract/endpoints/admin-content.ts';

export type FieldKind = 'text' | 'textarea' | 'number' | 'baht' | 'minute' | 'flag' | 'picture';
export interface RowField {
  name: string;
  label: string;
  kind: FieldKind;
  /** A minute that must be given (no way to clear its day). */
  required?: boolean;
}
export type DeskRow = { id: number } & Record<string, unknown>;

const shown: RowField[] = [
  { name: 'sort_order', label: 'ลำดับ', kind: 'number' },
  { name: 'active_from', label: 'เริ่มแสดง (ไม่บังคับ)', kind: 'minute' },
  { name: 'active_until', label: 'สิ้นสุด (ไม่บังคับ)', kind: 'minute' },
  { name: 'active', label: 'แสดงบนเว็บ', kind: 'flag' },
];

export const ROW_DESKS = {
  announcements: {
    title: 'ประกาศ',
    noun: 'ประกาศ',
    list: desk.contentAnnouncements,
    save: desk.contentAnnouncementSave,
    fields: [
      { name: 'image', label: 'รูปประกาศ (ไม่บังคับ)', kind: 'picture' },
      { name: 'title', label: 'หัวข้อ', kind: 'text' },
      { name: 'description', label: 'รายละเอียด', kind: 'textarea' },
      { name: 'important', label: 'ประกาศสำคัญ (เปิดหน้าต่างแจ้งเตือนให้สมาชิกเห็น)', kind: 'flag' },
      ...shown,
    ],
    note: (): string => '',
  },
  events: {
    title: 'กิจกรรม',
    noun: 'กิจกรรม',
    list: desk.contentEvents,
    save: desk.contentEventSave,
    fields: [
      { name: 'image', label: 'รูปกิจกรรม', kind: 'picture' },
      { name: 'title', label: 'หัวข้อ', kind: 'text' },
      { name: 'subtitle', label: 'ข้อความรอง', kind: 'text' },
      { name: 'show_text', label: 'เขียนหัวข้อทับบนรูป', kind: 'flag' },
      ...shown,
    ],
    note: (): string => '',
  },
  promotions: {
    title: 'โปรโมชั่นฝากเงิน',
    noun: 'โปรโมชั่น',
    list: desk.contentPromotions,
    save: desk.contentPromotionSave,
    fields: [
      { name: 'image', label: 'รูปโปรโมชั่น', kind: 'picture' },
      { name: 'title', label: 'ชื่อโปรโมชั่น', kind: 'text' },
      { name: 'terms', label: 'เงื่อนไข', kind: 'textarea' },
      { name: 'bonus_percent', label: 'โบนัส (%)', kind: 'number' },
      { name: 'max_bonus', label: 'โบนัสสูงสุด (บาท)', kind: 'baht' },
      { name: 'min_deposit', label: 'ฝากขั้นต่ำ (บาท)', kind: 'baht' },
      { name: 'turnover_multiple', label: 'ยอดเล่นกี่เท่าของโบนัส', kind: 'number' },
      ...shown,
    ],
    note: (row: DeskRow): string => (Number(row.taken) > 0 ? `สมาชิกรับไปแล้ว ${Number(row.taken)} ครั้ง: ผู้ที่รับไปแล้วได้ตามเงื่อนไขเดิมเสมอ` : ''),
  },
  coupons: {
    title: 'คูปอง',
    noun: 'คูปอง',
    list: desk.contentCoupons,
    save: desk.contentCouponSave,
    fields: [
      { name: 'code', label: 'รหัสคูปอง', kind: 'text' },
      { name: 'credit', label: 'เครดิตฟรี (บาท)', kind: 'baht' },
      { name: 'max_uses', label: 'จำนวนสิทธิ์', kind: 'number' },
      { name: 'expires_at', label: 'หมดอายุ', kind: 'minute', required: true },
      { name: 'active', label: 'เปิดใช้', kind: 'flag' },
    ],
    note: (row: DeskRow): string =>
      `ใช้แล้ว ${Number(row.used).toLocaleString('th-TH')} จาก ${Number(row.max_uses).toLocaleString('th-TH')} สิทธิ์`,
  },
} as const satisfies Record<string, { title: string; noun: string; list: unknown; save: unknown; fields: RowField[]; note: unknown }>;

export type RowDeskName = keyof typeof ROW_DESKS;
export const isRowDesk = (name: string | undefined): name is RowDeskName => name !== undefined && name in ROW_DESKS;
