// Promotions and the prize wheel as a member uses them, on the phone: take a
// promotion, deposit (the demo's simulate payment), see the bonus and the turnover bar, place a
// bill and watch the bar move; spin the wheel free until the free spins are gone, then with points
// (the point tab opens), and verify a spin from its revealed seed in the browser.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, islandsHydrated, registerByApi, skipAnnouncements } from './helpers.ts';
import { operator, roundToKeep } from './lotto-rounds.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

async function expectAccessible(page: Page): Promise<void> {
  await islandsHydrated(page);
  await expectNoHorizontalOverflow(page);
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('[data-sonner-toaster]').analyze();
  expect(audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
}

async function tapNumber(page: Page, number: string): Promise<void> {
  const keypad = page.getByRole('group', { name: 'แป้นตัวเลข' });
  for (const digit of number) await keypad.getByRole('button', { name: digit, exact: true }).click();
}

test('take a promotion, deposit, get the bonus, and watch the turnover bar move after a bill', async ({ page }, testInfo) => {
  await registerByApi(page.request, 'โปร โมชั่น');
  await page.goto('/promotions');
  await expectAccessible(page);
  await page.getByTestId('promotion').first().getByRole('button', { name: 'ดูรายละเอียด' }).click();
  const dialog = page.getByRole('dialog', { name: 'สมาชิกใหม่ รับโบนัส 50%' });
  await expect(dialog).toContainText('ฝากขั้นต่ำ 100 บาท');
  await dialog.getByRole('button', { name: 'รับโปรโมชั่นนี้' }).click();
  await expect(page.getByTestId('promotion-current')).toContainText('สมาชิกใหม่ รับโบนัส 50%');

  await page.goto('/member/promotions');
  await expect(page.getByTestId('promotion-current')).toContainText('รอฝากเงินขั้นต่ำ ฿100.00 เพื่อรับโบนัส');
  await page.getByRole('link', { name: 'ไปฝากเงิน' }).click();
  await page.getByTestId('deposit-channel').filter({ hasText: 'พร้อมเพย์' }).click();
  await page.getByLabel('จำนวนเงิน (บาท)').fill('200');
  await page.getByRole('button', { name: 'สร้างรายการฝาก' }).click();
  await page.getByRole('button', { name: 'จำลองการชำระเงิน (ระบบสาธิต)' }).click();
  await expect(page.getByTestId('payment')).toHaveAttribute('data-status', 'paid');
  // ฿1,000 play credit + ฿200.xx deposit + ฿100 bonus (50% of 200.xx, whole satang down).
  await expect(page.getByTestId('wallet-total')).toHaveText(/^฿1,300\.\d\d$/);

  await page.goto('/member/promotions');
  const current = page.getByTestId('promotion-current');
  await expect(current).toContainText('ได้รับโบนัส ฿100.00 แล้ว');
  await expect(current.getByTestId('promotion-turnover')).toContainText('฿0.00 / ฿500.00');
  await expect(current.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

  // A bill of 6 lines x 10 baht counts 60 baht towards it.
  const round = await roundToKeep(page.request);
  await page.goto(`/lotto/${round.round_id}`);
  await page.getByRole('button', { name: '6 กลับ' }).click();
  await tapNumber(page, '246');
  await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
  await page.getByRole('dialog', { name: 'ยืนยันโพย' }).getByRole('button', { name: 'ยืนยันแทง' }).click();
  await expect(page.getByTestId('bill-placed')).toBeVisible();
  await page.goto('/member/promotions');
  await expect(current.getByTestId('promotion-turnover')).toContainText('฿60.00 / ฿500.00');
  await expect(current.getByTestId('promotion-turnover')).toContainText('เหลืออีก ฿440.00');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('promotion-turnover.png'), fullPage: true });
});

test('spin the wheel free until the free spins run out, then with points: the point tab opens; a spin verifies', async ({
  page,
}, testInfo) => {
  const { phone } = await registerByApi(page.request, 'กงล้อ นำโชค');
  await page.emulateMedia({ reducedMotion: 'reduce' }); // the wheel stops at once
  await page.goto('/member/wheel');
  await expect(page.getByTestId('wheel-intro')).toContainText('หมุนฟรีวันละ 3 ครั้ง'); // the seeded setting
  await expect(page.getByTestId('wheel-free-left')).toHaveText('สิทธิ์หมุนฟรีคงเหลือ 3 ครั้ง');
  await expectAccessible(page);

  // Free spins (a prize may add more) until none is left.
  const free = page.getByTestId('wheel-free').getByRole('button', { name: 'หมุนฟรี' });
  for (let spins = 0; spins < 12 && (await free.isEnabled()); spins++) {
    await free.click();
    await expect(page.getByTestId('wheel-outcome')).not.toBeEmpty();
    await expect(page.getByTestId('wheel-spin')).toHaveCount(spins + 1);
  }
  await expect(page.getByTestId('wheel-free-left')).toHaveText('สิทธิ์หมุนฟรีคงเหลือ 0 ครั้ง');
  await expect(free).toBeDisabled();
  // Wherever the wheel came to rest, every prize reads whole and none is upside down.
  const labels = await page
    .getByTestId('wheel')
    .locator('text')
    .evaluateAll((texts) => texts.map((text) => ({ label: text.textContent, reads: (text as SVGTextElement).getScreenCTM()!.a })));
  expect(labels.map(({ label }) => label)).toEqual(expect.arrayContaining(['หมุนฟรี 1 ครั้ง', 'เครดิต 100 บาท']));
  for (const { label, reads } of labels) {
    expect(label).not.toContain('…');
    expect(reads, `${label} is upside down`).toBeGreaterThan(-0.01);
  }
  await expect(page.getByTestId('wheel-spins')).not.toContainText(/nonce/i);
  // The turned wheel's square corners once widened the page: a sideways scroll, and taps landing off.
  await expectNoHorizontalOverflow(page);

  // Points for a spin: the operator gives them through the ledger (no call gives points for free).
  operator('points', phone, '100', '--by', 'e2e');
  await page.reload();
  await page.getByRole('tab', { name: 'ใช้พอยท์' }).click();
  await expect(page.getByTestId('wheel-points-held')).toContainText(/พอยท์ของฉัน \d+/);
  await page.getByRole('button', { name: 'หมุนด้วย 50 พอยท์' }).click();
  await expect(page.getByTestId('wheel-outcome')).not.toBeEmpty();
  await expect(page.getByRole('tab', { name: 'ใช้พอยท์' })).toHaveAttribute('aria-selected', 'true');

  // Reveal the seed, then check a spin in the browser.
  await page.getByRole('button', { name: 'เปลี่ยนรหัสสุ่มและเปิดเผยรหัสเดิม' }).click();
  await page.getByTestId('wheel-spin').first().getByRole('button', { name: 'ตรวจสอบ' }).click();
  await expect(page.getByTestId('wheel-verified').first()).toHaveText('✓ ตรงกับผลที่ได้');
  await page.screenshot({ path: testInfo.outputPath('wheel.png'), fullPage: true });
});
