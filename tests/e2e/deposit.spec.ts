// Deposits as a member makes them, on the phone: from the header's deposit
// button, a PromptPay deposit whose QR on screen decodes to the platform's payload (agent's
// PromptPay id, the exact unique amount); the operator confirms it from the command line and the
// page flips to paid with the header's balance risen, without a reload. A bank transfer shows the
// deposit notice dialog and the account; the operator rejects it and the member reads why.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { anyId } from 'promptparse/validate';
import { expectNoHorizontalOverflow, islandsHydrated, registerByApi, skipAnnouncements } from './helpers.ts';
import { operator } from './lotto-rounds.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

/** What a phone's camera would read from the QR on screen. */
async function scan(qr: Locator): Promise<string | null> {
  const png = PNG.sync.read(await qr.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

test('a PromptPay deposit: the QR on screen pays the exact amount; confirmed by the operator, the header rises without a reload', async ({
  page,
}, testInfo) => {
  await registerByApi(page.request, 'ฝากเงิน พร้อมเพย์');
  await page.goto('/');
  await expect(page.getByTestId('wallet-total')).toHaveText('฿1,000.00');
  await page.getByRole('link', { name: 'ฝากเงิน' }).first().click();
  await expect(page).toHaveURL('/member/deposit');

  await page.getByTestId('deposit-channel').filter({ hasText: 'พร้อมเพย์' }).click();
  await expect(page.getByTestId('deposit-account')).toHaveCount(1);
  // Bad input first: under the minimum is refused in Thai, and nothing is made.
  await page.getByLabel('จำนวนเงิน (บาท)').fill('10');
  await page.getByRole('button', { name: 'สร้างรายการฝาก' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ฝากเงินขั้นต่ำครั้งละ 20 บาท' })).toBeVisible();
  await page.getByRole('button', { name: '300', exact: true }).click();
  await page.getByRole('button', { name: 'สร้างรายการฝาก' }).click();
  await expect(page).toHaveURL(/\/member\/payment\?id=\d+$/);
  const id = new URL(page.url()).searchParams.get('id')!;

  const payment = page.getByTestId('payment');
  await expect(payment).toHaveAttribute('data-status', 'pending');
  const amount = (await page.getByTestId('payment-amount').textContent())!;
  expect(amount).toMatch(/^฿300\.\d\d$/);
  await expect(page.getByTestId('payment-countdown')).toHaveText(/^1[45]:\d\d$/);
  const qr = page.getByTestId('payment-qr');
  const payload = await qr.getAttribute('data-payload');
  expect(await scan(qr)).toBe(payload);
  expect(anyId(payload!)).toEqual({ type: 'MSISDN', target: '0899999999', amount: Number(amount.slice(1)) });
  await expectNoHorizontalOverflow(page);
  await islandsHydrated(page);
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('[data-sonner-toaster]').analyze();
  expect(audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('payment-qr.png'), fullPage: true });

  // The operator sees the payment and confirms it; the open page follows on its own.
  expect(operator('deposits')).toContain(amount.slice(1));
  expect(operator('confirm', id, '--by', 'e2e')).toMatch(/paid/);
  await expect(payment).toHaveAttribute('data-status', 'paid', { timeout: 10_000 });
  const total = `฿${(1000 + Number(amount.slice(1))).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(page.getByTestId('wallet-total')).toHaveText(total);
  await expect(page.getByTestId('payment-total')).toContainText(total);
  // A second confirmation changes nothing.
  expect(() => operator('confirm', id)).toThrow();
  await page.screenshot({ path: testInfo.outputPath('payment-paid.png'), fullPage: true });

  await page.goto('/member/deposit');
  await expect(page.getByTestId('deposit-row').first()).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('wallet-total')).toHaveText(total);
});

test('a bank transfer: the deposit notice with a copy button, the account to pay, and the reason of a rejection', async ({ page }) => {
  await registerByApi(page.request, 'ฝากเงิน โอนธนาคาร');
  await page.goto('/member/deposit');
  const account = page.getByTestId('deposit-account').first();
  await account.getByRole('button', { name: 'ดูข้อมูลบัญชี' }).click();
  const notice = page.getByRole('dialog', { name: 'แจ้งข้อมูลบัญชีฝากเงิน' });
  await expect(notice.getByTestId('deposit-notice-number')).toHaveText('0591234567');
  await expect(notice.getByRole('button', { name: 'คัดลอก 0591234567' })).toBeVisible();
  await notice.getByRole('button', { name: 'ปิด' }).click();
  await expect(notice).toBeHidden();

  await page.getByLabel('จำนวนเงิน (บาท)').fill('150.50');
  await page.getByRole('button', { name: 'สร้างรายการฝาก' }).click();
  await expect(page).toHaveURL(/\/member\/payment\?id=\d+$/);
  const id = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByTestId('payment-amount')).toHaveText(/^฿150\.5\d$/);
  await expect(page.getByTestId('payment-account')).toContainText('0591234567');
  await expect(page.getByTestId('payment-qr')).toHaveCount(0);

  expect(operator('reject-deposit', id, 'ไม่พบยอดโอนเข้าบัญชี', '--by', 'e2e')).toMatch(/rejected/);
  await expect(page.getByTestId('payment')).toHaveAttribute('data-status', 'rejected', { timeout: 10_000 });
  await expect(page.getByTestId('payment-reason')).toHaveText('เหตุผล: ไม่พบยอดโอนเข้าบัญชี');
  await expect(page.getByTestId('wallet-total')).toHaveText('฿1,000.00');
});

test('a deep link to the payment page while logged out asks to log in first', async ({ page }) => {
  await page.goto('/member/payment?id=1');
  await expect(page).toHaveURL(/\/login/);
});

test('a waiting deposit comes first: no new request cancels it behind the member; cancelling warns not to transfer again', async ({
  page,
}) => {
  await registerByApi(page.request, 'ฝากเงิน รอชำระ');
  await page.goto('/member/deposit');
  await page.getByLabel('จำนวนเงิน (บาท)').fill('500');
  await page.getByRole('button', { name: 'สร้างรายการฝาก' }).click();
  await expect(page).toHaveURL(/\/member\/payment\?id=\d+$/);
  const first = new URL(page.url()).searchParams.get('id')!;
  const amount = (await page.getByTestId('payment-amount').textContent())!;

  // Back on the deposit page the waiting request stands where the form was: pay it or cancel it.
  await page.goto('/member/deposit');
  const waiting = page.getByTestId('deposit-waiting');
  await expect(waiting.getByRole('heading', { name: 'มีรายการฝากรอชำระอยู่' })).toBeVisible();
  await expect(waiting.getByTestId('deposit-waiting-amount')).toHaveText(amount);
  await expect(page.getByRole('button', { name: 'สร้างรายการฝาก' })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await waiting.getByRole('link', { name: 'ไปชำระรายการนี้' }).click();
  await expect(page).toHaveURL(`/member/payment?id=${first}`);
  await expect(page.getByTestId('payment')).toHaveAttribute('data-status', 'pending');

  await page.goto('/member/deposit');
  await page.getByRole('button', { name: 'ยกเลิกรายการนี้' }).click();
  const dialog = page.getByRole('dialog', { name: `ยกเลิกรายการฝาก #${first}?` });
  await expect(dialog.getByRole('alert')).toContainText(`ถ้าท่านโอน ${amount} ตามรายการนี้ไปแล้ว อย่ายกเลิก และห้ามโอนยอดนี้ซ้ำอีกครั้ง`);
  // Changing one's mind keeps it waiting.
  await dialog.getByRole('button', { name: 'ไม่ยกเลิก กลับไปชำระ' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('deposit-waiting')).toBeVisible();
  await page.getByRole('button', { name: 'ยกเลิกรายการนี้' }).click();
  await dialog.getByRole('button', { name: 'ยืนยันยกเลิกรายการ' }).click();
  await expect(page.getByTestId('deposit-waiting')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `ยกเลิกรายการฝาก #${first} แล้ว` })).toBeVisible();
  await expect(page.getByTestId('deposit-row').first()).toHaveAttribute('data-status', 'cancelled');
  // The operator still finds it by the exact amount a late transfer would carry.
  expect(operator('find-deposit', amount.slice(1))).toMatch(new RegExp(`^${first}\\tcancelled\\t`, 'm'));

  // Only now a new request is made, and it is a new one.
  await page.getByLabel('จำนวนเงิน (บาท)').fill('200');
  await page.getByRole('button', { name: 'สร้างรายการฝาก' }).click();
  await expect(page).toHaveURL(/\/member\/payment\?id=\d+$/);
  expect(new URL(page.url()).searchParams.get('id')).not.toBe(first);
  // On the payment page too, cancelling asks first; cancelled, the page says what to do.
  await page.getByRole('button', { name: 'ยกเลิกรายการนี้' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'ยืนยันยกเลิกรายการ' }).click();
  await expect(page.getByTestId('payment')).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByTestId('payment-closed')).toContainText('อย่าโอนซ้ำ');
});
