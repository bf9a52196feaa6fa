// The member's inbox (issue 27): the bell in the header counts the unread messages from the first
// paint; when the operator confirms a deposit and rejects another, the count rises and the inbox
// tells the amount and the reason; a message tapped is read, "read all" clears the count.
import { expect, test } from '@playwright/test';
import { registerByApi, skipAnnouncements } from './helpers.ts';
import { operator } from './lotto-rounds.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

test('the bell counts what happened to the money; the inbox tells it and marks it read', async ({ page }, testInfo) => {
  await registerByApi(page.request, 'กล่อง ข้อความ');
  await page.goto('/');
  const bell = page.getByRole('banner').getByRole('button', { name: /^กล่องข้อความ/ });
  await expect(bell).toBeVisible();
  // The operator's announcements arrive as the member's first messages.
  const before = Number(/ยังไม่อ่าน (\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

  // Two deposits asked on the deposit page: one confirmed, one rejected by the operator.
  const ids: string[] = [];
  for (const amount of ['300', '150']) {
    await page.goto('/member/deposit');
    await page.getByLabel('จำนวนเงิน (บาท)').fill(amount);
    await page.getByRole('button', { name: 'สร้างรายการฝาก' }).click();
    await expect(page).toHaveURL(/\/member\/payment\?id=\d+$/);
    ids.push(new URL(page.url()).searchParams.get('id')!);
    if (ids.length === 1) expect(operator('confirm', ids[0]!, '--by', 'e2e')).toMatch(/paid/);
  }
  expect(operator('reject-deposit', ids[1]!, 'ไม่พบยอดโอนเข้าบัญชี', '--by', 'e2e')).toMatch(/rejected/);

  await page.goto('/');
  await expect(bell).toHaveAccessibleName(`กล่องข้อความ ยังไม่อ่าน ${before + 2}`);
  await bell.click();
  const inbox = page.getByRole('dialog', { name: 'กล่องข้อความ' });
  const paid = inbox.getByRole('button', { name: /^ฝากเงิน 300\.\d\d บาท สำเร็จ$/ });
  const rejected = inbox.getByRole('button', { name: /^รายการฝากเงิน 150\.\d\d บาท ไม่สำเร็จ$/ });
  await expect(paid).toContainText('ใหม่');
  await expect(rejected).toContainText('เหตุผล: ไม่พบยอดโอนเข้าบัญชี');
  await page.screenshot({ path: testInfo.outputPath('inbox.png') });

  await paid.click();
  await expect(paid).not.toContainText('ใหม่');
  await expect(bell).toHaveAccessibleName(`กล่องข้อความ ยังไม่อ่าน ${before + 1}`);
  await inbox.getByRole('button', { name: 'อ่านทั้งหมดแล้ว' }).click();
  await expect(rejected).not.toContainText('ใหม่');
  await expect(bell).toHaveAccessibleName('กล่องข้อความ');
  await inbox.getByRole('button', { name: 'ปิด', exact: true }).click();
  await expect(inbox).toBeHidden();
  await page.reload();
  await expect(bell).toHaveAccessibleName('กล่องข้อความ');
});
