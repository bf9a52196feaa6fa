import { afterEach, describe, expect, it } from 'vitest';
import * as auth from '../../../src/contract/endpoints/account/auth.ts';
import { outboxMessages } from '../../../src/platform/messages/outbox.ts';
import { DEMO, saveSubBank, testPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
afterEach(() => t?.close());

const CODE_INVALID = 'รหัสยืนยันไม่ถูกต้องหรือหมดอายุแล้ว (ใส่ผิดได้ไม่เกิน 5 ครั้งต่อรหัส) กรุณาตรวจสอบหรือขอรหัสใหม่';

async function newestCode(): Promise<string> {
  const [newest] = await outboxMessages(t.db, DEMO.phone);
  return /\b(\d{6})\b/.exec(newest!.body)![1]!;
}

describe('backup (sub) bank account', () => {
  it('saves a second account with the code sent to the phone, and shows it in the user info', async () => {
    t = await testPlatform();
    const token = await t.login();
    const answer = await saveSubBank(t, token, { bank_code: 'BBL', bank_account: '555-666-7777' });
    expect(answer).toMatchObject({ error: 0, message: 'บันทึกบัญชีสำรองสำเร็จ' });
    // The answers carry it masked, as shown; the full number is kept on the server.
    expect(answer.data).toMatchObject({ sub_bank_code: 'BBL', sub_bank_name: 'ธนาคารกรุงเทพ', sub_bank_account_masked: 'xxx-x-x6777-x' });
    expect((await t.send(auth.userInfo, {}, token)).data).toMatchObject({
      sub_bank_code: 'BBL',
      sub_bank_account_masked: 'xxx-x-x6777-x',
    });
    expect(JSON.stringify(answer)).not.toContain('5556667777');
    expect(await t.row('SELECT sub_bank_account FROM members WHERE phone = ?', DEMO.phone)).toEqual({ sub_bank_account: '5556667777' });
  });

  it('refuses a change without the code, with a wrong one, or with a used one, changing nothing', async () => {
    t = await testPlatform();
    const token = await t.login();
    const account = { bank_code: 'BBL', bank_account: '5556667777' };
    const none = await t.send(auth.updateSubBank, account as never, token);
    expect(none).toMatchObject({ error: 1001, message: 'กรุณากรอกรหัสยืนยัน' });
    // No code was asked for: any code is wrong.
    expect(await t.send(auth.updateSubBank, { ...account, code: '123456' }, token)).toMatchObject({
      error: 1207,
      message: CODE_INVALID,
    });

    const sent = await t.send(auth.subBankCode, {}, token);
    expect(sent).toMatchObject({ error: 0, message: 'ส่งรหัสยืนยัน 6 หลักทาง SMS ไปที่เบอร์ 081xxxx678 แล้ว', data: { expires_in_minutes: 10 } });
    expect(JSON.stringify(sent)).not.toMatch(/\b\d{6}\b/);
    const code = await newestCode();
    const [sms] = await outboxMessages(t.db, DEMO.phone);
    expect(sms!.body).toContain('บัญชีธนาคารสำรอง');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await t.send(auth.updateSubBank, { ...account, code: wrong }, token)).toMatchObject({ error: 1207 });
    expect((await t.send(auth.userInfo, {}, token)).data).toMatchObject({ sub_bank_code: null, sub_bank_account_masked: null });

    expect((await t.send(auth.updateSubBank, { ...account, code }, token)).error).toBe(0);
    const again = await t.send(auth.updateSubBank, { bank_code: 'BBL', bank_account: '8889990001', code }, token);
    expect(again).toMatchObject({ error: 1207 });
    expect((await t.send(auth.userInfo, {}, token)).data).toMatchObject({ sub_bank_account_masked: 'xxx-x-x6777-x' });
  });

  it('a code opens only what it was sent for: a password reset code does not change the account, nor the reverse', async () => {
    t = await testPlatform();
    const token = await t.login();
    await t.sendFrom('203.0.113.7', auth.resetPassword, { phone: DEMO.phone });
    const resetCode = await newestCode();
    const account = { bank_code: 'BBL', bank_account: '5556667777' };
    expect(await t.send(auth.updateSubBank, { ...account, code: resetCode }, token)).toMatchObject({ error: 1207 });

    t.advance(2);
    await t.send(auth.subBankCode, {}, token);
    const bankCode = await newestCode();
    expect(await t.send(auth.resetPasswordV2, { phone: DEMO.phone, code: bankCode, new_password: 'fresh-pass1' })).toMatchObject({
      error: 1207,
    });
    // Each still works for its own purpose.
    expect((await t.send(auth.updateSubBank, { ...account, code: bankCode }, token)).error).toBe(0);
    expect((await t.send(auth.resetPasswordV2, { phone: DEMO.phone, code: resetCode, new_password: 'fresh-pass1' })).error).toBe(0);
  });

  it('asking for codes again and again is held back as a reset is', async () => {
    t = await testPlatform();
    const token = await t.login();
    expect((await t.send(auth.subBankCode, {}, token)).error).toBe(0);
    const soon = await t.send(auth.subBankCode, {}, token);
    expect(soon).toMatchObject({ error: 1208, data: { resend_after_seconds: expect.any(Number) } });
  });

  it('refuses the main account, an unknown bank and a malformed number, changing nothing', async () => {
    t = await testPlatform();
    const token = await t.login();
    const same = await saveSubBank(t, token, { bank_code: 'KBANK', bank_account: '1112223334' });
    expect(same).toMatchObject({ error: 1105, message: 'บัญชีสำรองต้องไม่ซ้ำกับบัญชีหลัก' });
    const bank = await saveSubBank(t, token, { bank_code: 'NOPE', bank_account: '5556667777' });
    expect(bank.error).toBe(1104);
    const short = await saveSubBank(t, token, { bank_code: 'BBL', bank_account: '123' });
    expect(short).toMatchObject({ error: 1001, message: 'เลขที่บัญชีธนาคารต้องเป็นตัวเลข 10–15 หลัก' });
    expect((await t.send(auth.userInfo, {}, token)).data).toMatchObject({ sub_bank_code: null, sub_bank_account_masked: null });
  });
});
