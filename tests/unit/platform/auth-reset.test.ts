import { afterEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../../src/platform/messages/outbox.ts';
import { DEMO, testPlatform, type TestPlatform } from './helpers.ts';
import * as auth from '../../../src/contract/endpoints/account/auth.ts';

let t: TestPlatform;
afterEach(() => t?.close());

const SENT = 'หากเบอร์นี้เป็นสมาชิก ระบบได้ส่งรหัสยืนยัน 6 หลักทาง SMS แล้ว';
const CODE_INVALID = 'รหัสยืนยันไม่ถูกต้องหรือหมดอายุแล้ว (ใส่ผิดได้ไม่เกิน 5 ครั้งต่อรหัส) กรุณาตรวจสอบหรือขอรหัสใหม่';

const requestCode = (phone: string = DEMO.phone, client = '203.0.113.7') => t.sendFrom(client, auth.resetPassword, { phone });
const resetWith = (code: string, new_password = 'fresh-pass1', phone: string = DEMO.phone) =>
  t.send(auth.resetPasswordV2, { phone, code, new_password });
const login = (password: string, client = '203.0.113.7') => t.sendFrom(client, auth.login, { username: DEMO.phone, password });

/** The code in the newest text message to `phone`, read from the outbox as the operator would. */
async function sentCode(phone: string = DEMO.phone): Promise<string> {
  const [newest] = await outboxMessages(t.db, phone);
  const code = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** A 6-digit code that is not `code`. */
const wrongCode = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

const counts = async () => ({
  requests: await t.count('password_reset_requests'),
  codes: await t.count('password_reset_codes'),
  outbox: await t.count('message_outbox'),
});

describe('password reset by one-time code', () => {
  it('sends a 6-digit code out of band; the answer holds neither the code nor any token', async () => {
    t = await testPlatform('2026-03-01T03:00:00.000Z');
    const session = await t.login();
    // The bank account number is no proof (people share it to receive transfers): it is ignored.
    const step1 = await t.sendFrom('203.0.113.7', auth.resetPassword, { phone: DEMO.phone, bank_account: '1112223334' } as never);
    expect(step1).toMatchObject({ status: 200, error: 0, message: SENT, data: { resend_after_seconds: 60, expires_in_minutes: 10 } });

    const code = await sentCode();
    expect(code).toMatch(/^\d{6}$/);
    expect((await outboxMessages(t.db, DEMO.phone))[0]!.body).toContain('10 นาที');
    const whole = JSON.stringify(step1);
    expect(whole).not.toContain(code);
    expect(whole).not.toMatch(/token/i);
    expect(JSON.stringify(await t.rows('SELECT * FROM password_reset_codes'))).not.toContain(code);

    const step2 = await resetWith(code);
    expect(step2).toMatchObject({ error: 0, message: 'ตั้งรหัสผ่านใหม่สำเร็จ กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่' });
    expect((await t.send(auth.userInfo, {}, session)).status).toBe(401);
    expect((await login(DEMO.password)).error).toBe(1201);
    expect((await login('fresh-pass1')).error).toBe(0);

    // Single use.
    expect(await resetWith(code, 'third-pass1')).toMatchObject({ error: 1207, message: CODE_INVALID });
    expect((await login('fresh-pass1')).error).toBe(0);
  });

  it('answers an unknown phone exactly as a member phone, and counts it', async () => {
    t = await testPlatform();
    const member = await requestCode(DEMO.phone);
    const stranger = await requestCode('0899999999', '198.51.100.9');
    expect(stranger).toEqual(member); // the clock stands still: even server_time is the same
    expect(await outboxMessages(t.db)).toHaveLength(1);
    expect(await t.count('password_reset_requests')).toBe(2);

    // Asking again too soon is refused alike for both.
    const memberAgain = await requestCode(DEMO.phone);
    const strangerAgain = await requestCode('0899999999', '198.51.100.9');
    expect(memberAgain).toMatchObject({ error: 1208, message: 'ขอรหัสใหม่ได้อีกครั้งในอีก 60 วินาที', data: { resend_after_seconds: 60 } });
    expect(strangerAgain).toEqual(memberAgain);

    // A code for a phone with no member is just a wrong code.
    expect(await resetWith('123456', 'fresh-pass1', '0899999999')).toMatchObject({ error: 1207, message: CODE_INVALID });
  });

  it('burns the code at the 5th wrong try: even the right code is refused after that', async () => {
    t = await testPlatform();
    await requestCode();
    const code = await sentCode();
    for (let i = 1; i <= 5; i++) expect((await resetWith(wrongCode(code, i))).error, `try ${i}`).toBe(1207);
    expect((await resetWith(code)).error).toBe(1207);
    expect((await login(DEMO.password)).error).toBe(0);
  });

  it('accepts the right code after 4 wrong tries', async () => {
    t = await testPlatform();
    await requestCode();
    const code = await sentCode();
    for (let i = 1; i <= 4; i++) await resetWith(wrongCode(code, i));
    expect((await resetWith(code)).error).toBe(0);
  });

  it('lets a code expire after 10 minutes', async () => {
    t = await testPlatform();
    await requestCode();
    const code = await sentCode();
    t.advance(10);
    expect((await resetWith(code)).error).toBe(1207);
    expect((await login(DEMO.password)).error).toBe(0);

    await requestCode();
    t.advance(9.9);
    expect((await resetWith(await sentCode())).error).toBe(0);
  });

  it('only the newest code works', async () => {
    t = await testPlatform();
    await requestCode();
    const old = await sentCode();
    t.advance(1);
    await requestCode();
    const newer = await sentCode();
    expect(await outboxMessages(t.db, DEMO.phone)).toHaveLength(2);
    // (One run in a million draws the same code twice; then the old one is the new one.)
    if (old !== newer) expect((await resetWith(old)).error).toBe(1207);
    expect((await resetWith(newer)).error).toBe(0);
  });

  it('lets the phone ask again after the 60-second cooldown', async () => {
    t = await testPlatform();
    expect((await requestCode()).error).toBe(0);
    t.advance(0.5);
    const soon = await requestCode();
    expect(soon).toMatchObject({ error: 1208, message: 'ขอรหัสใหม่ได้อีกครั้งในอีก 30 วินาที', data: { resend_after_seconds: 30 } });
    t.advance(0.5);
    expect((await requestCode()).error).toBe(0);
  });

  it('limits requests per phone (5 an hour), members or not, from any address', async () => {
    for (const phone of [DEMO.phone, '0899999999']) {
      t = await testPlatform();
      for (let i = 1; i <= 5; i++) {
        expect((await requestCode(phone, `198.51.100.${i}`)).error, `request ${i}`).toBe(0);
        t.advance(2);
      }
      const before = await counts();
      const sixth = await requestCode(phone, '198.51.100.99');
      expect(sixth).toMatchObject({ error: 1206, message: 'ขอรหัสยืนยันบ่อยเกินกำหนด กรุณาลองใหม่ในอีก 50 นาที', data: null });
      expect(await counts()).toEqual(before); // a refused request writes nothing
      expect((await requestCode('0811111111', '198.51.100.99')).error).toBe(0); // other phones are not held up
      t.advance(50);
      expect((await requestCode(phone, '198.51.100.99')).error).toBe(0);
      t.platform.close();
    }
  });

  it('limits requests per client address across phones (10 an hour)', async () => {
    t = await testPlatform();
    for (let i = 0; i < 10; i++) expect((await requestCode(`08000000${String(i).padStart(2, '0')}`, '192.0.2.1')).error).toBe(0);
    const before = await counts();
    const eleventh = await requestCode(DEMO.phone, '192.0.2.1');
    expect(eleventh).toMatchObject({ error: 1206, message: 'ขอรหัสยืนยันบ่อยเกินกำหนด กรุณาลองใหม่ในอีก 1 ชั่วโมง' });
    expect(await counts()).toEqual(before);
    expect((await requestCode(DEMO.phone, '192.0.2.2')).error).toBe(0);
  });

  it('takes its numbers from settings', async () => {
    t = await testPlatform();
    await t.rows("UPDATE settings SET value = '3' WHERE key = 'auth.reset_code_ttl_minutes'");
    await t.rows("UPDATE settings SET value = '2' WHERE key = 'auth.reset_code_max_tries'");
    await t.rows("UPDATE settings SET value = '10' WHERE key = 'auth.reset_resend_seconds'");
    expect((await requestCode()).data).toEqual({ resend_after_seconds: 10, expires_in_minutes: 3 });
    const code = await sentCode();
    await resetWith(wrongCode(code));
    expect((await resetWith(wrongCode(code, 2))).message).toContain('ไม่เกิน 2 ครั้ง');
    expect((await resetWith(code)).error).toBe(1207);
  });

  it('checks the fields before counting a try', async () => {
    t = await testPlatform();
    await requestCode();
    const code = await sentCode();
    expect(await resetWith(code, 'short')).toMatchObject({ error: 1001, message: 'รหัสผ่านใหม่ต้องมีอย่างน้อย 8 ตัวอักษร' });
    expect(await resetWith('12345')).toMatchObject({ error: 1001, message: 'รหัสยืนยันต้องเป็นตัวเลข 6 หลัก' });
    expect(await t.send(auth.resetPasswordV2, { phone: DEMO.phone, new_password: 'long-enough-1' } as never)).toMatchObject({
      error: 1001,
      message: 'กรุณากรอกรหัสยืนยัน',
    });
    expect(await t.send(auth.resetPassword, {} as never)).toMatchObject({ error: 1001, message: 'กรุณากรอกเบอร์โทรศัพท์' });
    expect(await t.row('SELECT tries FROM password_reset_codes')).toEqual({ tries: 0 });
    expect((await resetWith(code.slice(0, 3) + ' ' + code.slice(3), 'long-enough-1')).error).toBe(0);
  });

  it('sets the password once when the right code is sent twice at the same time', async () => {
    t = await testPlatform();
    await requestCode();
    const code = await sentCode();
    const answers = await Promise.all([resetWith(code, 'first-pass1'), resetWith(code, 'second-pass2')]);
    expect(answers.map((answer) => answer.error).sort()).toEqual([0, 1207]);
    const winner = answers[0]!.error === 0 ? 'first-pass1' : 'second-pass2';
    expect((await login(winner)).error).toBe(0);
  });

  it('ends the login locks of the phone on every address', async () => {
    t = await testPlatform();
    for (const client of ['10.0.0.1', '10.0.0.2']) {
      for (let i = 0; i < 5; i++) await login('wrong-pass', client);
      expect((await login(DEMO.password, client)).error).toBe(1202);
    }
    await requestCode();
    expect((await resetWith(await sentCode())).error).toBe(0);
    expect((await login('fresh-pass1', '10.0.0.1')).error).toBe(0);
    expect((await login('fresh-pass1', '10.0.0.2')).error).toBe(0);
  });
});
