// The sign-up and reset fields' refusals: a field left empty is asked for by name, a field typed in
// the wrong shape says which shape; digits typed with spaces or dashes are kept as digits.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { bankAccount, phone, resetCode } from '../../../src/contract/account/auth-requests.ts';

const message = (schema: z.ZodMiniType, value: unknown) => {
  const parsed = z.safeParse(schema, value);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('digit fields', () => {
  it.each([
    ['a code', resetCode, 'กรุณากรอกรหัสยืนยัน', 'รหัสยืนยันต้องเป็นตัวเลข 6 หลัก'],
    ['a phone', phone, 'กรุณากรอกเบอร์โทรศัพท์', 'เบอร์โทรศัพท์'],
    ['a bank account', bankAccount, 'กรุณากรอกเลขที่บัญชีธนาคาร', 'เลขที่บัญชี'],
  ])('%s left empty is asked for; typed wrong, its shape is said', (_name, schema, required, shape) => {
    expect(message(schema, '')).toBe(required);
    expect(message(schema, '  - ')).toBe(required);
    expect(message(schema, undefined)).toBe(required);
    expect(message(schema, '12')).toContain(shape);
    expect(message(schema, '12')).not.toBe(required);
  });

  it('keeps digits typed with spaces or dashes', () => {
    expect(z.parse(resetCode, '123 456')).toBe('123456');
    expect(z.parse(phone, '081-234-5678')).toBe('0812345678');
  });
});
