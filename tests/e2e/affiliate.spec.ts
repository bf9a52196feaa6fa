// Affiliate as members use it, on the phone: a member shares the referral link,
// a friend registers through it (the code filled and kept), the friend bets, the member sees the
// friend in the network with the commission and redeems it into the main wallet.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  adultBirthDate,
  confirmPhoneInForm,
  pickThaiDate,
  expectNoHorizontalOverflow,
  islandsHydrated,
  newBankAccount,
  newPhone,
  registerByApi,
  skipAnnouncements,
} from './helpers.ts';
import { roundToKeep } from './lotto-rounds.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

async function tapNumber(page: Page, number: string): Promise<void> {
  const keypad = page.getByRole('group', { name: 'แป้นตัวเลข' });
  for (const digit of number) await keypad.getByRole('button', { name: digit, exact: true }).click();
}

test('a friend registers through the referral link and bets; the member sees the commission and redeems it', async ({
  page,
  browser,
}, testInfo) => {
  await registerByApi(page.request, 'ชวน เพื่อน');
  await page.goto('/affiliate');
  const code = (await page.getByTestId('affiliate-code').textContent())!.trim();
  const link = (await page.getByTestId('affiliate-link').textContent())!.trim();
  expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/register\\?ref=${code}$`));
  await expect(page.getByRole('img', { name: 'QR ของลิงก์สมัคร' }).locator('svg')).toBeVisible();
  await expect(page.getByTestId('affiliate-available')).toHaveText('฿0.00');
  await expect(page.getByRole('button', { name: 'รับค่าแนะนำเข้ากระเป๋าหลัก' })).toBeDisabled();
  await expectNoHorizontalOverflow(page);
  await islandsHydrated(page);
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('[data-sonner-toaster]').analyze();
  expect(audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);

  // The friend, in a browser of their own, opens the link.
  const friendContext = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  const friend = await friendContext.newPage();
  await skipAnnouncements(friend);
  await friend.goto(link);
  const refField = friend.getByLabel('รหัสผู้แนะนำ (ถ้ามี)');
  await expect(refField).toHaveValue(code);
  await expect(refField).toHaveAttribute('readonly', '');
  const friendPhone = newPhone();
  await friend.getByLabel('เบอร์โทรศัพท์').fill(friendPhone);
  await confirmPhoneInForm(friend, friendPhone);
  await friend.getByLabel('รหัสผ่าน', { exact: true }).fill('friend-pass-1');
  await friend.getByLabel('ยืนยันรหัสผ่าน').fill('friend-pass-1');
  await friend.getByLabel('ชื่อ-นามสกุล').fill('เพื่อน ใหม่ใจดี');
  await friend.getByRole('combobox', { name: /^ธนาคาร/ }).selectOption('KBANK');
  await friend.getByLabel('เลขที่บัญชี').fill(newBankAccount());
  await pickThaiDate(friend, 'วันเกิด', adultBirthDate());
  await friend.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await expect(friend.getByTestId('wallet-total')).toHaveText('฿1,000.00');

  // The friend bets 6 lines x 50 baht.
  const round = await roundToKeep(friend.request);
  await friend.goto(`/lotto/${round.round_id}`);
  await friend.getByRole('button', { name: '6 กลับ' }).click();
  await tapNumber(friend, '579');
  await friend.getByRole('textbox', { name: 'ใส่ราคาเท่ากันทั้งหมด' }).fill('50');
  await friend.getByRole('button', { name: 'ใส่ราคา', exact: true }).click();
  await expect(friend.getByTestId('bill-total')).toHaveText(/300\.00/);
  await friend.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
  await friend.getByRole('dialog', { name: 'ยืนยันโพย' }).getByRole('button', { name: 'ยืนยันแทง' }).click();
  await expect(friend.getByTestId('bill-placed')).toBeVisible();
  await friendContext.close();

  // 0.5% of 300 baht, redeemed into the main wallet once.
  await page.reload();
  await expect(page.getByTestId('affiliate-network')).toContainText('฿300.00');
  await expect(page.getByTestId('affiliate-available')).toHaveText('฿1.50');
  await page.getByRole('button', { name: 'รับค่าแนะนำเข้ากระเป๋าหลัก' }).click();
  await expect(page.getByTestId('affiliate-transactions')).toContainText('+฿1.50');
  await expect(page.getByTestId('affiliate-available')).toHaveText('฿0.00');
  await expect(page.getByTestId('wallet-total')).toHaveText('฿1,001.50');
  await expect(page.getByRole('button', { name: 'รับค่าแนะนำเข้ากระเป๋าหลัก' })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('affiliate.png'), fullPage: true });
});
