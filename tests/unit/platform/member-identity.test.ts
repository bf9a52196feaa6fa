// Who may register: a Thai mobile number, a password that is more than spaces, and a bank
// account no other member holds (as main or sub account), enforced by the database too.
import { afterEach, describe, expect, it } from 'vitest';
import * as auth from '../../../src/contract/endpoints/account/auth.ts';
import { bankAccountOwners } from '../../../src/platform/db/legacy-migrations/0008-bank-account-owners.ts';
import { migrate, migrations } from '../../../src/platform/db/legacy-migrations/index.ts';
import { openDatabase } from '../../../src/platform/db/sqlite-file.ts';
import { DEMO, saveSubBank, testPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
afterEach(() => t?.close());

const MOBILE = 'เบอร์โทรศัพท์มือถือต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09';
const TAKEN = { error: 1106, message: 'บัญชีธนาคารนี้ถูกใช้กับสมาชิกอื่นแล้ว กรุณาใช้บัญชีของท่านเอง', data: null };
/** Registration names the field it refuses (every wrong field in one answer). */
const TAKEN_AT_REGISTRATION = { ...TAKEN, data: { fields: { bank_account: TAKEN.message } } };
const DEMO_BANK = { bank_code: 'KBANK', bank_account: '1112223334' };

async function counts() {
  return {
    members: await t.count('members'),
    wallets: await t.count('wallets'),
    ledger: await t.count('ledger'),
    sessions: await t.count('sessions'),
  };
}

describe('the phone number', () => {
  it.each(['0000000000', '0212345678', '0712345678', '0512345678', '1812345678', '08123456789'])(
    'refuses %s, which is no Thai mobile number, and writes nothing',
    async (phone) => {
      t = await testPlatform();
      const before = await counts();
      expect(await t.register({ phone })).toMatchObject({ error: 1001, message: MOBILE, data: { fields: { phone: MOBILE } } });
      expect(await counts()).toEqual(before);
      expect(await t.send(auth.checkAccount, { phone })).toMatchObject({ error: 1001, message: MOBILE });
    },
  );

  it.each(['0612345678', '0812345679', '0912345678', '091-234-5678'])('accepts %s', async (phone) => {
    t = await testPlatform();
    expect((await t.register({ phone })).error).toBe(0);
  });
});

describe('a new password', () => {
  it.each([
    ['eight spaces', '        ', 'รหัสผ่านต้องไม่เป็นช่องว่างทั้งหมด'],
    ['tabs and newlines', '\t\t\n\n    ', 'รหัสผ่านต้องไม่เป็นช่องว่างทั้งหมด'],
    ['letters only', 'abcdefgh', 'รหัสผ่านต้องมีทั้งตัวอักษรและตัวเลข'],
    ['digits only', '12345678', 'รหัสผ่านต้องมีทั้งตัวอักษรและตัวเลข'],
    ['symbols and spaces', '!@#$ %^&*', 'รหัสผ่านต้องมีทั้งตัวอักษรและตัวเลข'],
  ])('is refused at registration when it is %s', async (_name, password, message) => {
    t = await testPlatform();
    const before = await counts();
    expect(await t.register({ password })).toMatchObject({ error: 1001, message });
    expect(await counts()).toEqual(before);
  });

  it('accepts a letter and a digit in any script (demo1234, Thai letters with a Thai digit)', async () => {
    t = await testPlatform();
    expect((await t.register({ password: 'demo1234' })).error).toBe(0);
    expect((await t.register({ password: 'รหัสลับมาก๙' })).error).toBe(0);
  });

  it('follows the same rules when a member changes it', async () => {
    t = await testPlatform();
    const token = await t.login();
    const blank = await t.send(auth.changePassword, { old_password: DEMO.password, new_password: '        ' }, token);
    expect(blank).toMatchObject({ error: 1001, message: 'รหัสผ่านใหม่ต้องไม่เป็นช่องว่างทั้งหมด' });
    const letters = await t.send(auth.changePassword, { old_password: DEMO.password, new_password: 'onlyletters' }, token);
    expect(letters).toMatchObject({ error: 1001, message: 'รหัสผ่านใหม่ต้องมีทั้งตัวอักษรและตัวเลข' });
    expect(await t.login(DEMO.phone, DEMO.password)).toBeTruthy();
  });
});

describe('a bank account belongs to one member', () => {
  it('refuses a registration with another member’s main account, however it is typed, and writes nothing', async () => {
    t = await testPlatform();
    const before = await counts();
    expect(await t.register(DEMO_BANK)).toMatchObject(TAKEN_AT_REGISTRATION);
    expect(await t.register({ bank_code: 'kbank', bank_account: '111-222-3334' })).toMatchObject(TAKEN_AT_REGISTRATION);
    expect(await counts()).toEqual(before);
    // The same number at another bank is another account.
    expect((await t.register({ bank_code: 'SCB', bank_account: '1112223334' })).error).toBe(0);
  });

  it('refuses a registration with another member’s sub account', async () => {
    t = await testPlatform();
    const token = await t.login();
    expect((await saveSubBank(t, token, { bank_code: 'BBL', bank_account: '5556667777' })).error).toBe(0);
    expect(await t.register({ bank_code: 'BBL', bank_account: '5556667777' })).toMatchObject(TAKEN_AT_REGISTRATION);
  });

  it('refuses a sub account another member holds, lets a member save their own again, and frees a replaced one', async () => {
    t = await testPlatform();
    const demo = await t.login();
    const other = (await t.register({ bank_code: 'KTB', bank_account: '4445556667' })).data.access_token as string;
    const subOf = async (token: string) => (await t.send(auth.userInfo, {}, token)).data.sub_bank_account_masked;

    expect(await saveSubBank(t, other, DEMO_BANK)).toMatchObject(TAKEN);
    expect((await saveSubBank(t, demo, { bank_code: 'BBL', bank_account: '5556667777' })).error).toBe(0);
    expect(await saveSubBank(t, other, { bank_code: 'BBL', bank_account: '5556667777' })).toMatchObject(TAKEN);
    expect(await subOf(other)).toBeNull();

    expect((await saveSubBank(t, demo, { bank_code: 'BBL', bank_account: '5556667777' })).error).toBe(0);
    expect((await saveSubBank(t, demo, { bank_code: 'BBL', bank_account: '8889990001' })).error).toBe(0);
    // The account the demo member gave up may now be another member's.
    expect((await saveSubBank(t, other, { bank_code: 'BBL', bank_account: '5556667777' })).error).toBe(0);
    expect(await subOf(other)).toBe('xxx-x-x6777-x');
  });

  it('is enforced by the database: a write that gives an account a second owner fails', async () => {
    t = await testPlatform();
    const other = (await t.register()).data.user.id as number;
    // SQLite says "UNIQUE constraint failed", PostgreSQL "duplicate key value violates unique constraint".
    await expect(
      t.rows('UPDATE members SET sub_bank_code = ?, sub_bank_account = ? WHERE id = ?', 'KBANK', '1112223334', other),
    ).rejects.toThrow(/unique/i);
    const row = (await t.row('SELECT agent_id, password_hash FROM members WHERE id = ?', other)) as {
      agent_id: number;
      password_hash: string;
    };
    await expect(
      t.rows(
        `INSERT INTO members (agent_id, phone, password_hash, full_name, bank_code, bank_account, birth_date, ref_code, created_at)
           VALUES (?, '0898765432', ?, 'ซ้ำ บัญชี', 'KBANK', '1112223334', '1990-01-01', 'DUPLICATE1', 0)`,
        row.agent_id,
        row.password_hash,
      ),
    ).rejects.toThrow(/unique/i);
  });

  it('migrates a database whose members already share an account: the first keeps it, new claims are refused', async () => {
    const db = openDatabase(':memory:');
    try {
      migrate(db, migrations.slice(0, migrations.indexOf(bankAccountOwners)));
      db.exec('PRAGMA foreign_keys = OFF');
      const insert = db.prepare(
        `INSERT INTO members (agent_id, phone, password_hash, full_name, bank_code, bank_account, birth_date, ref_code, created_at)
         VALUES (1, ?, 'x', 'สมาชิก เก่า', 'SCB', '1234567890', '1990-01-01', ?, 0)`,
      );
      insert.run('0811111111', 'OLDONE01');
      insert.run('0822222222', 'OLDTWO02');
      expect(() => migrate(db, migrations)).not.toThrow();
      expect(db.prepare('SELECT member_id FROM bank_account_owners WHERE bank_account = ?').all('1234567890')).toEqual([{ member_id: 1 }]);
      expect(() => insert.run('0833333333', 'NEWONE03')).toThrow(/UNIQUE/);
    } finally {
      db.close();
    }
  });
});
