// The register form tells a new member everything that is wrong at once, each message under its
// field; a new member confirms the phone with the code it gets by SMS before the account is made.
import { expect, test } from '@playwright/test';
import { adultBirthDate, newBankAccount, newPhone, pickThaiDate, skipAnnouncements, smsCode } from './helpers.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

test('a register form with several mistakes shows every field error at once', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('เบอร์โทรศัพท์').fill('0123');
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('abc');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('abc');
  await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();

  await expect(page.getByRole('alert')).toHaveText('กรุณาแก้ไขข้อมูลที่ไม่ถูกต้อง');
  const fields = [
    page.getByLabel('เบอร์โทรศัพท์'),
    page.getByLabel('รหัสยืนยันทาง SMS'),
    page.getByLabel('รหัสผ่าน', { exact: true }),
    page.getByLabel('ชื่อ-นามสกุล'),
    page.getByRole('combobox', { name: /^ธนาคาร/ }),
    page.getByLabel('เลขที่บัญชี'),
    page.getByLabel('วันเกิด'),
  ];
  for (const field of fields) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // Its own message, read out with the field.
    await expect(field).toHaveAccessibleDescription(/\S/);
  }
  await expect(page.getByTestId('field-error')).toHaveCount(fields.length);
  await expect(page.getByLabel('ยืนยันรหัสผ่าน')).not.toHaveAttribute('aria-invalid', 'true');
  // The first field to fix has the focus.
  await expect(fields[0]!).toBeFocused();

  // Fixing a field clears its message; the others stay.
  await page.getByLabel('ชื่อ-นามสกุล').fill('มานี มีสุข');
  await expect(page.getByLabel('ชื่อ-นามสกุล')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('field-error')).toHaveCount(fields.length - 1);
});

test('a confirmation that does not match is said under the confirmation', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('my-pass-123');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('my-pass-124');
  await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  const confirm = page.getByLabel('ยืนยันรหัสผ่าน');
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toHaveAccessibleDescription('รหัสผ่านทั้งสองช่องไม่ตรงกัน');
});

test('a new member confirms the phone with the code sent by SMS, and a wrong code is refused', async ({ page }) => {
  await page.goto('/register');
  const phone = newPhone();
  const send = page.getByTestId('phone-code-send');
  // No code can be asked for a number that is not a Thai mobile.
  await page.getByLabel('เบอร์โทรศัพท์').fill('0123');
  await expect(send).toBeDisabled();
  await page.getByLabel('เบอร์โทรศัพท์').fill(phone);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('phone-pass-1');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('phone-pass-1');
  await page.getByLabel('ชื่อ-นามสกุล').fill('มานะ ยืนยันเบอร์');
  await page.getByRole('combobox', { name: /^ธนาคาร/ }).selectOption('SCB');
  await page.getByLabel('เลขที่บัญชี').fill(newBankAccount());
  await pickThaiDate(page, 'วันเกิด', adultBirthDate());

  await send.click();
  const code = page.getByLabel('รหัสยืนยันทาง SMS');
  await expect(code).toBeFocused();
  const spaced = `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;
  await expect(page.getByText(`ส่งรหัสไปที่ ${spaced} แล้ว ใช้ได้ 10 นาที`)).toBeVisible();
  // The button counts down the minute before another code may be asked for.
  await expect(send).toBeDisabled();
  await expect(send).toHaveText(/ขอรหัสใหม่ได้ใน \d+ วินาที/);
  const sent = smsCode(phone);
  await expect(page.locator('body')).not.toContainText(sent);

  // A wrong code: said under the code, and nothing is registered.
  await code.fill(String((Number(sent) + 1) % 1_000_000).padStart(6, '0'));
  await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription(/^รหัสยืนยันเบอร์โทรศัพท์ไม่ถูกต้องหรือหมดอายุแล้ว/);
  await expect(code).toBeFocused();
  await expect(page).toHaveURL('/register');

  await code.fill(sent);
  await expect(code).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('wallet-total')).toHaveText(/^฿\s?1,000\.00$/);
});
