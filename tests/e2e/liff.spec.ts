// The LINE (LIFF) pages opened outside LINE, as a person would from the official account's menu:
// with no LIFF id configured the LINE SDK is never loaded and every page works as a normal page in
// the LIFF layout (no site header or footer). A new member registers there and lands on the lotto
// page; the deposit page asks a visitor to log in and brings them back to it.
import { expect, test } from '@playwright/test';
import {
  adultBirthDate,
  pickThaiDate,
  expectNoHorizontalOverflow,
  newBankAccount,
  newPhone,
  skipAnnouncements,
  smsCode,
} from './helpers.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

test('outside LINE: register from the LIFF menu, land on the lotto page, then deposit after logging in', async ({ page }) => {
  const sdkRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/liff\.[\w-]+\.js$|line\.me|line-scdn/.test(request.url())) sdkRequests.push(request.url());
  });
  await page.goto('/liff');
  await expect(page.getByRole('heading', { name: 'R999 บน LINE' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0); // LINE draws its own bar: no site header
  await expectNoHorizontalOverflow(page);

  await page.getByRole('link', { name: /สมัครสมาชิก/ }).click();
  await expect(page).toHaveURL('/liff/register');
  const phone = newPhone();
  await page.getByLabel('เบอร์โทรศัพท์').fill(phone);
  // The phone is confirmed here too, with the code it gets by SMS.
  await page.getByTestId('phone-code-send').click();
  await expect(page.getByText(/^ส่งรหัสไปที่/)).toBeVisible();
  await page.getByLabel('รหัสยืนยันทาง SMS').fill(smsCode(phone));
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('line-pass-1');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('line-pass-1');
  await page.getByLabel('ชื่อ-นามสกุล').fill('ไลน์ ทดสอบ');
  await page.getByRole('combobox', { name: /^ธนาคาร/ }).selectOption('SCB');
  await page.getByLabel('เลขที่บัญชี').fill(newBankAccount());
  await pickThaiDate(page, 'วันเกิด', adultBirthDate());
  await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await expect(page).toHaveURL('/liff/lotto');
  await expect(page.getByRole('heading', { name: 'แทงหวย', level: 1 })).toBeVisible();

  // A member opening the registration page again is sent on.
  await page.goto('/liff/register');
  await expect(page.getByTestId('liff-member')).toBeVisible();

  // Logged out, the deposit page asks to log in and comes back.
  await page.context().clearCookies();
  await skipAnnouncements(page);
  await page.goto('/liff/deposit');
  await page.getByTestId('liff-login').getByRole('link', { name: 'เข้าสู่ระบบ' }).click();
  await page.getByLabel('เบอร์โทรศัพท์').fill(phone);
  await page.getByLabel('รหัสผ่าน').fill('line-pass-1');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL('/liff/deposit');
  await expect(page.getByRole('heading', { name: 'ฝากเงิน', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'สร้างรายการฝาก' })).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.dataset.liff)).toBeUndefined();
  expect(sdkRequests).toEqual([]);
});

test('an unknown LIFF page is the 404 page', async ({ page }) => {
  const response = await page.goto('/liff/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('link', { name: /กลับหน้าแรก/ })).toBeVisible();
});
