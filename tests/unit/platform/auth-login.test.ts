import { afterEach, describe, expect, it } from 'vitest';
import { DEMO, refusedFields, testPlatform, tokenOf, type TestPlatform } from './helpers.ts';
import * as auth from '../../../src/contract/endpoints/account/auth.ts';
import * as member from '../../../src/contract/endpoints/account/member.ts';

let t: TestPlatform;
afterEach(() => t?.close());

describe('login', () => {
  it('logs the demo member in and shows their info, wallets summing to 10,000 baht and points', async () => {
    t = await testPlatform('2026-03-01T03:00:00.000Z');
    const login = await t.send(auth.login, { username: DEMO.phone, password: DEMO.password });
    expect(login).toMatchObject({ status: 200, error: 0, data: { token_type: 'Bearer' } });
    expect(tokenOf(login)).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    expect(login.data.expires_at).toBe('2026-03-08T03:00:00.000Z'); // 7 days from settings
    expect(login.data.user).toMatchObject({ phone: DEMO.phone, full_name: 'สมชาย ใจดี', bank_code: 'KBANK' });

    const token = tokenOf(login);
    const info = await t.send(auth.userInfo, {}, token);
    expect(info.error).toBe(0);
    expect(info.data).toEqual({
      id: expect.any(Number),
      phone: '0812345678',
      full_name: 'สมชาย ใจดี',
      bank_code: 'KBANK',
      bank_name: 'ธนาคารกสิกรไทย',
      // Masked: the full number stays on the server (issue 40 item 19).
      bank_account_masked: 'xxx-x-x2333-x',
      sub_bank_code: null,
      sub_bank_name: null,
      sub_bank_account_masked: null,
      ref_code: expect.any(String),
      birth_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      agent_code: 'r999',
      created_at: expect.any(String),
    });

    const wallets = await t.send(member.wallets, undefined, token);
    expect(wallets.data.map((w) => [w.wallet_type_id, w.wallet_name])).toEqual([
      [1, 'เครดิตหลัก'],
      [2, 'เครดิตโบนัส'],
      [3, 'เครดิตฟรี'],
    ]);
    expect(wallets.data.reduce((sum, w) => sum + w.balance, 0)).toBe(10000);
    expect((await t.send(member.points, {}, token)).data).toEqual({ point: 120 });
  });

  it('stores the demo credit as exactly one ledger row', async () => {
    t = await testPlatform();
    const rows = await t.rows(
      `SELECT l.amount FROM ledger l JOIN wallets w ON w.id = l.wallet_id JOIN members m ON m.id = w.member_id WHERE m.phone = ?`,
      DEMO.phone,
    );
    expect(rows).toEqual([{ amount: 1_000_000 }]);
  });

  it('answers a wrong password and an unknown phone with the same message', async () => {
    t = await testPlatform();
    const wrong = await t.send(auth.login, { username: DEMO.phone, password: 'wrong-password' });
    const unknown = await t.send(auth.login, { username: '0899999999', password: 'demo1234' });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.error).toBe(1201);
      expect(answer.message).toBe('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง');
      expect(answer.data).toBeNull();
    }
    expect(await t.count('sessions')).toBe(0);
  });

  it('asks for the phone and password when they are missing', async () => {
    t = await testPlatform();
    const answer = await t.send(auth.login, {} as never);
    expect(answer.error).toBe(1001);
    expect(answer.message).toBe('กรุณากรอกเบอร์โทรศัพท์');
    expect(refusedFields(answer).password).toBe('กรุณากรอกรหัสผ่าน');
  });

  it('accepts a phone typed with dashes', async () => {
    t = await testPlatform();
    const answer = await t.send(auth.login, { username: '081-234-5678', password: DEMO.password });
    expect(answer.error).toBe(0);
  });

  it('stores only a hash of the access token', async () => {
    t = await testPlatform();
    const token = await t.login();
    const stored = (await t.rows('SELECT token_hash FROM sessions')) as { token_hash: string }[];
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores passwords as salted scrypt hashes', async () => {
    t = await testPlatform();
    const row = (await t.row('SELECT password_hash FROM members WHERE phone = ?', DEMO.phone)) as { password_hash: string };
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(row.password_hash).not.toContain(DEMO.password);
  });

  it('says whether a phone is taken', async () => {
    t = await testPlatform();
    expect((await t.send(auth.checkAccount, { phone: DEMO.phone })).data).toEqual({ phone: DEMO.phone, taken: true });
    expect((await t.send(auth.checkAccount, { phone: '0999999999' })).data).toEqual({ phone: '0999999999', taken: false });
    const bad = await t.send(auth.checkAccount, { phone: '12345' });
    expect(bad.error).toBe(1001);
    expect(bad.message).toBe('เบอร์โทรศัพท์มือถือต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09');
  });
});
