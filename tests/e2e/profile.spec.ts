// The profile page, as a member uses it (the forgotten-password reset: forgot-password.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { adultBirthDate, expectNoHorizontalOverflow, loginAs, newBankAccount, newPhone, skipAnnouncements } from './helpers.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

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
  const answer = await page.request.post('/api/register', { data: member });
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

  const bankForm = page.getByRole('form', { name: 'บัญชีธนาคารสำรอง' });
  await bankForm.getByLabel('ธนาคาร').selectOption('BBL');
  const subAccount = newBankAccount();
  await bankForm.getByLabel('เลขที่บัญชี').fill(subAccount);
  await bankForm.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('บันทึกบัญชีสำรองสำเร็จ')).toBeVisible();
  await expect(page.getByTestId('profile-sub-bank')).toContainText(subAccount);

  // The new password is the one that works now.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, member.phone, 'second-pass-2');
});
