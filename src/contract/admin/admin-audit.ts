// The audit trail as the owner reads it: filters (person, action, target, Bangkok dates) and rows.
import { z } from 'zod/mini';
import { dateRangeChecks, dateRangeFields } from '../date-range.ts';

const filter = (label: string) => z.optional(z.string({ error: `${label}ไม่ถูกต้อง` }).check(z.maxLength(100, { error: `${label}ยาวเกินไป` })));

export const AUDIT_PAGE_ROWS = 200;
/** The most rows one CSV export carries. */
export const AUDIT_EXPORT_ROWS = 5_000;

export const auditQuery = z
  .object({
    person: filter('ชื่อพนักงาน'),
    action: filter('รายการ'),
    target: filter('เป้าหมาย'),
    ...dateRangeFields,
    limit: z.optional(
      z
        .pipe(z.string({ error: 'จำนวนแถวไม่ถูกต้อง' }).check(z.regex(/^\d{1,4}$/, { error: 'จำนวนแถวไม่ถูกต้อง' })), z.transform(Number))
        .check(z.refine((n: number) => n >= 1 && n <= AUDIT_EXPORT_ROWS, { error: `จำนวนแถวต้องเป็น 1-${AUDIT_EXPORT_ROWS}` })),
    ),
  })
  .check(...dateRangeChecks(366));

export const auditRowSchema = z.object({
  id: z.number(),
  at: z.string(),
  actor_name: z.string(),
  actor_role: z.string(),
  address: z.string(),
  action: z.string(),
  target_kind: z.string(),
  target_id: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.nullable(z.string()),
});
export const auditListSchema = z.object({ rows: z.array(auditRowSchema), more: z.boolean() });
export type AuditRow = z.infer<typeof auditRowSchema>;

/**
 * Every action the audit trail holds, with its name as the owner reads it: the one table. A writer
 * names its action by this type (platform/audit/trail.ts), so a new action cannot be written without
 * its name; a unit test (tests/unit/contract/audit-actions.test.ts) checks the keys the code writes.
 */
export const AUDIT_ACTION_NAMES = {
  'staff.invite': 'เชิญพนักงาน',
  'staff.enrol': 'ลงทะเบียนพนักงาน',
  'staff.login': 'เข้าสู่ระบบหลังบ้าน',
  'staff.logout': 'ออกจากระบบหลังบ้าน',
  'staff.role': 'เปลี่ยนบทบาทพนักงาน',
  'staff.disable': 'ปิดบัญชีพนักงาน',
  'staff.relink': 'ลิงก์ลงทะเบียนใหม่',
  'deposit.confirm': 'ยืนยันรายการฝาก',
  'deposit.reject': 'ปฏิเสธรายการฝาก',
  'deposit.text_dealt': 'จัดการข้อความจากธนาคารแล้ว',
  'withdrawal.approve': 'อนุมัติรายการถอน',
  'withdrawal.first_approval': 'อนุมัติรายการถอนครั้งแรก',
  'withdrawal.second_approval': 'อนุมัติรายการถอนครั้งที่สอง',
  'withdrawal.reject': 'ปฏิเสธรายการถอน',
  'member.adjust': 'ปรับยอดเครดิต',
  'member.adjust_asked': 'ขอปรับยอดเครดิต (รออนุมัติครั้งที่สอง)',
  'member.adjust_approved': 'อนุมัติการปรับยอดเครดิต',
  'member.adjust_refused': 'ไม่อนุมัติการปรับยอดเครดิต',
  'member.points': 'ปรับพอยท์',
  'member.bonus': 'ให้โบนัส',
  'member.lock': 'ระงับบัญชีสมาชิก',
  'member.unlock': 'ปลดการระงับบัญชีสมาชิก',
  'member.end_sessions': 'ออกจากระบบสมาชิกทุกอุปกรณ์',
  'member.send_reset_code': 'ส่งรหัสตั้งรหัสผ่านใหม่',
  'lotto.result': 'ยืนยันผลหวย',
  'lotto.result.stage': 'กรอกผลหวยรอยืนยัน',
  'lotto.result.alert': 'แจ้งเตือนผลหวยจากแหล่งผลอัตโนมัติ',
  'lotto.result.alert.acknowledge': 'รับทราบแจ้งเตือนผลหวยของงวดที่จ่ายแล้ว',
  'lotto.round.void': 'ยกเลิกงวดและคืนเงิน',
  'lotto.source': 'เปลี่ยนที่มาของผลหวย',
  'lotto.numbers.reduced': 'ตั้งเลขลดอัตราจ่าย',
  'lotto.numbers.closed': 'ปิดรับเลข',
  'lotto.numbers.open': 'เปิดรับเลขตามปกติ',
  'lotto.numbers.auto_reduced': 'ลดอัตราจ่ายอัตโนมัติ',
  'lotto.numbers.auto_closed': 'ปิดรับเลขอัตโนมัติ',
  'lotto.limits': 'ตั้งวงเงินต่อเลข',
  'lotto.results.import': 'นำเข้าผลหวยรัฐบาลจากไฟล์',
  'setting.change': 'เปลี่ยนค่าตั้งระบบ',
  'device.add': 'เพิ่มอุปกรณ์แจ้งเตือนเงินเข้า',
  'device.pause': 'พักอุปกรณ์แจ้งเตือนเงินเข้า',
  'device.resume': 'เปิดใช้อุปกรณ์แจ้งเตือนเงินเข้าอีกครั้ง',
  'device.revoke': 'ยกเลิกอุปกรณ์แจ้งเตือนเงินเข้า',
  'content.page.create': 'เพิ่มหน้าเนื้อหา',
  'content.page.save': 'แก้ไขหน้าเนื้อหา',
  'content.page.publish': 'เผยแพร่หน้าเนื้อหา',
  'content.page.schedule': 'ตั้งเวลาเผยแพร่หน้าเนื้อหา',
  'content.page.unpublish': 'ยกเลิกการเผยแพร่หน้าเนื้อหา',
  'content.page.revert': 'ย้อนหน้าเนื้อหาเป็นฉบับก่อน',
  'content.picture.upload': 'อัปโหลดรูปภาพ',
  'content.banner.create': 'เพิ่มแบนเนอร์',
  'content.banner.save': 'แก้ไขแบนเนอร์',
  'content.announcement.create': 'เพิ่มประกาศ',
  'content.announcement.save': 'แก้ไขประกาศ',
  'content.event.create': 'เพิ่มกิจกรรม',
  'content.event.save': 'แก้ไขกิจกรรม',
  'content.promotion.create': 'เพิ่มโปรโมชั่น',
  'content.promotion.save': 'แก้ไขโปรโมชั่น',
  'content.coupon.create': 'เพิ่มคูปอง',
  'content.coupon.save': 'แก้ไขคูปอง',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof AUDIT_ACTION_NAMES;
