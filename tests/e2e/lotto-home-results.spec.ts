// What a member looks for first: the rounds closing soon and the latest results on the home page,
// and the results of one lottery type (the government lottery's published past draws among them).
import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, islandsHydrated, pickThaiDate, registerByApi, skipAnnouncements } from './helpers.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

test("a member's home shows the rounds closing soon and the latest results, each a tap from its page", async ({ page }) => {
  await registerByApi(page.request);
  await page.goto('/');
  const closing = page.getByRole('region', { name: 'หวยใกล้ปิดรับ' });
  const rounds = closing.getByTestId('home-round');
  await expect(rounds.first()).toBeVisible();
  expect(await rounds.count()).toBeLessThanOrEqual(4);
  await expect(rounds.first()).toContainText(/ปิดรับ \d{1,2} \S+ 25\d\d/);
  // One round per lottery type: Yeekee's every-15-minute rounds do not fill the list.
  const names = await rounds.locator('span.block.truncate').allTextContents();
  expect(new Set(names).size).toBe(names.length);

  const results = page.getByRole('region', { name: 'ผลรางวัลล่าสุด' });
  const rows = results.getByTestId('home-result');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText(/\d{3}/);
  await expect(results.getByRole('link', { name: 'ดูผลทั้งหมด' })).toHaveAttribute('href', '/lotto/results');
  await expectNoHorizontalOverflow(page);

  const href = await rounds.first().getAttribute('href');
  expect(href).toMatch(/^\/lotto\/\d+$/);
  await rounds.first().click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByTestId('lotto-round')).toBeVisible();
});

test('the latest results show no made-up past draws, and say since when no official government result has come', async ({ page }) => {
  await page.goto('/lotto/results');
  await expect(page.getByTestId('lotto-results')).toBeVisible();
  await expect(page.getByText('ผลจำลองย้อนหลัง')).toHaveCount(0);
  await expect(page.getByText('ไม่ได้เปิดรับแทง')).toHaveCount(0);
  await expect(page.getByTestId('official-status').filter({ hasText: 'หวยรัฐบาลไทย' })).toContainText(
    'ยังไม่ได้รับผลอย่างเป็นทางการตั้งแต่งวดวันที่ 1 มิถุนายน 2569',
  );
  await expectNoHorizontalOverflow(page);
});

test('results by lottery type: the government lottery lists its published past draws, newest first', async ({ page }) => {
  await page.goto('/lotto/results');
  await expect(page.getByTestId('lotto-results')).toBeVisible();
  // Before the island hydrates the form is a plain GET form: a type then waits for ดูผล.
  await islandsHydrated(page);
  await page.getByLabel('ประเภทหวย').selectOption({ label: 'หวยรัฐบาลไทย' });
  await expect(page).toHaveURL(/\/lotto\/results\?category=\d+$/);
  await expect(page.getByTestId('results-heading')).toHaveText('ผลล่าสุด · หวยรัฐบาลไทย');
  const history = page.getByTestId('category-history');
  await expect(history).toContainText('ผลย้อนหลัง 30 งวดล่าสุด');
  await expect(history.getByRole('row')).toHaveCount(31);
  // 16 May 2026 (2569): first prize 107387, 2-digit prize 08, as the Government Lottery Office published.
  await expect(history.getByRole('row').filter({ hasText: /16 พ\.ค\. (25)?69/ })).toContainText(/387\s*08/);
  await expect(page.getByTestId('lotto-results').locator('h3').first()).toHaveText('หวยรัฐบาลไทย');
  // Where the official numbers came from, and since when none has come (the archive ends with 16 May 2569).
  await expect(page.getByTestId('lotto-results').getByTestId('result-source').first()).toHaveText(
    'ผลอย่างเป็นทางการ ที่มา: คลังผลสลากกินแบ่งรัฐบาล thai-lotto-archive (รวบรวมจาก kapook.com และ sanook.com)',
  );
  const notice = page.getByTestId('official-status').filter({ hasText: 'หวยรัฐบาลไทย' });
  await expect(notice).toContainText('หวยรัฐบาลไทย: ผลอย่างเป็นทางการล่าสุดที่เว็บได้รับคืองวดวันที่ 16 พฤษภาคม 2569');
  await expect(notice).toContainText(/ยังไม่ได้รับผลอย่างเป็นทางการตั้งแต่งวดวันที่ 1 มิถุนายน 2569 \(\d+ งวด\)/);
  await expectNoHorizontalOverflow(page);

  // The same address drawn by the server (a shared link, or before JavaScript).
  const url = page.url();
  await page.goto(url);
  await expect(page.getByLabel('ประเภทหวย')).toHaveValue(/^\d+$/);
  await expect(page.getByTestId('category-history').getByRole('row')).toHaveCount(31);

  // A date and a type together: the government draw of 1 September 2020.
  await pickThaiDate(page, 'ดูผลตามวันที่', '2020-09-01');
  await expect(page.getByTestId('results-heading')).toHaveText('ผลรางวัลวันที่ 1 กันยายน 2563 · หวยรัฐบาลไทย');
  await expect(page.getByTestId('lotto-results')).toContainText('999997');
});
