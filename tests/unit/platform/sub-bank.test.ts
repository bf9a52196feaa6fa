import { afterEach, describe, expect, it } from 'vitest';
import { testPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
afterEach(() => t?.close());

describe('backup (sub) bank account', () => {
  it('saves a second account and shows it in the user info', async () => {
    t = await testPlatform();
    const token = await t.login();
    const answer = await t.post('/api/member/update_sub_bank_account', { bank_code: 'BBL', bank_account: '555-666-7777' }, token);
    expect(answer).toMatchObject({ error: 0, message: 'บันทึกบัญชีสำรองสำเร็จ' });
    expect(answer.data).toMatchObject({ sub_bank_code: 'BBL', sub_bank_name: 'ธนาคารกรุงเทพ', sub_bank_account: '5556667777' });
    expect((await t.get('/api/get_user_info', token)).data).toMatchObject({ sub_bank_code: 'BBL', sub_bank_account: '5556667777' });
  });

  it('refuses the main account, an unknown bank and a malformed number, changing nothing', async () => {
    t = await testPlatform();
    const token = await t.login();
    const same = await t.post('/api/member/update_sub_bank_account', { bank_code: 'KBANK', bank_account: '1112223334' }, token);
    expect(same).toMatchObject({ error: 1105, message: 'บัญชีสำรองต้องไม่ซ้ำกับบัญชีหลัก' });
    const bank = await t.post('/api/member/update_sub_bank_account', { bank_code: 'NOPE', bank_account: '5556667777' }, token);
    expect(bank.error).toBe(1104);
    const short = await t.post('/api/member/update_sub_bank_account', { bank_code: 'BBL', bank_account: '123' }, token);
    expect(short).toMatchObject({ error: 1001, message: 'เลขที่บัญชีธนาคารต้องเป็นตัวเลข 10–15 หลัก' });
    expect((await t.get('/api/get_user_info', token)).data).toMatchObject({ sub_bank_code: null, sub_bank_account: null });
  });
});
