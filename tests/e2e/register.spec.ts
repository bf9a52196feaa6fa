// The register form tells a new member everything that is wrong at once, each message under its field.
import { expect, test } from '@playwright/test';
import { skipAnnouncements } from './helpers.ts';

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
