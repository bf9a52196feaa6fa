// The content desk's requests and answers (issue 28): pages with drafts, versions, publish,
// schedule, expiry and revert. Times the marketer types are Bangkok wall time (YYYY-MM-DDTHH:mm,
// what <input type="datetime-local"> gives); answers carry ISO instants. Admin pages only.
import { z } from 'zod/mini';
import { id } from '../ids.ts';
import { isRealMinute } from '../date-text.ts';
import { PAGE_BODY_MAX, PAGE_KINDS, pageFieldsSchema, slugSchema, storedPageFieldsSchema } from '../content/content.ts';
import { ownPathOrEmpty } from '../own-path.ts';

/** A Bangkok wall-clock minute as epoch ms (Thailand keeps +07:00 all year); a day or time that does not exist is refused. */
export const bangkokMinute = (name: string) =>
  z.pipe(
    z.string({ error: `กรุณาระบุ${name}` }).check(z.refine(isRealMinute, { error: `${name}ไม่ถูกต้อง: ไม่มีวันหรือเวลานี้ในปฏิทิน` })),
    z.transform((value: string) => Date.parse(`${value}:00+07:00`)),
  );

export const PAGE_STATES = ['draft', 'scheduled', 'live', 'expired'] as const;
const pageState = z.enum(PAGE_STATES);

const pageRow = z.object({
  id: z.number(),
  kind: z.enum(PAGE_KINDS),
  slug: z.string(),
  title: z.string(),
  state: pageState,
  /** The draft differs from what is live (or nothing is live). */
  unpublished_changes: z.boolean(),
  publish_at: z.nullable(z.string()),
  expire_at: z.nullable(z.string()),
  updated_at: z.string(),
  updated_by: z.string(),
});
export const pageListSchema = z.object({ pages: z.array(pageRow) });
export type PageRow = z.infer<typeof pageRow>;

const version = z.object({ id: z.number(), number: z.number(), at: z.string(), by: z.string(), title: z.string(), live: z.boolean() });
export const pageDetailSchema = z.object({ page: pageRow, fields: storedPageFieldsSchema, versions: z.array(version) });
export type PageDetail = z.infer<typeof pageDetailSchema>;

export const pageIdQuery = z.object({ id: id('รหัสหน้า') });
/** A draft saved: a new page (no id) or a new version of one. */
export const pageSaveRequest = z.object({ id: z.optional(id('รหัสหน้า')), slug: slugSchema, fields: pageFieldsSchema });
export const pageSavedSchema = z.object({ id: z.number(), version: z.number() });
/** Publish now (no `at`) or at a Bangkok minute; `until`, the minute it comes down by itself. */
export const publishRequest = z.object({
  id: id('รหัสหน้า'),
  at: z.optional(z.nullable(bangkokMinute('เวลาเผยแพร่'))),
  until: z.optional(z.nullable(bangkokMinute('เวลาหมดอายุ'))),
});
export const pageRequest = z.object({ id: id('รหัสหน้า') });
export const revertRequest = z.object({ id: id('รหัสหน้า'), version_id: id('รหัสฉบับ') });
export const previewRequest = z.object({
  body: z.string({ error: 'กรุณากรอกเนื้อหา' }).check(z.maxLength(PAGE_BODY_MAX, { error: 'เนื้อหายาวเกิน 50,000 ตัวอักษร' })),
});
export const previewSchema = z.object({ html: z.string() });

/** A 5 MB picture as base64 in JSON, with room to spare (the upload's body limit). */
export const PICTURE_BODY_BYTES = 7 * 1024 * 1024;
/** A picture file as base64 (the browser reads it with FileReader); its type is read from the bytes. */
export const pictureUploadRequest = z.object({
  data: z.string({ error: 'กรุณาเลือกรูปภาพ' }).check(
    z.minLength(1, { error: 'กรุณาเลือกรูปภาพ' }),
    // 5 MB as base64, and a little room: the platform checks the decoded size exactly
    z.maxLength(7_000_000, { error: 'รูปภาพต้องมีขนาดไม่เกิน 5 MB' }),
    z.regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'ไฟล์รูปภาพไม่ถูกต้อง' }),
  ),
});
export const pictureSchema = z.object({ path: z.string(), width: z.number(), height: z.number() });

/** A banner of the home page's carousel, as the desk lists and edits it. */
const bannerRow = z.object({
  id: z.number(),
  image: z.string(),
  title: z.string(),
  subtitle: z.string(),
  show_text: z.boolean(),
  link: z.string(),
  sort_order: z.number(),
  active: z.boolean(),
  active_from: z.nullable(z.string()),
  active_until: z.nullable(z.string()),
});
export type BannerRow = z.infer<typeof bannerRow>;
export const bannerListSchema = z.object({ banners: z.array(bannerRow) });
export const bannerSaveRequest = z.object({
  id: z.optional(id('รหัสแบนเนอร์')),
  image: ownPathOrEmpty('รูปแบนเนอร์').check(z.minLength(1, { error: 'กรุณาอัปโหลดรูปแบนเนอร์' })),
  title: z
    .string({ error: 'กรุณากรอกหัวข้อ' })
    .check(z.minLength(1, { error: 'กรุณากรอกหัวข้อ' }), z.maxLength(80, { error: 'หัวข้อต้องไม่เกิน 80 ตัวอักษร' })),
  subtitle: z.string().check(z.maxLength(120, { error: 'ข้อความรองต้องไม่เกิน 120 ตัวอักษร' })),
  show_text: z.boolean({ error: 'ค่าการแสดงข้อความไม่ถูกต้อง' }),
  link: ownPathOrEmpty('ลิงก์'),
  sort_order: z.number({ error: 'ลำดับต้องเป็นตัวเลข' }).check(z.int({ error: 'ลำดับต้องเป็นจำนวนเต็ม' }), z.gte(0, { error: 'ลำดับต้องไม่ติดลบ' })),
  active: z.boolean({ error: 'ค่าการเปิดใช้ไม่ถูกต้อง' }),
  active_from: z.optional(z.nullable(bangkokMinute('วันเริ่มแสดง'))),
  active_until: z.optional(z.nullable(bangkokMinute('วันสิ้นสุด'))),
});
export const bannerSavedSchema = z.object({ id: z.number() });
