// The content desk's other rows (issue 28): announcements, events (the pop-up dialog), promotions
// with their terms and figures, and coupons. Money is baht on the wire; active dates are Bangkok
// minutes in, ISO instants out (as the banners'). Admin pages only.
import { z } from 'zod/mini';
import { bahtAmount } from '../money/amount.ts';
import { bangkokMinute } from './admin-content.ts';
import { ownPathOrEmpty } from '../own-path.ts';
import { id } from '../ids.ts';

const text = (name: string, max: number) =>
  z.string({ error: `กรุณากรอก${name}` }).check(
    z.refine((value) => value.trim().length > 0, { error: `กรุณากรอก${name}` }),
    z.maxLength(max, { error: `${name}ต้องไม่เกิน ${max.toLocaleString('en-US')} ตัวอักษร` }),
  );
const optionalText = (name: string, max: number) =>
  z.string({ error: `${name}ไม่ถูกต้อง` }).check(z.maxLength(max, { error: `${name}ต้องไม่เกิน ${max.toLocaleString('en-US')} ตัวอักษร` }));
const wholeNumber = (name: string, min: number, max: number) =>
  z
    .number({ error: `${name}ต้องเป็นตัวเลข` })
    .check(
      z.int({ error: `${name}ต้องเป็นจำนวนเต็ม` }),
      z.gte(min, { error: `${name}ต้องไม่น้อยกว่า ${min}` }),
      z.lte(max, { error: `${name}ต้องไม่เกิน ${max.toLocaleString('en-US')}` }),
    );
const flag = (name: string) => z.boolean({ error: `ค่า${name}ไม่ถูกต้อง` });
const picture = (name: string) => ownPathOrEmpty(name).check(z.minLength(1, { error: `กรุณาอัปโหลด${name}` }));

/** What every row of the desk has: its order, on or off, and its active dates. */
const shownFields = {
  sort_order: wholeNumber('ลำดับ', 0, 100_000),
  active: flag('การเปิดใช้'),
  active_from: z.optional(z.nullable(bangkokMinute('วันเริ่มแสดง'))),
  active_until: z.optional(z.nullable(bangkokMinute('วันสิ้นสุด'))),
};
const shownRow = {
  id: z.number(),
  sort_order: z.number(),
  active: z.boolean(),
  active_from: z.nullable(z.string()),
  active_until: z.nullable(z.string()),
};

/** An announcement: an important one opens the notice dialog on the member's pages. */
const announcementRow = z.object({ ...shownRow, important: z.boolean(), image: z.string(), title: z.string(), description: z.string() });
export type AnnouncementRow = z.infer<typeof announcementRow>;
export const announcementListSchema = z.object({ announcements: z.array(announcementRow) });
export const announcementSaveRequest = z.object({
  id: z.optional(id('รหัสประกาศ')),
  important: flag('ประกาศสำคัญ'),
  image: ownPathOrEmpty('รูปประกาศ'),
  title: text('หัวข้อ', 120),
  description: optionalText('รายละเอียด', 2000),
  ...shownFields,
});

/** An event of the pop-up event dialog. */
const eventRow = z.object({ ...shownRow, image: z.string(), title: z.string(), subtitle: z.string(), show_text: z.boolean() });
export type EventRow = z.infer<typeof eventRow>;
export const eventListSchema = z.object({ events: z.array(eventRow) });
export const eventSaveRequest = z.object({
  id: z.optional(id('รหัสกิจกรรม')),
  image: picture('รูปกิจกรรม'),
  title: text('หัวข้อ', 80),
  subtitle: optionalText('ข้อความรอง', 120),
  show_text: flag('การแสดงข้อความ'),
  ...shownFields,
});

/** A deposit promotion: its terms and figures apply to members who take it from then on. */
const promotionRow = z.object({
  ...shownRow,
  title: z.string(),
  image: z.string(),
  terms: z.string(),
  bonus_percent: z.number(),
  max_bonus: z.number(),
  turnover_multiple: z.number(),
  min_deposit: z.number(),
  /** Times members took it (waiting for their deposit, or paid): each keeps the terms taken. */
  taken: z.number(),
});
export type PromotionRow = z.infer<typeof promotionRow>;
export const promotionDeskListSchema = z.object({ promotions: z.array(promotionRow) });
export const promotionSaveRequest = z.object({
  id: z.optional(id('รหัสโปรโมชั่น')),
  title: text('ชื่อโปรโมชั่น', 80),
  image: picture('รูปโปรโมชั่น'),
  terms: text('เงื่อนไข', 4000),
  bonus_percent: wholeNumber('เปอร์เซ็นต์โบนัส', 1, 1000),
  max_bonus: bahtAmount,
  turnover_multiple: wholeNumber('จำนวนเท่าของยอดเล่น', 0, 100),
  min_deposit: bahtAmount,
  ...shownFields,
});

const COUPON_CODE = /^[A-Z0-9]{3,20}$/;
/** A coupon code: free credit once per member, while uses are left and before it expires. */
const couponRow = z.object({
  id: z.number(),
  code: z.string(),
  credit: z.number(),
  max_uses: z.number(),
  used: z.number(),
  expires_at: z.string(),
  active: z.boolean(),
});
export type CouponRow = z.infer<typeof couponRow>;
export const couponListSchema = z.object({ coupons: z.array(couponRow) });
export const couponSaveRequest = z.object({
  id: z.optional(id('รหัสคูปอง')),
  // kept upper case, as members' typing is read (rewards/coupons.ts)
  code: z.pipe(
    z.pipe(
      z.string({ error: 'กรุณากรอกรหัสคูปอง' }),
      z.transform((value: string) => value.trim().toUpperCase()),
    ),
    z.string().check(z.regex(COUPON_CODE, { error: 'รหัสคูปองต้องเป็นตัวอักษรอังกฤษหรือตัวเลข 3-20 ตัว' })),
  ),
  credit: bahtAmount,
  max_uses: wholeNumber('จำนวนสิทธิ์', 1, 1_000_000),
  expires_at: bangkokMinute('วันหมดอายุ'),
  active: flag('การเปิดใช้'),
});

export const rowSavedSchema = z.object({ id: z.number() });
