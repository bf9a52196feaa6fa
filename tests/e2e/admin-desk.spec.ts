// The money desk in Chromium, on a phone: a member's PromptPay deposit appears in the
// cashier's queue without a reload and, confirmed there, turns the member's open payment page to
// paid; a bank statement CSV uploaded by the cashier is matched to the one waiting request and
// confirmed in the desk's dialog; a withdrawal above the threshold is approved by a cashier, stays
// pending for the member, and is paid only when a supervisor (another person) gives the second
// approval; a waiting adjustment is approved by a second supervisor. Every step that moves money
// asks first in a dialog naming the member, the amount and the effect.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { totpCode } from '../support/totp.ts';
import { expectNoHorizontalOverflow, registerByApi, skipAnnouncements } from './helpers.ts';
import { operator } from './lotto-rounds.ts';

const PASSWORD = 'staff-pass-1';

/** A member of staff made from the command line, enrolled on their own page with the app's code. */
async function staffPage(browser: Browser, page: Page, role: string, tag: string): Promise<Page> {
  const name = `${role.slice(0, 4)}-${tag}-${Math.floor(Math.random() * 1e6)}`;
  const printed = operator('staff', 'add', name, role, '--by', 'e2e-setup');
  const link = printed.split('\n').find((line) => line.startsWith('/admin/enrol?token='))!;
  const context = await browser.newContext({ viewport: page.viewportSize()!, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const staff = await context.newPage();
  await staff.goto(link);
  const secret = (await staff.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await staff.getByLabel(/^ตั้งรหัสผ่าน/).fill(PASSWORD);
  await staff.getByLabel('ยืนยันรหัสผ่าน').fill(PASSWORD);
  await staff.getByLabel('รหัส 6 หลักจากแอป').fill(totpCode(secret, Date.now()));
  await staff.getByRole('button', { name: 'ยืนยันการลงทะเบียน' }).click();
  await expect(staff.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  return staff;
}

async function memberDeposit(page: Page): Promise<{ id: string; amount: string }> {
  await page.goto('/member/deposit');
  await page.getByTestId('deposit-channel').filter({ hasText: 'พร้อมเพย์' }).click();
  await page.getByLabel('จำนวนเงิน (บาท)').fill('437');
  await page.getByRole('button', { name: 'สร้างรายการฝาก' }).click();
  await expect(page).toHaveURL(/\/member\/payment\?id=\d+$/);
  const amount = (await page.getByTestId('payment-amount').textContent())!.slice(1);
  return { id: new URL(page.url()).searchParams.get('id')!, amount };
}

/** No serious or critical accessibility problem on the page as it stands. */
async function axeClean(page: Page): Promise<void> {
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
}

test.beforeEach(async ({ page }) => skipAnnouncements(page));

test("a member's PromptPay deposit appears in the queue by itself; confirmed there, the member's open page turns paid", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const cashier = await staffPage(browser, page, 'cashier', testInfo.project.name);
  await cashier.goto('/admin/deposits');
  await expect(cashier.getByTestId('deposit-count')).toBeVisible();

  await registerByApi(page.request, 'ฝาก หลังบ้าน');
  const { id, amount } = await memberDeposit(page);
  await expect(page.getByTestId('payment')).toHaveAttribute('data-status', 'pending');

  // No reload: the queue polls.
  const card = cashier.getByTestId(`deposit-${id}`);
  await expect(card).toBeVisible({ timeout: 6_000 });
  await expect(card.getByTestId('pay-amount')).toContainText(amount);
  await expect(cashier).toHaveTitle(/^\(\d+\) รายการฝาก/);
  await expectNoHorizontalOverflow(cashier);
  await axeClean(cashier);
  await cashier.screenshot({ path: testInfo.outputPath('deposit-queue.png'), fullPage: true });

  await card.getByRole('button', { name: 'ยืนยันรับเงิน' }).click();
  const dialog = cashier.getByRole('dialog', { name: 'ยืนยันรับเงิน' });
  await expect(dialog).toContainText(amount);
  await dialog.getByRole('button', { name: 'ยืนยัน เติมเครดิต' }).click();
  await expect(cashier.getByRole('status').filter({ hasText: `ยืนยันรายการฝาก #${id}` })).toBeVisible();
  await expect(card).toBeHidden();

  await expect(page.getByTestId('payment')).toHaveAttribute('data-status', 'paid', { timeout: 10_000 });
  const total = `฿${(1000 + Number(amount)).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(page.getByTestId('wallet-total')).toHaveText(total);
});

test('a bank statement CSV uploaded by the cashier: the line is matched to the one waiting request and confirmed in a dialog naming it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await registerByApi(page.request, 'ฝาก ตามสเตทเมนท์');
  const { id, amount } = await memberDeposit(page);
  const cashier = await staffPage(browser, page, 'cashier', testInfo.project.name);
  await cashier.goto('/admin/deposits');
  const now = new Date(Date.now() + 7 * 3600_000).toISOString();
  const csv = [
    'วันที่,เวลา,จำนวนเงิน',
    `${now.slice(0, 10)},${now.slice(11, 16)},${amount}`,
    `${now.slice(0, 10)},${now.slice(11, 16)},1.23`,
    'ไม่ใช่,บรรทัด,เงิน',
  ].join('\n');
  // The file comes in through the Thai button (the browser's own field would say "Choose File") into the box,
  // once the button is on (a file set before the island runs would reach nobody; setInputFiles does not wait).
  await expect(cashier.getByLabel('อัปโหลดไฟล์ CSV')).toBeEnabled();
  await cashier.getByLabel('อัปโหลดไฟล์ CSV').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(cashier.getByTestId('statement-text')).toHaveValue(csv);
  await cashier.getByRole('button', { name: 'ตรวจหารายการที่ตรงกัน' }).click();
  const lines = cashier.getByTestId('statement-lines').getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toHaveAttribute('data-outcome', 'matched');
  await expect(lines.nth(1)).toHaveAttribute('data-outcome', 'unmatched');
  await expect(lines.nth(2)).toHaveAttribute('data-outcome', 'invalid');
  await expect(lines.nth(2)).toContainText('อ่าน');
  await cashier.screenshot({ path: testInfo.outputPath('statement-match.png'), fullPage: true });
  await lines
    .nth(0)
    .getByRole('button', { name: `ยืนยันรายการ #${id}` })
    .click();
  // The tap asks first: the member, the amount and the credit it gives; cancelled, nothing moved.
  const dialog = cashier.getByRole('dialog', { name: 'ยืนยันรับเงินตามรายการเดินบัญชี' });
  await expect(dialog).toContainText(`#${id} ฝาก ตามสเตทเมนท์`);
  await expect(dialog.getByTestId('decision-effect')).toHaveText(`ระบบจะเติมเครดิต ฿${amount} ให้ ฝาก ตามสเตทเมนท์ ทันที`);
  await expectNoHorizontalOverflow(cashier);
  await cashier.screenshot({ path: testInfo.outputPath('statement-confirm-dialog.png') });
  await dialog.getByRole('button', { name: 'ยกเลิก' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('payment')).toHaveAttribute('data-status', 'pending');
  await lines
    .nth(0)
    .getByRole('button', { name: `ยืนยันรายการ #${id}` })
    .click();
  await dialog.getByRole('button', { name: 'ยืนยัน เติมเครดิต' }).click();
  await expect(lines.nth(0).getByRole('status')).toContainText(`#${id}`);
  await expect(page.getByTestId('payment')).toHaveAttribute('data-status', 'paid', { timeout: 10_000 });
});

test('a withdrawal above the threshold: the cashier approves first, the member still sees it pending, a supervisor pays it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { phone } = await registerByApi(page.request, 'ถอน สองคน');
  operator('credit', phone, '1', '24000', '--by', 'e2e-setup');
  await page.goto('/member/withdraw');
  await page.getByLabel('จำนวนเงิน (บาท)').fill('25000');
  await page.getByRole('button', { name: 'ยืนยันถอนเงิน' }).click();
  const request = page.getByTestId('withdraw-request').first();
  await expect(request).toContainText('฿25,000.00');

  const cashier = await staffPage(browser, page, 'cashier', testInfo.project.name);
  await cashier.goto('/admin/withdrawals');
  const card = cashier.locator('li[data-testid^="withdrawal-"]').filter({ hasText: 'ถอน สองคน' });
  await expect(card).toContainText('ต้องอนุมัติสองคน');
  await expect(card.getByTestId('bank-account')).toHaveText(/\d{10}/);
  await card.getByRole('button', { name: 'อนุมัติครั้งแรก' }).click();
  const dialog = cashier.getByRole('dialog', { name: 'อนุมัติรายการถอน' });
  await expect(dialog).toContainText('ถอน สองคน ฿25,000.00 ไปยัง');
  await expect(dialog.getByTestId('decision-effect')).toHaveText('บันทึกการอนุมัติครั้งแรก ยังไม่นับว่าจ่าย รอหัวหน้าหรือเจ้าของอีกคนอนุมัติครั้งที่สอง');
  await dialog.getByRole('button', { name: 'อนุมัติครั้งแรก' }).click();
  await expect(dialog.getByText('กรุณาระบุเลขอ้างอิงการโอน')).toBeVisible();
  await dialog.getByLabel('เลขอ้างอิงการโอน').fill('KB-778899');
  await dialog.getByRole('button', { name: 'อนุมัติครั้งแรก' }).click();
  await expect(cashier.getByRole('status').filter({ hasText: 'บันทึกการอนุมัติครั้งแรกแล้ว' })).toBeVisible();
  // A cashier cannot give the second approval.
  await expect(card.getByRole('button', { name: 'อนุมัติครั้งที่สอง' })).toBeDisabled();
  await cashier.screenshot({ path: testInfo.outputPath('withdrawal-first-approval.png'), fullPage: true });

  await page.reload();
  await expect(request).toHaveAttribute('data-status', 'pending');

  const supervisor = await staffPage(browser, page, 'supervisor', testInfo.project.name);
  await supervisor.goto('/admin/withdrawals');
  const theirs = supervisor.locator('li[data-testid^="withdrawal-"]').filter({ hasText: 'ถอน สองคน' });
  await theirs.getByRole('button', { name: 'อนุมัติครั้งที่สอง' }).click();
  const second = supervisor.getByRole('dialog', { name: 'อนุมัติรายการถอน' });
  await expect(second.getByTestId('decision-effect')).toHaveText('ยืนยันว่าโอน ฿25,000.00 ให้ ถอน สองคน แล้ว รายการนี้จะนับว่าจ่ายแล้ว');
  await expectNoHorizontalOverflow(supervisor);
  await supervisor.screenshot({ path: testInfo.outputPath('withdrawal-confirm-dialog.png') });
  await expect(second.getByLabel('เลขอ้างอิงการโอน')).toHaveValue('KB-778899');
  await second.getByRole('button', { name: 'อนุมัติครั้งที่สอง' }).click();
  await expect(supervisor.getByRole('status').filter({ hasText: 'บันทึกการจ่ายแล้ว' })).toBeVisible();
  await expect(theirs).toBeHidden();

  await page.reload();
  await expect(request).toHaveAttribute('data-status', 'paid');
});

test("support finds a member by phone, reads their page, and locks the account: the member's next tap logs them out", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const { phone } = await registerByApi(page.request, 'ล็อก บัญชีนี้');
  await page.goto('/member/deposit');
  const support = await staffPage(browser, page, 'support', testInfo.project.name);
  await support.goto('/admin/members');
  await support.getByLabel(/เบอร์โทร ชื่อ/).fill('x');
  await support.getByRole('button', { name: 'ค้นหา' }).click();
  await expect(support.getByRole('alert')).toContainText('อย่างน้อย 2 ตัวอักษร');
  await support.getByLabel(/เบอร์โทร ชื่อ/).fill(phone);
  await support.getByRole('button', { name: 'ค้นหา' }).click();
  await support
    .getByTestId('member-hits')
    .getByRole('link', { name: /ล็อก บัญชีนี้/ })
    .click();
  await expect(support.getByTestId('member-profile')).toContainText(phone);
  // Support reads, never adjusts money.
  await expect(support.getByRole('button', { name: 'ปรับยอดเงิน' })).toHaveCount(0);
  await support.getByRole('radio', { name: 'เซสซั่น' }).click();
  await expect(support.getByText('ใช้งานอยู่')).toBeVisible();
  await expectNoHorizontalOverflow(support);
  await axeClean(support);
  await support.screenshot({ path: testInfo.outputPath('member-page.png'), fullPage: true });

  await support.getByRole('button', { name: 'ระงับบัญชี' }).click();
  const dialog = support.getByRole('dialog', { name: 'ระงับบัญชี' });
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(dialog.getByText('กรุณาระบุเหตุผล')).toBeVisible();
  await dialog.getByLabel(/เหตุผล/).fill('สงสัยบัญชีถูกใช้โดยผู้อื่น');
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(support.getByRole('status')).toContainText('ระงับบัญชีแล้ว');
  await expect(support.getByTestId('member-profile')).toContainText('ถูกระงับ: สงสัยบัญชีถูกใช้โดยผู้อื่น');

  await page.goto('/member/deposit');
  await expect(page).toHaveURL(/\/login/);
});

test('an adjustment above the second-approval setting: the second supervisor is asked before ฿25,000 moves', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { phone } = await registerByApi(page.request, 'ปรับ ยอดใหญ่');
  const asker = await staffPage(browser, page, 'supervisor', `ask-${testInfo.project.name}`);
  await asker.goto('/admin/members');
  await asker.getByLabel(/เบอร์โทร ชื่อ/).fill(phone);
  await asker.getByRole('button', { name: 'ค้นหา' }).click();
  await asker
    .getByTestId('member-hits')
    .getByRole('link', { name: /ปรับ ยอดใหญ่/ })
    .click();
  const memberUrl = asker.url();
  await asker.getByRole('button', { name: 'ปรับยอดเงิน' }).click();
  const ask = asker.getByRole('dialog', { name: 'ปรับยอดเงิน' });
  await ask.getByLabel('จำนวนเงิน (บาท)').fill('25000');
  await ask.getByLabel(/เหตุผล/).fill('ชดเชยระบบขัดข้อง');
  await ask.getByRole('button', { name: 'บันทึก' }).click();
  await expect(asker.getByTestId('adjustments-waiting')).toContainText('฿25,000.00');

  const approver = await staffPage(browser, page, 'supervisor', `ok-${testInfo.project.name}`);
  await approver.goto(memberUrl);
  const wallets = approver.getByTestId('member-wallets');
  const before = (await wallets.textContent())!;
  const waiting = approver.getByTestId('adjustments-waiting');
  // One tap on อนุมัติ moves nothing: the dialog names the member, the amount and the effect.
  await waiting.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  const dialog = approver.getByRole('dialog', { name: 'อนุมัติการปรับยอด' });
  await expect(dialog.getByTestId('decision-summary')).toContainText('ปรับ ยอดใหญ่ · เครดิตหลัก ฿25,000.00');
  await expect(dialog.getByTestId('decision-effect')).toHaveText('เพิ่ม ฿25,000.00 เข้าเครดิตหลัก ของ ปรับ ยอดใหญ่ ทันที');
  await expectNoHorizontalOverflow(approver);
  await axeClean(approver);
  await approver.screenshot({ path: testInfo.outputPath('adjustment-confirm-dialog.png') });
  await dialog.getByRole('button', { name: 'ยกเลิก' }).click();
  await approver.reload();
  await expect(wallets).toHaveText(before);
  await expect(waiting).toContainText('฿25,000.00');

  await waiting.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await dialog.getByRole('button', { name: 'ยืนยัน เพิ่มเงิน' }).click();
  await expect(approver.getByRole('status')).toBeVisible();
  await expect(approver.getByTestId('adjustments-waiting')).toHaveCount(0);
  await expect(wallets).toContainText('฿26,000.00'); // the new member's ฿1,000 and the adjustment
});
