// Registration answers every wrong field at once, the platform's own refusals included (age, a
// phone or bank account already registered, an unknown referral code), in the usual envelope; the
// name takes Thai and Latin letters, spaces, dots and hyphens only.
import { describe, expect, it } from 'vitest';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import { Member, birthDate, uniquePhone, register } from './client.ts';

const newAccount = () => String(1_000_000_000 + Math.floor(Math.random() * 9_000_000_000));

function registration(overrides: Record<string, unknown> = {}) {
  return {
    phone: uniquePhone(),
    password: 'secret-123',
    full_name: 'ทดสอบ ครบทุกช่อง',
    bank_code: 'SCB',
    bank_account: newAccount(),
    birth_date: birthDate(30),
    ...overrides,
  };
}

describe('register: every wrong field in one answer', () => {
  it('names the bad fields and the taken phone, the taken bank account and the age together', async () => {
    // The demo member holds phone 0812345678 and KBANK 1112223334.
    const answer = await register(
      new Member(),
      registration({
        phone: '0812345678',
        password: '',
        full_name: 'สมชาย <b>',
        bank_code: 'KBANK',
        bank_account: '1112223334',
        birth_date: birthDate(20, 1),
        ref_code: 'NOSUCH99',
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.error).toBe(1001);
    expect(answer.body.message).toBe('เบอร์โทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว');
    expect(answer.body.data.fields).toEqual({
      phone: 'เบอร์โทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว',
      password: 'กรุณากรอกรหัสผ่าน',
      full_name: 'ชื่อ-นามสกุลใช้ได้เฉพาะตัวอักษรไทยหรืออังกฤษ เว้นวรรค จุด และขีด (-) ตามชื่อบัญชีธนาคาร',
      bank_account: 'บัญชีธนาคารนี้ถูกใช้กับสมาชิกอื่นแล้ว กรุณาใช้บัญชีของท่านเอง',
      birth_date: expect.stringMatching(/^ต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไป/),
      ref_code: 'ไม่พบรหัสผู้แนะนำนี้ กรุณาตรวจสอบอีกครั้ง',
    });
  });

  it('keeps a lone record refusal under its own code, with the field named', async () => {
    const taken = await register(
      new Member(),
      registration({ bank_code: 'KBANK', bank_account: '1112223334', birth_date: birthDate(20, 1) }),
    );
    expect(taken.body.error).toBe(1106);
    expect(taken.body.message).toBe('บัญชีธนาคารนี้ถูกใช้กับสมาชิกอื่นแล้ว กรุณาใช้บัญชีของท่านเอง');
    expect(Object.keys(taken.body.data.fields)).toEqual(['bank_account', 'birth_date']);
  });

  it('says plainly that an empty password or birth date is missing', async () => {
    const answer = await register(new Member(), registration({ password: '', birth_date: '' }));
    expect(answer.body.data.fields).toEqual({ password: 'กรุณากรอกรหัสผ่าน', birth_date: 'กรุณาเลือกวันเกิด' });
    const missing = await register(new Member(), {});
    expect(missing.body.data.fields).toMatchObject({
      password: 'กรุณากรอกรหัสผ่าน',
      birth_date: 'กรุณาเลือกวันเกิด',
      phone: 'กรุณากรอกเบอร์โทรศัพท์',
    });
  });

  it.each(['สมชาย 😀 ใจดี', '<script>x</script>', 'John Smith 3', 'สมชาย ๑', 'ก_ข'])(
    'refuses the name %s and registers no one',
    async (name) => {
      const form = registration({ full_name: name });
      const answer = await register(new Member(), form);
      expect(answer.body.error).toBe(1001);
      expect(answer.body.data.fields.full_name).toMatch(/^ชื่อ-นามสกุลใช้ได้เฉพาะตัวอักษรไทยหรืออังกฤษ/);
      expect((await new Member().send(auth.checkAccount, { phone: form.phone })).body.data.taken).toBe(false);
    },
  );

  it.each(['สมศรี มีสุข', 'Mary-Jane O.Neil', 'นาย ก. ไก่ - ขอนแก่น', 'Anna ศรีสุข'])('registers the name %s', async (name) => {
    const answer = await register(new Member(), registration({ full_name: name }));
    expect(answer.body.error).toBe(0);
  });
});
