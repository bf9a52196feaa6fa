// Auth requests of SPEC.md section 7: the member form fields with their Thai messages; the platform
// validates requests with them. Apart from the answers (auth.ts), so a page that only reads answers
// does not carry them.
import { z } from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, THAI_MOBILE } from './auth.ts';
import { isRealDate } from '../date-text.ts';

const PHONE_MESSAGE = 'เบอร์โทรศัพท์มือถือต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09';

/** A string field: `required` when missing, `wrongType` when not text. */
function text(required: string, wrongType = required) {
  return z.string({ error: (issue) => (issue.input === undefined ? required : wrongType) });
}

/**
 * Digits typed with spaces or dashes (081-234-5678) are accepted and stored as digits only; a field
 * left empty (or only spaces) is asked for, not called the wrong shape.
 */
function digits(required: string) {
  return z.pipe(
    z.pipe(
      text(required),
      z.transform((value: string) => value.replace(/[\s-]/g, '')),
    ),
    z.string().check(z.minLength(1, { error: required, abort: true })),
  );
}

export const phone = z.pipe(digits('กรุณากรอกเบอร์โทรศัพท์'), z.string().check(z.regex(THAI_MOBILE, { error: PHONE_MESSAGE })));

/** A new password: 8–128 characters, not only spaces, with at least one letter and one digit. */
export function password(label: string) {
  return text(`กรุณากรอก${label}`).check(
    z.minLength(1, { error: `กรุณากรอก${label}`, abort: true }),
    z.refine((value: string) => value.trim() !== '', { error: `${label}ต้องไม่เป็นช่องว่างทั้งหมด`, abort: true }),
    z.minLength(PASSWORD_MIN_LENGTH, { error: `${label}ต้องมีอย่างน้อย ${PASSWORD_MIN_LENGTH} ตัวอักษร`, abort: true }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: `${label}ต้องไม่เกิน ${PASSWORD_MAX_LENGTH} ตัวอักษร`, abort: true }),
    z.refine((value: string) => /\p{L}/u.test(value) && /\p{Nd}/u.test(value), { error: `${label}ต้องมีทั้งตัวอักษรและตัวเลข` }),
  );
}

/** A password typed to prove who you are: only its presence is checked here. */
export function passwordAttempt(label: string) {
  return text(`กรุณากรอก${label}`).check(
    z.minLength(1, { error: `กรุณากรอก${label}` }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: `${label}ไม่ถูกต้อง` }),
  );
}

const FULL_NAME_LENGTH = 'ชื่อ-นามสกุลต้องมี 2–100 ตัวอักษร';
/**
 * A name as the bank account holds it: Thai or Latin letters (with Thai vowel and tone marks),
 * spaces, dots and hyphens. No digits, emoji or markup.
 */
const FULL_NAME_LETTERS = /^[\u0E01-\u0E3A\u0E40-\u0E4EA-Za-z .-]+$/;
export const fullName = z.pipe(
  z.pipe(
    text('กรุณากรอกชื่อ-นามสกุล'),
    z.transform((value: string) => value.trim().replace(/\s+/g, ' ')),
  ),
  z
    .string()
    .check(
      z.minLength(1, { error: 'กรุณากรอกชื่อ-นามสกุล', abort: true }),
      z.regex(FULL_NAME_LETTERS, { error: 'ชื่อ-นามสกุลใช้ได้เฉพาะตัวอักษรไทยหรืออังกฤษ เว้นวรรค จุด และขีด (-) ตามชื่อบัญชีธนาคาร', abort: true }),
      z.minLength(2, { error: FULL_NAME_LENGTH }),
      z.maxLength(100, { error: FULL_NAME_LENGTH }),
    ),
);

export const bankCode = z.pipe(
  z.pipe(
    text('กรุณาเลือกธนาคาร'),
    z.transform((value: string) => value.trim().toUpperCase()),
  ),
  z.string().check(z.regex(/^[A-Z]{2,10}$/, { error: 'กรุณาเลือกธนาคาร' })),
);

export const bankAccount = z.pipe(
  digits('กรุณากรอกเลขที่บัญชีธนาคาร'),
  z.string().check(z.regex(/^\d{10,15}$/, { error: 'เลขที่บัญชีธนาคารต้องเป็นตัวเลข 10–15 หลัก' })),
);

export const birthDate = text('กรุณาเลือกวันเกิด').check(
  z.trim(),
  z.minLength(1, { error: 'กรุณาเลือกวันเกิด', abort: true }),
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'วันเกิดต้องอยู่ในรูปแบบ ปปปป-ดด-วว (ปี ค.ศ.)' }),
  z.refine((value: string) => isRealDate(value) && value >= '1900-01-01', { error: 'วันเกิดไม่ถูกต้อง' }),
);

/** Optional referral code; an empty field counts as none. */
export const refCode = z.pipe(
  z.transform((value: unknown) => ((typeof value === 'string' && value.trim() === '') || value === null ? undefined : value)),
  z.optional(
    z.pipe(
      z.pipe(
        text('', 'รหัสผู้แนะนำไม่ถูกต้อง'),
        z.transform((value: string) => value.trim().toUpperCase()),
      ),
      z.string().check(z.regex(/^[A-Z0-9]{4,20}$/, { error: 'รหัสผู้แนะนำไม่ถูกต้อง' })),
    ),
  ),
);

/** The one-time code sent by SMS for a password reset: 6 digits (spaces typed in between are dropped). */
export const resetCode = z.pipe(digits('กรุณากรอกรหัสยืนยัน'), z.string().check(z.regex(/^\d{6}$/, { error: 'รหัสยืนยันต้องเป็นตัวเลข 6 หลัก' })));

// Request bodies.

export const loginRequest = z.object({
  // Any text up to 20 characters: a malformed phone is just a wrong login, one message for all.
  username: z.pipe(
    z.pipe(
      z.string({ error: 'กรุณากรอกเบอร์โทรศัพท์' }),
      z.transform((value: string) => value.replace(/[\s-]/g, '')),
    ),
    z.string().check(z.minLength(1, { error: 'กรุณากรอกเบอร์โทรศัพท์' }), z.maxLength(20, { error: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง' })),
  ),
  password: z
    .string({ error: 'กรุณากรอกรหัสผ่าน' })
    .check(z.minLength(1, { error: 'กรุณากรอกรหัสผ่าน' }), z.maxLength(PASSWORD_MAX_LENGTH, { error: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง' })),
});

export const registerRequest = z.object({
  phone,
  /** The code the phone got by SMS (/api/register/phone_code): the phone is the member's own. */
  phone_code: resetCode,
  password: password('รหัสผ่าน'),
  full_name: fullName,
  bank_code: bankCode,
  bank_account: bankAccount,
  birth_date: birthDate,
  ref_code: refCode,
});

export const phoneRequest = z.object({ phone });
export const changePasswordRequest = z.object({
  old_password: passwordAttempt('รหัสผ่านเดิม'),
  new_password: password('รหัสผ่านใหม่'),
});
export const resetPasswordRequest = z.object({ phone, code: resetCode, new_password: password('รหัสผ่านใหม่') });
/** The backup bank account is a withdrawal destination: changing it takes the code sent to the member's phone. */
export const subBankAccountRequest = z.object({ bank_code: bankCode, bank_account: bankAccount, code: resetCode });
