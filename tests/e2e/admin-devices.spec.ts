// The device desk in Chromium, on a phone (issue 42): a supervisor, from the menu,
// adds a phone for an agent bank account and sees its webhook address and secret once, with their
// QR; hidden, the secret is gone from the page and the list shows the device with its account,
// its app and "never sent"; pause, resume and revoke (asked first) change its badge.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, islandsHydrated } from './helpers.ts';
import { enrolledStaff, openDesk } from './staff.ts';

async function axeClean(page: Page): Promise<void> {
  await islandsHydrated(page);
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
}

test('a supervisor adds a device (secret and QR once), pauses, resumes and revokes it', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await enrolledStaff(page, 'supervisor', `devs-${testInfo.project.name}-${Math.floor(Math.random() * 1e6)}`);
  await openDesk(page, 'อุปกรณ์เงินเข้า');
  await expect(page).toHaveURL('/admin/devices');
  await islandsHydrated(page);

  await page.getByLabel('แอปส่งต่อข้อความ').selectOption({ label: 'SMS Gateway for Android' });
  await page.getByRole('button', { name: 'เพิ่มอุปกรณ์' }).click();
  const setup = page.getByTestId('device-setup');
  await expect(setup.getByRole('img', { name: /^QR ของที่อยู่ Webhook/ })).toBeVisible();
  const url = await setup.getByTestId('device-url').innerText();
  const id = /\/api\/devices\/sms-gateway\?device=(\d+)$/.exec(url)![1]!;
  expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  const secret = await setup.getByTestId('device-secret').innerText();
  expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
  await expectNoHorizontalOverflow(page);
  await axeClean(page);
  await page.screenshot({ path: testInfo.outputPath('device-added.png'), fullPage: true });

  await setup.getByRole('button', { name: /ซ่อนรหัสลับ/ }).click();
  await expect(page.getByTestId('device-setup')).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);
  const row = page.locator(`[data-device="${id}"]`);
  await expect(row).toContainText('SMS Gateway for Android');
  await expect(row).toContainText('ยังไม่เคยส่งข้อความ');
  await expect(row).toContainText('ใช้งาน');

  await row.getByRole('button', { name: 'พัก' }).click();
  await expect(row).toContainText('พักไว้');
  await expect(page.getByRole('status').filter({ hasText: `พักอุปกรณ์แล้ว (#${id})` })).toBeVisible();
  await row.getByRole('button', { name: 'เปิดใช้อีกครั้ง' }).click();
  await expect(row).toContainText('ใช้งาน');
  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'ยกเลิกถาวร' }).click();
  await expect(row).toContainText('ยกเลิกแล้ว');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('device-list.png'), fullPage: true });
});

test('a cashier has no device desk', async ({ page }, testInfo) => {
  await enrolledStaff(page, 'cashier', `devc-${testInfo.project.name}-${Math.floor(Math.random() * 1e6)}`);
  await expect(page.getByTestId('desk-tiles').getByRole('link', { name: /อุปกรณ์เงินเข้า/ })).toHaveCount(0);
  await page.goto('/admin/devices');
  await expect(page.getByText('จัดการอุปกรณ์แจ้งเตือนเงินเข้า')).toBeVisible();
  await expect(page.getByRole('button', { name: 'เพิ่มอุปกรณ์' })).toHaveCount(0);
});
