// Withdrawing as a member would: the page shows the registered account masked, a withdrawal takes
// the amount off the header's balance at once and shows pending; the operator rejects it, and after
// a reload the request says why and the money is back. A visitor is sent to log in first.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs, registerByApi, skipAnnouncements, expectNoHorizontalOverflow } from './helpers.ts';
import { operator } from './lotto-rounds.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

/** No serious axe finding on the page (toasts are left to their own tests, as elsewhere). */
async function audit(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('[data-sonner-toaster]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a member withdraws to the registered account; the operator rejects it and the money comes back', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  const member = await registerByApi(request);
  operator('bonus', member.phone, '50', '4', '--by', 'e2e');
  await loginAs(page, member.phone, member.password);
  await expect(page.getByTestId('wallet-total')).toHaveText('฿1,050.00');

  if (isMobile) {
    await page.getByRole('button', { name: 'เปิดเมนูนำทาง' }).click();
    await page.getByRole('complementary', { name: 'เมนู' }).getByRole('link', { name: 'ถอนเงิน' }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'ถอนเงิน', exact: true }).click();
  }
  await expect(page).toHaveURL('/member/withdraw');
  await expect(page.getByRole('heading', { name: 'ถอนเงิน', level: 1 })).toBeVisible();
  await expect(page.getByTestId('withdraw-account-number')).toHaveText(/^xxx-x-x\d{4}-x$/);
  const wallets = page.getByTestId('withdraw-wallet');
  await expect(wallets.nth(1).getByTestId('withdraw-wallet-note')).toHaveText('ต้องทำยอดเทิร์นอีก ฿200.00 (ทำแล้ว ฿0.00 จาก ฿200.00)');
  await expect(wallets.nth(1).getByRole('radio')).toBeDisabled();
  await expect(wallets.nth(2).getByTestId('withdraw-wallet-note')).toHaveText('เครดิตฟรีใช้เล่นได้อย่างเดียว ถอนไม่ได้');
  await expect(wallets.nth(0).getByRole('radio')).toBeChecked();
  await expectNoHorizontalOverflow(page);
  await audit(page);

  // Below the minimum: refused in Thai, nothing moves.
  const amount = page.getByLabel('จำนวนเงิน (บาท)');
  await amount.fill('50');
  await page.getByRole('button', { name: 'ยืนยันถอนเงิน' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ถอนเงินขั้นต่ำครั้งละ 100 บาท' })).toBeVisible();
  await expect(page.getByTestId('wallet-total')).toHaveText('฿1,050.00');

  await amount.fill('250.50');
  await page.getByRole('button', { name: 'ยืนยันถอนเงิน' }).click();
  await expect(page.getByTestId('wallet-total')).toHaveText('฿799.50');
  const requests = page.getByTestId('withdraw-request');
  await expect(requests).toHaveCount(1);
  await expect(requests.first()).toHaveAttribute('data-status', 'pending');
  await expect(requests.first().getByTestId('withdraw-status')).toHaveText('รอดำเนินการ');
  await expect(requests.first()).toContainText('฿250.50');
  await expect(page.getByTestId('withdraw-pending')).toHaveText('รอดำเนินการ 1/5 รายการ');
  await expect(amount).toHaveValue('');
  await page.screenshot({ path: testInfo.outputPath('withdraw-pending.png'), fullPage: true });

  // The operator finds it by the member's phone and rejects it.
  const line = operator('withdrawals')
    .split('\n')
    .find((row) => row.includes(member.phone));
  expect(line).toBeTruthy();
  const id = line!.split('\t')[0]!;
  expect(operator('reject', id, 'ชื่อบัญชีไม่ตรง', '--by', 'e2e')).toMatch(/rejected/);

  await page.reload();
  await expect(requests.first()).toHaveAttribute('data-status', 'rejected');
  await expect(requests.first().getByTestId('withdraw-status')).toHaveText('ปฏิเสธ');
  await expect(requests.first().getByTestId('withdraw-reason')).toHaveText('เหตุผล: ชื่อบัญชีไม่ตรง · คืนเงินเข้ากระเป๋าแล้ว');
  await expect(page.getByTestId('wallet-total')).toHaveText('฿1,050.00');
  await expect(page.getByTestId('withdraw-pending')).toHaveText('รอดำเนินการ 0/5 รายการ');
  await page.screenshot({ path: testInfo.outputPath('withdraw-rejected.png'), fullPage: true });
});

test('a visitor opening the withdraw page is asked to log in first', async ({ page }) => {
  await page.goto('/member/withdraw');
  await expect(page).toHaveURL(/\/login\?next=%2Fmember%2Fwithdraw$/);
});
