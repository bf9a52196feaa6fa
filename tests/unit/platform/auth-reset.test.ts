import { afterEach, describe, expect, it } from 'vitest';
import { DEMO, testPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
afterEach(() => t?.platform.close());

const DEMO_ACCOUNT = '1112223334';
const VERIFY_FAILED = 'ข้อมูลไม่ตรงกับที่ลงทะเบียนไว้ กรุณาตรวจสอบเบอร์โทรศัพท์และเลขที่บัญชี';

describe('forgotten password', () => {
  it('verifies phone + bank account, sets the new password once, logs out every session', async () => {
    t = testPlatform('2026-03-01T03:00:00.000Z');
    const session = await t.login();
    const step1 = await t.post('/api/reset_password', { phone: DEMO.phone, bank_account: DEMO_ACCOUNT });
    expect(step1.error).toBe(0);
    expect(step1.data.reset_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(step1.data.expires_at).toBe('2026-03-01T03:15:00.000Z');
    expect(JSON.stringify(t.db.prepare('SELECT * FROM password_resets').all())).not.toContain(step1.data.reset_token);

    const step2 = await t.post('/api/reset_password_v2', { reset_token: step1.data.reset_token, new_password: 'fresh-pass1' });
    expect(step2.error).toBe(0);
    expect((await t.get('/api/get_user_info', session)).status).toBe(401);
    expect((await t.post('/api/login', { username: DEMO.phone, password: DEMO.password })).error).toBe(1201);
    expect((await t.post('/api/login', { username: DEMO.phone, password: 'fresh-pass1' })).error).toBe(0);

    const again = await t.post('/api/reset_password_v2', { reset_token: step1.data.reset_token, new_password: 'third-pass1' });
    expect(again).toMatchObject({ error: 1207 });
    expect((await t.post('/api/login', { username: DEMO.phone, password: 'fresh-pass1' })).error).toBe(0);
  });

  it('gives the same refusal for a wrong account and for an unknown phone', async () => {
    t = testPlatform();
    const wrongAccount = await t.post('/api/reset_password', { phone: DEMO.phone, bank_account: '9999999999' });
    const unknownPhone = await t.post('/api/reset_password', { phone: '0899999999', bank_account: DEMO_ACCOUNT });
    for (const answer of [wrongAccount, unknownPhone]) {
      expect(answer).toEqual({ status: 200, error: 1205, message: VERIFY_FAILED, data: null });
    }
    expect(t.count('password_resets')).toBe(0);
  });

  it('lets a token expire after 15 minutes, and a newer token replaces an older one', async () => {
    t = testPlatform();
    const old = (await t.post('/api/reset_password', { phone: DEMO.phone, bank_account: DEMO_ACCOUNT })).data.reset_token;
    const newer = (await t.post('/api/reset_password', { phone: DEMO.phone, bank_account: DEMO_ACCOUNT })).data.reset_token;
    expect((await t.post('/api/reset_password_v2', { reset_token: old, new_password: 'fresh-pass1' })).error).toBe(1207);
    t.advance(15);
    expect((await t.post('/api/reset_password_v2', { reset_token: newer, new_password: 'fresh-pass1' })).error).toBe(1207);
    expect((await t.post('/api/login', { username: DEMO.phone, password: DEMO.password })).error).toBe(0);
  });

  it('validates the new password before burning the token', async () => {
    t = testPlatform();
    const token = (await t.post('/api/reset_password', { phone: DEMO.phone, bank_account: DEMO_ACCOUNT })).data.reset_token;
    const short = await t.post('/api/reset_password_v2', { reset_token: token, new_password: 'short' });
    expect(short).toMatchObject({ error: 1001, message: 'รหัสผ่านใหม่ต้องมีอย่างน้อย 8 ตัวอักษร' });
    expect((await t.post('/api/reset_password_v2', { reset_token: token, new_password: 'long-enough-1' })).error).toBe(0);
  });

  it('locks after 5 failed verifications, under its own key (login still works)', async () => {
    t = testPlatform();
    for (let i = 0; i < 4; i++) {
      expect((await t.post('/api/reset_password', { phone: DEMO.phone, bank_account: '0000000000' })).error).toBe(1205);
    }
    expect((await t.post('/api/reset_password', { phone: DEMO.phone, bank_account: '0000000000' })).error).toBe(1206);
    const locked = await t.post('/api/reset_password', { phone: DEMO.phone, bank_account: DEMO_ACCOUNT });
    expect(locked.error).toBe(1206);
    expect(locked.message).toContain('15 นาที');
    expect((await t.post('/api/login', { username: DEMO.phone, password: DEMO.password })).error).toBe(0);
    t.advance(15);
    expect((await t.post('/api/reset_password', { phone: DEMO.phone, bank_account: DEMO_ACCOUNT })).error).toBe(0);
  });

  it('ends a login lock once the password is reset', async () => {
    t = testPlatform();
    for (let i = 0; i < 5; i++) await t.post('/api/login', { username: DEMO.phone, password: 'wrong-pass' });
    expect((await t.post('/api/login', { username: DEMO.phone, password: DEMO.password })).error).toBe(1202);
    const token = (await t.post('/api/reset_password', { phone: DEMO.phone, bank_account: DEMO_ACCOUNT })).data.reset_token;
    await t.post('/api/reset_password_v2', { reset_token: token, new_password: 'fresh-pass1' });
    expect((await t.post('/api/login', { username: DEMO.phone, password: 'fresh-pass1' })).error).toBe(0);
  });
});
