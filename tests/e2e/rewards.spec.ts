// Rewards as a member uses them, on the phone: stamp today's check-in (the
// day is marked, the points arrive, a second stamp is impossible); redeem a demo coupon from
// docs/api.md (the header's total rises by the free credit without a reload), then the same code again
// and an unknown one, each with its own message; the cashback page shows yesterday's figures;
// finish today's check-in quest and redeem it; buy a wheel spin in the point shop.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, islandsHydrated, registerByApi, skipAnnouncements } from './helpers.ts';
import { operator } from './lotto-rounds.ts';
import * as member from '../../src/contract/endpoints/account/member.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

async function expectAccessible(page: Page): Promise<void> {
  await expectNoHorizontalOverflow(page);
  await islandsHydrated(page);
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('[data-sonner-toaster]').analyze();
  expect(audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
}

test("stamp today's check-in: day 1 is marked, 10 points arrive, and today cannot be stamped twice", async ({ page }, testInfo) => {
  await registerByApi(page.request, 'เช็คอิน ทุกวัน');
  await page.goto('/checkin');
  const days = page.getByTestId('checkin-day');
  await expect(days).toHaveCount(7);
  await expect(days.first()).toHaveAttribute('aria-current', 'date');
  await expect(days.first()).toHaveAttribute('data-stamped', 'false');
  await expect(days.last()).toContainText('เครดิตฟรี ฿20.00');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'เช็คอินวันนี้' }).click();
  await expect(days.first()).toHaveAttribute('data-stamped', 'true');
  await expect(days.first()).toContainText('รับแล้ว');
  await expect(page.getByRole('button', { name: 'เช็คอินวันนี้แล้ว กลับมาใหม่พรุ่งนี้' })).toBeDisabled();
  expect((await (await page.request.post(member.points.path)).json()).data.point).toBe(10);
  await page.screenshot({ path: testInfo.outputPath('checkin.png'), fullPage: true });

  // After a reload the server draws the same card.
  await page.reload();
  await expect(days.first()).toHaveAttribute('data-stamped', 'true');
  await expect(page.getByRole('button', { name: 'เช็คอินวันนี้แล้ว กลับมาใหม่พรุ่งนี้' })).toBeDisabled();
});

test('redeem a demo coupon: free credit in the header at once; the same code again and an unknown one are refused', async ({ page }) => {
  await registerByApi(page.request, 'คูปอง โชคดี');
  await page.goto('/member/coupon');
  await expect(page.getByTestId('wallet-total')).toHaveText('฿1,000.00');
  const code = page.getByLabel('รหัสคูปอง');
  await code.fill('welcome50');
  await expect(code).toHaveValue('WELCOME50');
  await page.getByRole('button', { name: 'ใช้คูปอง' }).click();
  await expect(page.getByTestId('coupon-done')).toHaveText('รับเครดิตฟรี ฿50.00 แล้ว ยอดเครดิตฟรี ฿50.00');
  await expect(page.getByTestId('wallet-total')).toHaveText('฿1,050.00');

  await code.fill('WELCOME50');
  await page.getByRole('button', { name: 'ใช้คูปอง' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ท่านใช้คูปองนี้ไปแล้ว' })).toBeVisible();
  await code.fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'ใช้คูปอง' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ไม่พบคูปองนี้ กรุณาตรวจสอบรหัสอีกครั้ง' })).toBeVisible();
  await expect(page.getByTestId('wallet-total')).toHaveText('฿1,050.00');
  await expectAccessible(page);
});

test("the cashback page shows yesterday's figures for each kind, and nothing to claim for a new member", async ({ page }) => {
  await registerByApi(page.request, 'คืนยอด เสีย');
  await page.goto('/cashback');
  for (const kind of ['game', 'lotto', 'turnover']) {
    const card = page.getByTestId(`cashback-${kind}`);
    await expect(card.getByTestId('cashback-amount')).toHaveText('฿0.00');
    await expect(card.getByRole('button', { name: 'ไม่มียอดคืน' })).toBeDisabled();
  }
  await expect(page.getByTestId('cashback-lotto')).toContainText('5%');
  await expect(page.getByTestId('cashback-turnover')).toContainText('0.5%');
  await expect(page.getByText('ยังไม่มีประวัติการรับยอดคืน')).toBeVisible();
  await expectAccessible(page);
});

test('a visitor opening a reward page is asked to log in first', async ({ page }) => {
  const pages = ['/checkin', '/member/coupon', '/cashback', '/member/promotions', '/member/wheel', '/member/creditfree', '/redeem'];
  for (const path of [...pages, '/member/winloss']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login/);
  }
});

test("finish today's check-in quest and redeem it once; the points arrive", async ({ page }) => {
  await registerByApi(page.request, 'ภารกิจ ครบถ้วน');
  await page.goto('/member/creditfree');
  const quest = page.locator('[data-testid="quest"][data-code="checkin"]');
  await expect(quest.getByRole('button', { name: 'ยังไม่สำเร็จ' })).toBeDisabled();
  await expectAccessible(page);

  await page.goto('/checkin');
  await page.getByRole('button', { name: 'เช็คอินวันนี้' }).click();
  await expect(page.getByRole('button', { name: 'เช็คอินวันนี้แล้ว กลับมาใหม่พรุ่งนี้' })).toBeDisabled();
  await page.goto('/member/creditfree');
  await expect(quest.getByTestId('quest-progress')).toHaveText('1 / 1');
  await quest.getByRole('button', { name: 'รับรางวัล' }).click();
  await expect(quest.getByRole('button', { name: 'รับแล้ว' })).toBeDisabled();
  expect((await (await page.request.post(member.points.path)).json()).data.point).toBe(20); // check-in 10 + quest 10
});

test('buy a wheel spin in the point shop: the points go down, the wheel has one more spin', async ({ page }) => {
  const { phone } = await registerByApi(page.request, 'แลก พอยท์');
  operator('points', phone, '100', '--by', 'e2e');
  await page.goto('/redeem');
  await expect(page.getByTestId('shop-points')).toHaveText('พอยท์ของฉัน 100');
  const spin = page.getByTestId('shop-item').filter({ hasText: 'สิทธิ์หมุนกงล้อ 1 ครั้ง' });
  await spin.getByRole('button', { name: 'เพิ่มจำนวน สิทธิ์หมุนกงล้อ 1 ครั้ง' }).click();
  await expect(page.getByTestId('shop-total')).toHaveText('40');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'แลกของรางวัล', exact: true }).click();
  await expect(page.getByTestId('shop-history')).toContainText('สิทธิ์หมุนกงล้อ 1 ครั้ง × 1');
  await expect(page.getByTestId('shop-points')).toHaveText('พอยท์ของฉัน 60');
  await page.goto('/member/wheel');
  await expect(page.getByTestId('wheel-free-left')).toHaveText('สิทธิ์หมุนฟรีคงเหลือ 4 ครั้ง');
});

test("last week's win/loss refund shows the week and nothing to claim for a new member", async ({ page }) => {
  await registerByApi(page.request, 'คืนยอด สัปดาห์');
  await page.goto('/member/winloss');
  const refund = page.getByTestId('winloss-refund');
  await expect(refund.getByRole('heading', { level: 2 })).toHaveText(/^สัปดาห์ \d{1,2} \S+ 25\d\d - \d{1,2} \S+ 25\d\d$/);
  await expect(refund.getByTestId('winloss-refund-amount')).toHaveText('฿0.00');
  await expect(refund.getByRole('button', { name: 'ไม่มียอดคืน' })).toBeDisabled();
  await expectAccessible(page);
});
