import { afterEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../../src/platform/messages/outbox.ts';
import { DEMO, registration, testPlatform, tokenOf, type TestPlatform, phoneCode } from './helpers.ts';
import * as auth from '../../../src/contract/endpoints/account/auth.ts';
import * as member from '../../../src/contract/endpoints/account/member.ts';

let t: TestPlatform;
afterEach(() => t?.close());

describe('register', () => {
  it('creates the member with three wallets, 1,000 baht demo credit in one ledger row, and logs in', async () => {
    t = await testPlatform();
    const body = registration({ full_name: '  มานี   มีนา  ' });
    const answer = await t.send(auth.register, { ...body, phone_code: await phoneCode(t, body.phone) } as never);
    expect(answer).toMatchObject({ status: 200, error: 0, data: { token_type: 'Bearer' } });
    expect(answer.data.user).toMatchObject({ phone: body.phone, full_name: 'มานี มีนา', bank_code: 'SCB', bank_name: 'ธนาคารไทยพาณิชย์' });

    const wallets = await t.send(member.wallets, {}, tokenOf(answer));

    expect(wallets.data.map((w) => [w.wallet_type_id, w.wallet_name, w.balance])).toEqual([
      [1, 'เครดิตหลัก', 1000],
      [2, 'เครดิตโบนัส', 0],
      [3, 'เครดิตฟรี', 0],
    ]);
    const ledger = await t.rows(
      'SELECT l.amount, l.type FROM ledger l JOIN wallets w ON w.id = l.wallet_id WHERE w.member_id = ?',
      answer.data.user!.id,
    );
    expect(ledger).toEqual([{ amount: 100_000, type: 'welcome_credit' }]);
  });

  it('gives every member a different referral code', async () => {
    t = await testPlatform();
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await t.register()).data.user.ref_code);
    codes.add('R999DEMO');
    expect(codes.size).toBe(6);
  });

  it('register -> login -> change password -> the old password is refused, the new one works', async () => {
    t = await testPlatform();
    const body = registration();
    expect((await t.send(auth.register, { ...body, phone_code: await phoneCode(t, body.phone) } as never)).error).toBe(0);
    const token = await t.login(body.phone as string, 'secret123');

    const wrongOld = await t.send(auth.changePassword, { old_password: 'not-mine1', new_password: 'brandnew99' }, token);
    expect(wrongOld).toMatchObject({ error: 1203, message: 'รหัสผ่านเดิมไม่ถูกต้อง' });
    const same = await t.send(auth.changePassword, { old_password: 'secret123', new_password: 'secret123' }, token);
    expect(same).toMatchObject({ error: 1204, message: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม' });
    const short = await t.send(auth.changePassword, { old_password: 'secret123', new_password: 'short' }, token);
    expect(short).toMatchObject({ error: 1001, message: 'รหัสผ่านใหม่ต้องมีอย่างน้อย 8 ตัวอักษร' });

    const changed = await t.send(auth.changePassword, { old_password: 'secret123', new_password: 'brandnew99' }, token);
    expect(changed.error).toBe(0);
    const old = await t.send(auth.login, { username: body.phone, password: 'secret123' });
    expect(old).toMatchObject({ error: 1201, message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง' });
    expect((await t.send(auth.login, { username: body.phone, password: 'brandnew99' })).error).toBe(0);
  });

  it('refuses a member under 20 and accepts one who turns 20 today in Bangkok', async () => {
    // 2026-03-01T18:00Z is already 2 March in Bangkok (UTC+7).
    t = await testPlatform('2026-03-01T18:00:00.000Z');
    const young = await t.register({ birth_date: '2006-03-03' });
    expect(young).toMatchObject({ status: 200, error: 1102 });
    expect(young.message).toContain('20 ปี');
    const birthday = await t.register({ birth_date: '2006-03-02' });
    expect(birthday.error).toBe(0);
    expect(await t.count('members')).toBe(2);
  });

  it('refuses a birth date that is not a real day', async () => {
    t = await testPlatform();
    expect(await t.register({ birth_date: '1990-02-30' })).toMatchObject({ error: 1001, message: 'วันเกิดไม่ถูกต้อง' });
    expect((await t.register({ birth_date: '30/01/1990' })).message).toBe('วันเกิดต้องอยู่ในรูปแบบ ปปปป-ดด-วว (ปี ค.ศ.)');
  });

  it('refuses a phone already registered and writes nothing', async () => {
    t = await testPlatform();
    const before = { members: await t.count('members'), wallets: await t.count('wallets'), ledger: await t.count('ledger') };
    const taken = await t.register({ phone: DEMO.phone });
    expect(taken).toMatchObject({
      status: 200,
      error: 1101,
      message: 'เบอร์โทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว',
      data: { fields: { phone: 'เบอร์โทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว' } },
    });
    expect({ members: await t.count('members'), wallets: await t.count('wallets'), ledger: await t.count('ledger') }).toEqual(before);
  });

  it.each([
    [{ phone: '1812345678' }, 'เบอร์โทรศัพท์มือถือต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09'],
    [{ phone: '081234567' }, 'เบอร์โทรศัพท์มือถือต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09'],
    [{ phone: 812345678 }, 'กรุณากรอกเบอร์โทรศัพท์'],
    [{ password: 'short12' }, 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร'],
    [{ full_name: ' ก ' }, 'ชื่อ-นามสกุลต้องมี 2–100 ตัวอักษร'],
    [{ full_name: 'ก'.repeat(101) }, 'ชื่อ-นามสกุลต้องมี 2–100 ตัวอักษร'],
    [{ bank_code: '' }, 'กรุณาเลือกธนาคาร'],
    [{ bank_account: '12345' }, 'เลขที่บัญชีธนาคารต้องเป็นตัวเลข 10–15 หลัก'],
    [{ bank_account: '1234567890123456' }, 'เลขที่บัญชีธนาคารต้องเป็นตัวเลข 10–15 หลัก'],
    [{ bank_account: '12345abcde' }, 'เลขที่บัญชีธนาคารต้องเป็นตัวเลข 10–15 หลัก'],
    [{ ref_code: 'no spaces!' }, 'รหัสผู้แนะนำไม่ถูกต้อง'],
  ])('refuses %j with a Thai field message', async (overrides, message) => {
    t = await testPlatform();
    const answer = await t.register(overrides);
    expect(answer).toMatchObject({ status: 200, error: 1001, message });
    expect(await t.count('members')).toBe(1);
  });

  it('refuses a bank code that is not a seeded bank', async () => {
    t = await testPlatform();
    const answer = await t.register({ bank_code: 'XYZ' });
    expect(answer).toMatchObject({ error: 1104, message: 'ไม่พบธนาคารที่เลือก กรุณาเลือกธนาคารใหม่' });
    expect(await t.count('members')).toBe(1);
  });

  it('accepts a lower-case bank code and an account typed with dashes', async () => {
    t = await testPlatform();
    const answer = await t.register({ bank_code: 'kbank', bank_account: '123-4-56789-0' });
    expect(answer.data.user).toMatchObject({ bank_code: 'KBANK', bank_account_masked: 'xxx-x-x6789-x' });
    expect(await t.row('SELECT bank_account FROM members WHERE id = ?', answer.data.user.id)).toEqual({ bank_account: '1234567890' });
  });

  it('refuses an unknown referral code and links a known one', async () => {
    t = await testPlatform();
    const unknown = await t.register({ ref_code: 'NOSUCH99' });
    expect(unknown).toMatchObject({ error: 1103, message: 'ไม่พบรหัสผู้แนะนำนี้ กรุณาตรวจสอบอีกครั้ง' });
    expect(await t.count('members')).toBe(1);

    const known = await t.register({ ref_code: 'r999demo' });
    expect(known.error).toBe(0);
    const row = await t.row('SELECT r.phone FROM members m JOIN members r ON r.id = m.referrer_id WHERE m.id = ?', known.data.user.id);
    expect(row).toEqual({ phone: DEMO.phone });

    expect((await t.register({ ref_code: '' })).error).toBe(0); // an empty form field is no code
  });

  it('uses the new-member credit from settings', async () => {
    t = await testPlatform();
    await t.rows("UPDATE settings SET value = '250.5' WHERE key = 'member.new_member_credit_baht'");
    const answer = await t.register();
    const wallets = await t.send(member.wallets, {}, answer.data.access_token);
    expect(wallets.data[0].balance).toBe(250.5);
  });
});

describe('a confirmed phone', () => {
  const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

  it('sends a code by SMS that never shows in the answer; only that code, once, registers the phone', async () => {
    t = await testPlatform();
    const body = registration();
    const sent = await t.sendFrom('10.9.0.1', auth.registerPhoneCode, { phone: body.phone });
    expect(sent).toMatchObject({ error: 0, data: { resend_after_seconds: 60, expires_in_minutes: 10 } });
    const [message] = await outboxMessages(t.db, body.phone as string);
    expect(message).toMatchObject({ recipient: body.phone, purpose: 'phone_confirm' });
    const code = codeIn(message!.body);
    expect(JSON.stringify(sent)).not.toContain(code);
    // The database keeps only a salted hash.
    expect(JSON.stringify(await t.rows('SELECT * FROM phone_codes'))).not.toContain(code);

    // No code, or a wrong one: a Thai message under the code's field, and no member.
    const members = await t.count('members');
    const missing = await t.send(auth.register, body as never);
    expect(missing).toMatchObject({ error: 1001, data: { fields: { phone_code: 'กรุณากรอกรหัสยืนยัน' } } });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await t.send(auth.register, { ...body, phone_code: wrong } as never);
    expect(refused).toMatchObject({ error: 1210, data: { fields: { phone_code: refused.message } } });
    expect(refused.message).toMatch(/^รหัสยืนยันเบอร์โทรศัพท์ไม่ถูกต้อง/);
    expect(await t.count('members')).toBe(members);

    const done = await t.send(auth.register, { ...body, phone_code: code } as never);
    expect(done.error).toBe(0);
    expect(JSON.stringify(done)).not.toContain(code);
    expect(await t.count('members')).toBe(members + 1);
    // Used: the phone is a member's now, and it gets no other code.
    const again = await t.sendFrom('10.9.0.2', auth.registerPhoneCode, { phone: body.phone });
    expect(again.error).toBe(1101);
    expect(await outboxMessages(t.db, body.phone as string)).toHaveLength(1);
  });

  it('takes a code for its own phone only, and burns it after the allowed wrong tries', async () => {
    t = await testPlatform();
    const mine = registration();
    const other = registration();
    expect((await t.sendFrom('10.9.0.3', auth.registerPhoneCode, { phone: mine.phone })).error).toBe(0);
    const code = codeIn((await outboxMessages(t.db, mine.phone as string))[0]!.body);
    // Another phone with my code: refused (one person, one phone).
    expect((await t.send(auth.register, { ...other, phone_code: code } as never)).error).toBe(1210);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await t.send(auth.register, { ...mine, phone_code: wrong } as never)).error).toBe(1210);
    // Five wrong tries closed it: the right code no longer works; a new one must be asked for.
    expect((await t.send(auth.register, { ...mine, phone_code: code } as never)).error).toBe(1210);
    expect(await t.count('members')).toBe(1);
  });

  it("asks under the password reset's limits: once a minute per phone, a few an hour per address", async () => {
    t = await testPlatform();
    const { phone } = registration();
    expect((await t.sendFrom('10.9.0.4', auth.registerPhoneCode, { phone })).error).toBe(0);
    const soon = await t.sendFrom('10.9.0.5', auth.registerPhoneCode, { phone });
    expect(soon).toMatchObject({ error: 1208, data: { resend_after_seconds: 60 } });
    expect(await outboxMessages(t.db, phone as string)).toHaveLength(1);
    for (let i = 0; i < 10; i++) expect((await t.sendFrom('10.9.0.6', auth.registerPhoneCode, registration())).error).toBe(0);
    const sweeping = await t.sendFrom('10.9.0.6', auth.registerPhoneCode, { phone: registration().phone });
    expect(sweeping.error).toBe(1206);
    expect((await t.sendFrom('10.9.0.6', auth.registerPhoneCode, { phone: 'abc' })).error).toBe(1001);
  });
});
