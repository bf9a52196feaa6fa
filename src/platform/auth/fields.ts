// The member form fields with their Thai messages, shared by every auth route.
import { z } from 'zod';
import { isRealDate } from '../time.ts';

/** A string field: `required` when missing, `wrongType` when not text. */
function text(required: string, wrongType = required) {
  return z.string({ error: (issue) => (issue.input === undefined ? required : wrongType) });
}

/** Digits typed with spaces or dashes (081-234-5678) are accepted and stored as digits only. */
function digits(required: string) {
  return text(required).transform((value) => value.replace(/[\s-]/g, ''));
}

export const PHONE_MESSAGE = 'เบอร์โทรศัพท์มือถือต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09';
/** A Thai mobile number: 10 digits starting 06, 08 or 09 (src/islands/RegisterForm.tsx checks the same). */
export const THAI_MOBILE = /^0[689]\d{8}$/;
export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

export const phone = digits('กรุณากรอกเบอร์โทรศัพท์').pipe(z.string().regex(THAI_MOBILE, { error: PHONE_MESSAGE }));

/** A new password: 8–128 characters, not only spaces, with at least one letter and one digit. */
export function password(label: string) {
  return text(`กรุณากรอก${label}`)
    .refine((value) => value.trim() !== '', { error: `${label}ต้องไม่เป็นช่องว่างทั้งหมด`, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: `${label}ต้องมีอย่างน้อย ${PASSWORD_MIN_LENGTH} ตัวอักษร`, abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: `${label}ต้องไม่เกิน ${PASSWORD_MAX_LENGTH} ตัวอักษร`, abort: true })
    .refine((value) => /\p{L}/u.test(value) && /\p{Nd}/u.test(value), { error: `${label}ต้องมีทั้งตัวอักษรและตัวเลข` });
}

/** A password typed to prove who you are: only its presence is checked here. */
export function passwordAttempt(label: string) {
  return text(`กรุณากรอก${label}`)
    .min(1, { error: `กรุณากรอก${label}` })
    .max(PASSWORD_MAX_LENGTH, { error: `${label}ไม่ถูกต้อง` });
}

export const fullName = text('กรุณากรอกชื่อ-นามสกุล')
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(2, { error: 'ชื่อ-นามสกุลต้องมี 2–100 ตัวอักษร' }).max(100, { error: 'ชื่อ-นามสกุลต้องมี 2–100 ตัวอักษร' }));

export const bankCode = text('กรุณาเลือกธนาคาร')
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2,10}$/, { error: 'กรุณาเลือกธนาคาร' }));

export const bankAccount = digits('กรุณากรอกเลขที่บัญชีธนาคาร').pipe(
  z.string().regex(/^\d{10,15}$/, { error: 'เลขที่บัญชีธนาคารต้องเป็นตัวเลข 10–15 หลัก' }),
);

export const birthDate = text('กรุณากรอกวันเกิด')
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'วันเกิดต้องอยู่ในรูปแบบ ปปปป-ดด-วว (ปี ค.ศ.)' })
  .refine((value) => isRealDate(value) && value >= '1900-01-01', { error: 'วันเกิดไม่ถูกต้อง' });

/** Optional referral code; an empty field counts as none. */
export const refCode = z.preprocess(
  (value) => ((typeof value === 'string' && value.trim() === '') || value === null ? undefined : value),
  text('', 'รหัสผู้แนะนำไม่ถูกต้อง')
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{4,20}$/, { error: 'รหัสผู้แนะนำไม่ถูกต้อง' }))
    .optional(),
);

/** The one-time code sent by SMS for a password reset: 6 digits (spaces typed in between are dropped). */
export const resetCode = digits('กรุณากรอกรหัสยืนยัน').pipe(z.string().regex(/^\d{6}$/, { error: 'รหัสยืนยันต้องเป็นตัวเลข 6 หลัก' }));
