// The profile page, as a member uses it (the forgotten-password reset: forgot-password.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import {
  adultBirthDate,
  expectNoHorizontalOverflow,
  loginAs,
  newBankAccount,
  newPhone,
  registrationCode,
  skipAnnouncements,
} from './helpers.ts';
import { operator } from './lotto-rounds.ts';
import * as auth from '../../src/contract/endpoints/account/auth.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

/** The code in the newest message to `phone`: `npm run operator -- outbox <phone>` on the e2e database. */
function codeFromOutbox(phone: string): string {
  const [newest] = operator('outbox', phone).trim().split('\n');
  const [, to, text] = newest!.split('\t');
  expect(to).toBe(phone);
  const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
  expect(code, `a 6-digit code in "${text}"`).toBeDefined();
  return code!;
}

/** Registers a member through the API (the browser context keeps the session cookie). */
async function registerMember(page: Page, password = 'first-pass-1') {
  const member = {
    phone: newPhone(),
    password,
    full_name: 'สมหญิง รักดี',
    bank_code: 'KTB',
    bank_account: newBankAccount(),
    birth_date: adultBirthDate(),
  };
  const answer = await page.request.post(auth.register.path, { data: { ...member, phone_code: await registrationCode(member.phone) } });
  expect((await answer.json()).error).toBe(0);
  return member;
}

test('a member changes the password and adds a sub bank account on the profile page', async ({ page }) => {
  const member = await registerMember(page);
  await page.goto('/member/profile');
  await expect(page.getByTestId('profile-phone')).toHaveText(member.phone);
  await expectNoHorizontalOverflow(page);

  const passwordForm = page.getByRole('form', { name: 'เปลี่ยนรหัสผ่าน' });
  await passwordForm.getByLabel('รหัสผ่านเดิม').fill('not-my-password');
  await passwordForm.getByLabel('รหัสผ่านใหม่').fill('second-pass-2');
  await passwordForm.getByLabel('ยืนยันรหัสผ่าน').fill('second-pass-2');
  await passwordForm.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
  await expect(passwordForm.getByRole('alert')).toHaveText('รหัสผ่านเดิมไม่ถูกต้อง');

  await passwordForm.getByLabel('รหัสผ่านเดิม').fill(member.password);
  await passwordForm.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
  await expect(page.getByText('เปลี่ยนรหัสผ่านสำเร็จ')).toBeVisible();
  await expect(passwordForm.getByLabel('รหัสผ่านเดิม')).toHaveValue('');

  // The backup account is a withdrawal destination: saving it takes the code sent to the phone.
  const bankForm = page.getByRole('form', { name: 'บัญชีธนาคารสำรอง' });
  await bankForm.getByLabel('ธนาคาร').selectOption('BBL');
  const subAccount = newBankAccount();
  await bankForm.getByLabel('เลขที่บัญชี').fill(subAccount);
  await expect(bankForm.getByRole('button', { name: 'บันทึก' })).toBeDisabled();
  await bankForm.getByRole('button', { name: 'ขอรหัสยืนยันทาง SMS' }).click();
  await expect(bankForm.getByText(/ส่งรหัสยืนยัน 6 หลักทาง SMS ไปที่เบอร์ \d{3}x{4}\d{3} แล้ว/)).toBeVisible();
  await expect(bankForm.getByTestId('sub-bank-code')).toBeDisabled();
  const code = codeFromOutbox(member.phone);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await bankForm.getByLabel('รหัสยืนยัน 6 หลัก').fill(wrong);
  await bankForm.getByRole('button', { name: 'บันทึก' }).click();
  await expect(bankForm.getByRole('alert')).toContainText('รหัสยืนยันไม่ถูกต้อง');
  await expect(page.getByTestId('profile-sub-bank')).toHaveText('ยังไม่ได้เพิ่มบัญชีสำรอง');
  await bankForm.getByLabel('รหัสยืนยัน 6 หลัก').fill(code);
  await bankForm.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('บันทึกบัญชีสำรองสำเร็จ')).toBeVisible();
  // Both accounts are masked as on the withdrawal page: never the whole number.
  await expect(page.getByTestId('profile-sub-bank')).toContainText(`xxx-x-x${subAccount.slice(5, 9)}-x`);
  await expect(page.getByTestId('profile-sub-bank')).not.toContainText(subAccount);
  await expect(page.getByTestId('profile-main-bank')).toContainText(`xxx-x-x${member.bank_account.slice(5, 9)}-x`);
  await expect(page.getByTestId('profile-main-bank')).not.toContainText(member.bank_account);

  // The new password is the one that works now.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, member.phone, 'second-pass-2');
});
