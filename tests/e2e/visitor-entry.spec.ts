// A visitor who follows a way into a member page is asked to log in (or register) first, and then
// arrives where they meant to go, instead of being sent back home without a word.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, adultBirthDate, confirmPhoneInForm, pickThaiDate, newPhone, skipAnnouncements } from './helpers.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

async function logIn(page: Page): Promise<void> {
  await page.getByLabel('เบอร์โทรศัพท์').fill(DEMO.phone);
  await page.getByLabel('รหัสผ่าน').fill(DEMO.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
}

test('the check-in banner asks a visitor to log in, then opens check-in', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('banner-carousel').locator('a[href="/checkin"]').click();
  await expect(page).toHaveURL('/login?next=%2Fcheckin');
  await expect(page.getByTestId('login-to-continue')).toHaveText('กรุณาเข้าสู่ระบบก่อน แล้วเราจะพาคุณไปยังหน้าที่เลือกไว้ต่อ');
  await logIn(page);
  await expect(page).toHaveURL('/checkin');
  await expect(page.getByRole('heading', { name: 'เช็คอินรายวัน' })).toBeVisible();
});

test('a visitor who registers on the way to deposit arrives at deposit', async ({ page }) => {
  await page.goto('/member/deposit');
  await expect(page).toHaveURL('/login?next=%2Fmember%2Fdeposit');
  await page.getByRole('main').getByRole('link', { name: 'สมัครสมาชิก' }).click();
  await expect(page).toHaveURL('/register?next=%2Fmember%2Fdeposit');

  const phone = newPhone();
  await page.getByLabel('เบอร์โทรศัพท์').fill(phone);
  await confirmPhoneInForm(page, phone);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('my-pass-123');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('my-pass-123');
  await page.getByLabel('ชื่อ-นามสกุล').fill('สมหญิง ใจงาม');
  await page.getByRole('combobox', { name: /^ธนาคาร/ }).selectOption('SCB');
  await page.getByLabel('เลขที่บัญชี').fill(String(Date.now()).slice(-10));
  await pickThaiDate(page, 'วันเกิด', adultBirthDate());
  await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await expect(page).toHaveURL('/member/deposit');
  await expect(page.getByRole('heading', { name: 'ฝากเงิน' })).toBeVisible();
});

test('logging in from the header of a page comes back to that page', async ({ page }) => {
  await page.goto('/lotto/results');
  await page.getByRole('banner').getByRole('link', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL('/login?next=%2Flotto%2Fresults');
  await logIn(page);
  await expect(page).toHaveURL('/lotto/results');
  await expect(page.getByTestId('wallet-total')).toHaveText(/฿/);
});
