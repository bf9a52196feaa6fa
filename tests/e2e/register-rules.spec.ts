// The register form as a visitor meets the member rules: a number that is no Thai mobile, a
// password of spaces and a bank account another member holds are each refused in Thai, and
// nothing is registered until all three are right.
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

test('a visitor is told in Thai what to fix: phone, password, a bank account already in use', async ({ page }, testInfo) => {
  await page.goto('/register');
  const form = page.locator('form');
  const alert = form.getByRole('alert');
  const submit = form.getByRole('button', { name: 'สมัครสมาชิก' });

  await page.getByLabel('เบอร์โทรศัพท์').fill('0000000000');
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('        ');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('        ');
  await page.getByLabel('ชื่อ-นามสกุล').fill('ทดลอง กฎสมาชิก');
  await page.getByRole('combobox', { name: /^ธนาคาร/ }).selectOption('KBANK');
  // The demo member's account.
  await page.getByLabel('เลขที่บัญชี').fill('1112223334');
  await pickThaiDate(page, 'วันเกิด', adultBirthDate());
  await expect(page.getByText('เบอร์นี้ใช้สมัครได้')).toHaveCount(0);
  await expect(page.getByText('อย่างน้อย 8 ตัว มีทั้งตัวอักษรและตัวเลข')).toBeVisible();

  await submit.click();
  // Both wrong fields are said at once, each under its field.
  await expect(alert).toHaveText('กรุณาแก้ไขข้อมูลที่ไม่ถูกต้อง');
  await expect(page.getByLabel('เบอร์โทรศัพท์')).toHaveAccessibleDescription('เบอร์โทรศัพท์มือถือต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09');
  await expect(page.getByLabel('รหัสผ่าน', { exact: true })).toHaveAccessibleDescription(/รหัสผ่านต้องไม่เป็นช่องว่างทั้งหมด/);

  const phone = newPhone();
  await page.getByLabel('เบอร์โทรศัพท์').fill(phone);
  await page.getByTestId('phone-code-send').click();
  await expect(page.getByText(/^ส่งรหัสไปที่/)).toBeVisible();
  await page.getByLabel('รหัสยืนยันทาง SMS').fill(smsCode(phone));
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('rules-pass-1');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('rules-pass-1');
  await submit.click();
  await expect(page.getByLabel('เลขที่บัญชี')).toHaveAccessibleDescription('บัญชีธนาคารนี้ถูกใช้กับสมาชิกอื่นแล้ว กรุณาใช้บัญชีของท่านเอง');
  await expect(page.getByTestId('field-error')).toHaveCount(1);
  await expect(page).toHaveURL('/register');
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('register-refused.png'), fullPage: true });

  await page.getByLabel('เลขที่บัญชี').fill(newBankAccount());
  await submit.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('wallet-total')).toHaveText(/^฿\s?1,000\.00$/);
});

test('one submit names every wrong field, the platform refusals included; a name with emoji or markup is refused', async ({ page }) => {
  await page.goto('/register');
  const form = page.locator('form');
  const submit = form.getByRole('button', { name: 'สมัครสมาชิก' });
  // The demo member's phone and bank account, a name with an emoji, a birth date under the age.
  await page.getByLabel('เบอร์โทรศัพท์').fill('0812345678');
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('rules-pass-1');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('rules-pass-1');
  await page.getByLabel('ชื่อ-นามสกุล').fill('สมชาย 😀');
  await page.getByRole('combobox', { name: /^ธนาคาร/ }).selectOption('KBANK');
  await page.getByLabel('เลขที่บัญชี').fill('1112223334');
  await page.getByRole('button', { name: /^วันเกิด / }).click();
  const picker = page.getByRole('dialog', { name: 'เลือกวันเกิด' });
  // The latest day the picker offers is exactly the minimum age: a day later is not offered at all.
  await picker.getByRole('group').getByRole('button', { disabled: false }).last().click();
  await submit.click();

  await expect(page.getByLabel('เบอร์โทรศัพท์')).toHaveAccessibleDescription(/เบอร์.*ถูกใช้/);
  await expect(page.getByLabel('ชื่อ-นามสกุล')).toHaveAccessibleDescription(/^ชื่อ-นามสกุลใช้ได้เฉพาะตัวอักษรไทยหรืออังกฤษ/);
  await expect(page.getByLabel('เลขที่บัญชี')).toHaveAccessibleDescription('บัญชีธนาคารนี้ถูกใช้กับสมาชิกอื่นแล้ว กรุณาใช้บัญชีของท่านเอง');
  // No code was asked for (a member's phone gets none): said with the rest.
  await expect(page.getByLabel('รหัสยืนยันทาง SMS')).toHaveAccessibleDescription('กรุณากรอกรหัสยืนยัน');
  await expect(page.getByTestId('field-error')).toHaveCount(4);
  await expect(page).toHaveURL('/register');

  // Passwords that differ are said together with everything else the form can tell.
  await page.getByLabel('ชื่อ-นามสกุล').fill('<b>สมชาย</b>');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('rules-pass-2');
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('');
  await submit.click();
  await expect(page.getByLabel('ยืนยันรหัสผ่าน')).toHaveAccessibleDescription('รหัสผ่านทั้งสองช่องไม่ตรงกัน');
  await expect(page.getByLabel('รหัสผ่าน', { exact: true })).toHaveAccessibleDescription(/^กรุณากรอกรหัสผ่าน/);
  await expect(page.getByLabel('ชื่อ-นามสกุล')).toHaveAccessibleDescription(/^ชื่อ-นามสกุลใช้ได้เฉพาะตัวอักษรไทยหรืออังกฤษ/);
  await expect(page.getByLabel('เบอร์โทรศัพท์')).toHaveAccessibleDescription(/เบอร์.*ถูกใช้/);
});

test('an empty birth date gets a plain message', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('เบอร์โทรศัพท์').fill(newPhone());
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('rules-pass-1');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('rules-pass-1');
  await page.getByLabel('ชื่อ-นามสกุล').fill('มานี มีนา');
  await page.getByRole('combobox', { name: /^ธนาคาร/ }).selectOption('KBANK');
  await page.getByLabel('เลขที่บัญชี').fill(newBankAccount());
  await page.locator('form').getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await expect(page.getByRole('button', { name: /^วันเกิด / })).toHaveAccessibleDescription(/^กรุณาเลือกวันเกิด/);
  // The code not asked for yet is said with it.
  await expect(page.getByLabel('รหัสยืนยันทาง SMS')).toHaveAccessibleDescription('กรุณากรอกรหัสยืนยัน');
  await expect(page.getByTestId('field-error')).toHaveCount(2);
});
