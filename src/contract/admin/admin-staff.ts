// The back office's staff calls: log-in in two steps, enrolment, the staff list and its changes.
// Request schemas carry the Thai messages the platform answers with; answers are what the admin
// pages read. Only admin pages import this (never a member page's bundle).
import { z } from 'zod/mini';
import { passwordAttempt, password } from '../account/auth-requests.ts';
import { id } from '../ids.ts';
import { STAFF_ROLES } from './staff.ts';

function text(required: string) {
  return z.string({ error: required });
}

/** A staff log-in name: 3-32 of a-z, 0-9, dot, dash, underscore (typed on a phone, kept in lower case). */
export const STAFF_NAME = /^[a-z0-9._-]{3,32}$/;
const NAME_MESSAGE = 'ชื่อผู้ใช้ต้องมี 3-32 ตัว ใช้ได้เฉพาะ a-z, 0-9, จุด, ขีด และขีดล่าง';
export const staffName = z.pipe(
  z.pipe(
    text('กรุณากรอกชื่อผู้ใช้'),
    z.transform((value: string) => value.trim().toLowerCase()),
  ),
  z.string().check(z.minLength(1, { error: 'กรุณากรอกชื่อผู้ใช้', abort: true }), z.regex(STAFF_NAME, { error: NAME_MESSAGE })),
);

const role = z.enum(STAFF_ROLES, { error: 'กรุณาเลือกบทบาท' });
const token = text('ไม่พบรหัสลิงก์').check(z.minLength(20, { error: 'ลิงก์ไม่ถูกต้อง' }), z.maxLength(200, { error: 'ลิงก์ไม่ถูกต้อง' }));
const reason = z.optional(text('เหตุผลไม่ถูกต้อง').check(z.maxLength(500, { error: 'เหตุผลต้องไม่เกิน 500 ตัวอักษร' })));

export const staffLoginRequest = z.object({ name: staffName, password: passwordAttempt('รหัสผ่าน') });

/** The second step: a 6-digit code from the app, or a recovery code (XXXXX-XXXXX). */
export const staffCodeRequest = z.object({
  challenge: token,
  code: z
    .pipe(
      text('กรุณากรอกรหัสยืนยัน'),
      z.transform((value: string) => value.trim()),
    )
    .check(
      z.minLength(1, { error: 'กรุณากรอกรหัสยืนยัน', abort: true }),
      z.regex(/^(\d{6}|[A-Za-z0-9]{5}[\s-]?[A-Za-z0-9]{5})$/, { error: 'รหัสยืนยันคือตัวเลข 6 หลักจากแอป หรือรหัสสำรอง 10 ตัว' }),
    ),
});

export const enrolQuery = z.object({ token });
export const enrolRequest = z.object({
  token,
  password: password('รหัสผ่าน'),
  code: text('กรุณากรอกรหัส 6 หลักจากแอป').check(z.regex(/^\d{6}$/, { error: 'รหัสจากแอปคือตัวเลข 6 หลัก' })),
});

export const inviteRequest = z.object({ name: staffName, role });
export const roleRequest = z.object({ staff_id: id('รหัสพนักงาน'), role, reason });
export const disableRequest = z.object({
  staff_id: id('รหัสพนักงาน'),
  reason: text('กรุณากรอกเหตุผล').check(
    z.refine((value: string) => value.trim().length > 0, { error: 'กรุณากรอกเหตุผล', abort: true }),
    z.maxLength(500, { error: 'เหตุผลต้องไม่เกิน 500 ตัวอักษร' }),
  ),
});
export const relinkRequest = z.object({ staff_id: id('รหัสพนักงาน') });

// Answers

const staffRole = z.enum(STAFF_ROLES);

export const challengeSchema = z.object({ challenge: z.string(), expires_at: z.string() });
export const staffMeSchema = z.object({ id: z.number(), name: z.string(), role: staffRole });
export const staffSessionSchema = z.object({ expires_at: z.string(), staff: staffMeSchema });
export const enrolInfoSchema = z.object({ name: z.string(), role: staffRole, secret: z.string(), uri: z.string(), expires_at: z.string() });
export const enrolledSchema = z.object({ recovery_codes: z.array(z.string()), expires_at: z.string(), staff: staffMeSchema });
export const staffListSchema = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    role: staffRole,
    enrolled: z.boolean(),
    disabled: z.boolean(),
    created_at: z.string(),
    last_seen_at: z.nullable(z.string()),
  }),
);
export const enrolLinkSchema = z.object({ id: z.number(), name: z.string(), path: z.string(), expires_at: z.string() });
export type StaffMe = z.infer<typeof staffMeSchema>;
export type StaffRow = z.infer<typeof staffListSchema>[number];
