// Responsible play as a member does it, on the phone: set a daily loss limit,
// hit it with a lottery bill and read why; take a 24-hour time-out, land logged out on / and see
// log-in refused with the end date, then withdraw what is left from the log-in form; the play-time
// reminder after 60 minutes of a session.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, registerByApi, skipAnnouncements } from './helpers.ts';
import { roundToKeep } from './lotto-rounds.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import * as member from '../../src/contract/endpoints/account/member.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

async function tapNumber(page: Page, number: string): Promise<void> {
  const keypad = page.getByRole('group', { name: 'แป้นตัวเลข' });
  for (const digit of number) await keypad.getByRole('button', { name: digit, exact: true }).click();
}

test('set a loss limit, then a bill past it is refused with which limit and when it resets', async ({ page }, testInfo) => {
  await registerByApi(page.request, 'ใจเย็น วางแผนดี');
  // From the profile to the page.
  await page.goto('/member/profile');
  await page.getByTestId('profile-responsible').click();
  await expect(page).toHaveURL('/member/responsible');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('เล่นอย่างรับผิดชอบ');

  const loss = page.getByTestId('limit-loss');
  await expect(loss.getByTestId('limit-amount')).toHaveText('ไม่ได้ตั้งวงเงิน');
  await loss.getByLabel('วงเงินใหม่ (บาท)').fill('50');
  await loss.getByRole('button', { name: 'บันทึกวงเงิน' }).click();
  await expect(loss.getByTestId('limit-amount')).toHaveText('฿50.00');
  await expect(loss.getByTestId('limit-left')).toHaveText('฿50.00');
  // Raising waits 24 hours, and the page says when.
  await loss.getByLabel('วงเงินใหม่ (บาท)').fill('500');
  await loss.getByRole('button', { name: 'บันทึกวงเงิน' }).click();
  await expect(loss.getByTestId('limit-pending')).toContainText(/เปลี่ยนเป็น ฿500\.00 มีผล \d{1,2} \S+ 25\d\d/);
  await expect(loss.getByTestId('limit-amount')).toHaveText('฿50.00');
  await expectNoHorizontalOverflow(page);
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('[data-sonner-toaster]').analyze();
  expect(audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('responsible.png'), fullPage: true });

  // A bill of 6 lines x 10 baht = 60 is past the 50 limit.
  const round = await roundToKeep(page.request);
  await page.goto(`/lotto/${round.round_id}`);
  await page.getByRole('button', { name: '6 กลับ' }).click();
  await tapNumber(page, '135');
  await expect(page.getByTestId('bill-line')).toHaveCount(6);
  await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
  const refusal = page.getByTestId('bill-refusal');
  await expect(refusal).toContainText('เกินวงเงินเสียต่อวันที่ท่านตั้งไว้ 50 บาท');
  await expect(refusal).toContainText('เล่นได้อีก 50 บาท');
  await expect(refusal).toContainText(/วงเงินเริ่มนับใหม่ \d{1,2} \S+ 25\d\d เวลา 00:00 น\./);
  await expect(page.getByTestId('wallet-total')).toHaveText('฿1,000.00');
  await page.screenshot({ path: testInfo.outputPath('refused.png') });
});

test('a 24-hour time-out logs the member out, log-in is refused with the end date, what is left is withdrawn', async ({ page }) => {
  const { phone, password } = await registerByApi(page.request, 'พักสักวัน ใจดี');
  await page.goto('/member/responsible');
  await page.getByRole('radio', { name: '1 วัน' }).check();
  await page.getByRole('button', { name: 'เริ่มพักการเล่น' }).click();
  const dialog = page.getByRole('dialog', { name: 'ยืนยันการพักการเล่น' });
  await expect(dialog).toContainText('พักการเล่น 1 วัน');
  await dialog.getByRole('button', { name: 'ยืนยันพักการเล่น' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('wallet-total')).toHaveCount(0);
  // The old session is gone on the server too.
  expect((await page.request.post(member.wallets.path)).status()).toBe(401);

  await page.goto('/login');
  await page.getByLabel('เบอร์โทรศัพท์').fill(phone);
  await page.getByLabel('รหัสผ่าน').fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'พักการเล่น' })).toContainText(
    /เข้าสู่ระบบได้อีกครั้งหลัง \d{1,2} \S+ 25\d\d เวลา \d{2}:\d{2} น\./,
  );
  await expect(page).toHaveURL(/\/login/);
  // The money is still theirs: what is left goes to the registered account, without a session.
  const withdraw = page.getByTestId('break-withdraw');
  await withdraw.getByRole('button', { name: 'ถอนเงินคงเหลือทั้งหมดเข้าบัญชีที่ลงทะเบียน' }).click();
  await expect(withdraw.getByRole('status')).toHaveText('ส่งคำขอถอนเงินคงเหลือเข้าบัญชีที่ลงทะเบียนไว้แล้ว ทีมงานจะโอนให้โดยเร็ว');
  await expect(page).toHaveURL(/\/login/);
  expect((await page.request.post(member.wallets.path)).status()).toBe(401);
});

test('after 60 minutes of a session a reminder shows time played and the result; continue, then stop', async ({ page }, testInfo) => {
  await page.clock.install();
  await registerByApi(page.request, 'เวลา พอดี');
  const round = await roundToKeep(page.request);
  const bill = await page.request.post(lotto.billCreate.path, {
    data: { round_id: round.round_id, lines: [{ bet_type: 'two_top', number: '58', amount: 25 }] },
  });
  expect((await bill.json()).error).toBe(0);
  await page.goto('/');
  await expect(page.getByTestId('wallet-total')).toHaveText('฿975.00');
  await expect(page.getByTestId('session-reminder')).toHaveCount(0);

  await page.clock.fastForward('01:00:05');
  const reminder = page.getByRole('dialog', { name: 'เตือนเวลาเล่น' });
  await expect(reminder).toBeVisible();
  await expect(reminder.getByTestId('reminder-played')).toHaveText('1 ชั่วโมง 0 นาที');
  await expect(reminder.getByTestId('reminder-stake')).toHaveText('฿25.00');
  await expect(reminder.getByTestId('reminder-net')).toHaveText('-฿25.00');
  await page.screenshot({ path: testInfo.outputPath('reminder.png') });
  await reminder.getByRole('button', { name: 'เล่นต่อ' }).click();
  await expect(reminder).toBeHidden();

  // The next one 60 minutes after "continue", on whatever page the member is.
  await page.goto('/lotto/lobby');
  await page.clock.fastForward('30:00');
  await expect(page.getByTestId('session-reminder')).toHaveCount(0);
  await page.clock.fastForward('30:30');
  await expect(reminder).toBeVisible();
  await expect(reminder.getByTestId('reminder-played')).toHaveText(/^2 ชั่วโมง 0 นาที$/);
  await reminder.getByRole('button', { name: 'หยุดเล่น (ออกจากระบบ)' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('wallet-total')).toHaveCount(0);
});
