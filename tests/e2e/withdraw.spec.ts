// Withdrawing as a member would: the page shows the registered account masked, a withdrawal takes
// the amount off the header's balance at once and shows pending; the operator rejects it, and after
// a reload the request says why and the money is back. The form's messages follow the amount typed
// now (below the minimum: said before sending; a refusal goes once the amount changes). A member
// with a backup account picks it, and the cashier's queue shows that account in full. A visitor is
// sent to log in first.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs, newBankAccount, registerByApi, skipAnnouncements, expectNoHorizontalOverflow } from './helpers.ts';
import { operator } from './lotto-rounds.ts';
import { enrolledStaff } from './staff.ts';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as withdrawals from '../../src/contract/endpoints/money/withdrawals.ts';

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
}, testInfo) => {
  const member = await registerByApi(request);
  operator('bonus', member.phone, '50', '4', '--by', 'e2e');
  await loginAs(page, member.phone, member.password);
  await expect(page.getByTestId('wallet-total')).toHaveText('฿1,050.00');

  await page.getByRole('button', { name: 'เปิดเมนูนำทาง' }).click();
  await page.getByRole('complementary', { name: 'เมนู' }).getByRole('link', { name: 'ถอนเงิน' }).click();
  await expect(page).toHaveURL('/member/withdraw');
  await expect(page.getByRole('heading', { name: 'ถอนเงิน', level: 1 })).toBeVisible();
  await expect(page.getByTestId('withdraw-account-number')).toHaveText(/^xxx-x-x\d{4}-x$/);
  // One account: nothing to pick; the backup one is offered where it is added.
  await expect(page.getByTestId('withdraw-account').getByRole('radio')).toHaveCount(0);
  await expect(page.getByText('บัญชีหลักเปลี่ยนเองไม่ได้ ติดต่อแอดมินหากบัญชีไม่ถูกต้อง')).toBeVisible();
  await expect(page.getByTestId('withdraw-backup-link')).toHaveText('เพิ่มบัญชีสำรองเพื่อรับเงินถอน');
  await expect(page.getByTestId('withdraw-backup-link')).toHaveAttribute('href', '/member/profile');
  const wallets = page.getByTestId('withdraw-wallet');
  await expect(wallets.nth(1).getByTestId('withdraw-wallet-note')).toHaveText('ต้องทำยอดเทิร์นอีก ฿200.00 (ทำแล้ว ฿0.00 จาก ฿200.00)');
  await expect(wallets.nth(1).getByRole('radio')).toBeDisabled();
  await expect(wallets.nth(2).getByTestId('withdraw-wallet-note')).toHaveText('เครดิตฟรีใช้เล่นได้อย่างเดียว ถอนไม่ได้');
  await expect(wallets.nth(0).getByRole('radio')).toBeChecked();
  await expectNoHorizontalOverflow(page);
  await audit(page);

  // Below the minimum: the form says so, naming it, before anything is sent.
  const amount = page.getByLabel('จำนวนเงิน (บาท)');
  const send = page.getByRole('button', { name: 'ยืนยันถอนเงิน' });
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === withdrawals.withdraw.path) sent += 1;
  });
  await amount.fill('99.99');
  await expect(page.getByTestId('field-error')).toHaveText('ถอนเงินขั้นต่ำครั้งละ 100 บาท');
  await expect(send).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('withdraw-under-min.png') });
  await amount.press('Enter');
  await amount.fill('100');
  await expect(page.getByTestId('field-error')).toBeHidden();
  await expect(send).toBeEnabled();
  expect(sent).toBe(0);

  // More than the wallet holds: the platform's refusal, which goes once the amount changes.
  await amount.fill('1000.01');
  await send.click();
  const refusal = page.getByRole('alert').filter({ hasText: 'ยอดเงินในกระเป๋าไม่พอถอน ถอนได้สูงสุด 1,000 บาท' });
  await expect(refusal).toBeVisible();
  await expect(page.getByTestId('wallet-total')).toHaveText('฿1,050.00');
  await amount.fill('250.50');
  await expect(refusal).toBeHidden();
  await expect(page.getByTestId('field-error')).toBeHidden();
  expect(sent).toBe(1);

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

test('a member with a backup account picks it; the cashier’s queue shows that account in full to pay', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const { phone } = await registerByApi(page.request, 'มานี มีเงิน');
  // The backup account, added as the profile page does: the code sent to the phone, then the account.
  const backup = newBankAccount();
  expect((await (await page.request.post(auth.subBankCode.path, { data: {} })).json()).error).toBe(0);
  const [newest] = operator('outbox', phone).trim().split('\n');
  const code = /\b(\d{6})\b/.exec(newest!)![1]!;
  const saved = await page.request.post(auth.updateSubBank.path, { data: { bank_code: 'BBL', bank_account: backup, code } });
  expect((await saved.json()).error).toBe(0);

  await page.goto('/member/withdraw');
  const accounts = page.getByTestId('withdraw-account');
  await expect(accounts).toHaveCount(2);
  await expect(accounts.nth(0).getByRole('radio')).toBeChecked();
  const backupCard = page.locator('[data-testid="withdraw-account"][data-account="backup"]');
  await expect(backupCard).toContainText('บัญชีสำรอง');
  await expect(backupCard).toContainText('ธนาคารกรุงเทพ');
  await expect(backupCard).toContainText('มานี มีเงิน');
  await expect(backupCard.getByTestId('withdraw-account-number')).toHaveText(`xxx-x-x${backup.slice(5, 9)}-x`);
  await expect(page.getByTestId('withdraw-backup-link')).toHaveText('เปลี่ยนบัญชีสำรอง');
  await expectNoHorizontalOverflow(page);
  await backupCard.getByRole('radio').check();
  await expect(backupCard.getByRole('radio')).toBeChecked();
  await page.getByLabel('จำนวนเงิน (บาท)').fill('300');
  await page.getByRole('button', { name: 'ยืนยันถอนเงิน' }).click();
  const request = page.getByTestId('withdraw-request').first();
  await expect(request).toContainText('฿300.00');
  await expect(request).toContainText(`บัญชีสำรอง ธนาคารกรุงเทพ xxx-x-x${backup.slice(5, 9)}-x`);
  await page.screenshot({ path: testInfo.outputPath('withdraw-backup.png'), fullPage: true });

  const context = await browser.newContext({ viewport: page.viewportSize()!, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const cashier = await context.newPage();
  await enrolledStaff(cashier, 'cashier', `cash-backup-${testInfo.project.name}-${Math.floor(Math.random() * 1e6)}`);
  await cashier.goto('/admin/withdrawals');
  const card = cashier.locator('li[data-testid^="withdrawal-"]').filter({ hasText: backup });
  const account = card.getByTestId('bank-account');
  await expect(account).toHaveAttribute('data-account', 'backup');
  await expect(account).toContainText('บัญชีสำรอง');
  await expect(account).toContainText(`ธนาคารกรุงเทพ ${backup}`);
  await expect(account).toContainText('ชื่อบัญชี มานี มีเงิน');
  await cashier.screenshot({ path: testInfo.outputPath('withdrawal-queue-backup.png'), fullPage: true });
  await context.close();
});

test('a visitor opening the withdraw page is asked to log in first', async ({ page }) => {
  await page.goto('/member/withdraw');
  await expect(page).toHaveURL(/\/login\?next=%2Fmember%2Fwithdraw$/);
});
