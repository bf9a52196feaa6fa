// Every date a member picks reads in Thai with the Buddhist-era year: the win/loss and statement
// filters use the site's date picker (never the browser's "11/20/2026"), send ISO dates, and the
// birth date is picked by year from a list.
import { expect, test } from '@playwright/test';
import { pickThaiDate, registerByApi, skipAnnouncements } from './helpers.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

test('win/loss and statement ranges are picked in Thai BE dates and sent as ISO dates', async ({ page }) => {
  await registerByApi(page.request);
  await page.goto('/winloss');
  await expect(page.locator('input[type="date"]')).toHaveCount(0);
  await expect(page.locator('astro-island[component-url*="DateRangeFields"]:not([ssr])')).toHaveCount(1);
  await pickThaiDate(page, 'ตั้งแต่วันที่', '2025-01-05');
  await expect(page.getByRole('button', { name: /^ตั้งแต่วันที่ / })).toHaveText('5 มกราคม 2568');
  await pickThaiDate(page, 'ถึงวันที่', '2025-01-31');
  await expect(page.getByRole('button', { name: /^ถึงวันที่ / })).toHaveText('31 มกราคม 2568');
  await page.getByRole('button', { name: 'แสดง' }).click();
  await expect(page).toHaveURL('/winloss?from=2025-01-05&to=2025-01-31');
  await expect(page.getByTestId('winloss-total')).toContainText('5 มกราคม 2568 – 31 มกราคม 2568');
  // The picked range reads back in Thai after the reload.
  await expect(page.getByRole('button', { name: /^ตั้งแต่วันที่ / })).toHaveText('5 มกราคม 2568');

  await page.goto('/member/statement');
  await expect(page.locator('input[type="date"]')).toHaveCount(0);
  await expect(page.locator('astro-island[component-url*="DateRangeFields"]:not([ssr])')).toHaveCount(1);
  await pickThaiDate(page, 'ตั้งแต่วันที่', '2020-01-01');
  await pickThaiDate(page, 'ถึงวันที่', '2020-01-31');
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await expect(page).toHaveURL(/\/member\/statement\?type=&from=2020-01-01&to=2020-01-31$/);
  await expect(page.getByTestId('statement-empty')).toBeVisible();
  // A filter date can be cleared again.
  await page.getByRole('button', { name: /^ถึงวันที่ / }).click();
  await page.getByRole('dialog', { name: 'เลือกถึงวันที่' }).getByRole('button', { name: 'ล้างวันที่' }).click();
  await expect(page.getByRole('button', { name: /^ถึงวันที่ / })).toHaveText('เลือกวันที่');
});

test('the birth date is picked by Buddhist-era year and Thai month, and no later than the minimum age allows', async ({ page }) => {
  await page.goto('/register');
  await expect(page.locator('input[type="date"]')).toHaveCount(0);
  await page.getByRole('button', { name: /^วันเกิด / }).click();
  const dialog = page.getByRole('dialog', { name: 'เลือกวันเกิด' });
  const years = dialog.getByRole('combobox', { name: 'ปี พ.ศ.' });
  // The list starts at the latest year a member old enough can be born in and goes back to 2443.
  const first = Number(await years.locator('option').first().textContent());
  expect(first).toBeGreaterThan(2500);
  await expect(years.locator('option').last()).toHaveText('2443');
  await dialog.getByRole('button', { name: 'ปิด' }).click();

  await pickThaiDate(page, 'วันเกิด', '1990-05-15');
  await expect(page.getByRole('button', { name: /^วันเกิด / })).toHaveText('15 พฤษภาคม 2533');
  await expect(page.locator('input[name="birth_date"]')).toHaveValue('1990-05-15');
});
