// A member who forgot the password gets a one-time code by SMS and sets a new one. On the embedded
// platform the SMS waits in the outbox; the test reads it the way docs/operating.md tells an operator to.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
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

test('a member who forgot the password gets a code by SMS and sets a new password with it', async ({ page, browser }) => {
  const member = { phone: newPhone(), password: 'first-pass-1' };
  const registered = await page.request.post(auth.register.path, {
    data: {
      ...member,
      phone_code: await registrationCode(member.phone),
      full_name: 'สมหญิง รักดี',
      bank_code: 'KTB',
      bank_account: newBankAccount(),
      birth_date: adultBirthDate(),
    },
  });
  expect((await registered.json()).error).toBe(0);
  // This browser stays logged in as "another device"; the reset logs it out.
  const otherDevice = await browser.newContext({ storageState: await page.context().storageState() });
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).click();
  await expect(page).toHaveURL('/forgot');
  // Only the phone is asked for: a bank account number is no proof of who you are.
  await expect(page.getByLabel('เลขที่บัญชี')).toHaveCount(0);
  await page.getByLabel('เบอร์โทรศัพท์').fill(member.phone);
  await page.getByRole('button', { name: 'ขอรหัสยืนยัน' }).click();

  const sent = page.getByTestId('reset-sent');
  await expect(sent).toContainText('หากเบอร์นี้เป็นสมาชิก ระบบได้ส่งรหัสยืนยัน 6 หลักทาง SMS แล้ว');
  await expect(sent).toContainText(`${member.phone.slice(0, 3)}-${member.phone.slice(3, 6)}-${member.phone.slice(6)}`);
  await expect(sent).toContainText('รหัสใช้ได้ 10 นาที');
  // A new code can be asked for only after the cooldown, counted down on the button.
  const resend = page.getByTestId('reset-resend');
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/ขอรหัสใหม่ได้ใน \d+ วินาที/);
  const first = Number(/\d+/.exec((await resend.textContent()) ?? '')![0]);
  await expect(resend).not.toHaveText(`ขอรหัสใหม่ได้ใน ${first} วินาที`);
  await expectNoHorizontalOverflow(page);
  // The code step passes the same accessibility audit as every page.
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    audit.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  const code = codeFromOutbox(member.phone);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('รหัสยืนยัน 6 หลัก').fill(wrong);
  await page.getByLabel('รหัสผ่านใหม่').fill('reset-pass-3');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('reset-pass-3');
  await page.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
  await expect(page.getByRole('alert')).toContainText('รหัสยืนยันไม่ถูกต้องหรือหมดอายุแล้ว');

  await page.getByLabel('รหัสยืนยัน 6 หลัก').fill(code);
  await page.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('ตั้งรหัสผ่านใหม่สำเร็จ กรุณาเข้าสู่ระบบ')).toBeVisible();

  expect((await otherDevice.request.get(auth.userInfo.path)).status()).toBe(401);
  await otherDevice.close();
  await loginAs(page, member.phone, 'reset-pass-3');
});
