// The owner's reports in Chromium, on a phone: the desk from the menu, a range and
// a grouping chosen in the form, the totals, the chart drawn (uPlot, loaded on this page only),
// the tables, and a CSV that opens with its Thai intact (UTF-8 with a BOM). A supervisor has the
// desk too; a cashier neither sees it nor opens it.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pickThaiDate } from './helpers.ts';
import { enrolledStaff, openDesk } from './staff.ts';

const suffix = (project: string) => `${project}-${Math.floor(Math.random() * 1e6)}`;

test('an owner reads a range by week, sees the chart and the tables, and exports a CSV with its Thai intact', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await enrolledStaff(page, 'owner', `rep-${suffix(testInfo.project.name)}`);
  await openDesk(page, 'รายงาน');
  await expect(page).toHaveURL('/admin/reports');
  await expect(page.getByTestId('report-totals')).toContainText('ยอดแทง');

  // The range reads in Thai Buddhist-era dates, picked with the site's date picker (never the
  // browser's mm/dd/yyyy), and is sent as ISO days.
  await expect(page.locator('input[type="date"]')).toHaveCount(0);
  await expect(page.getByTestId('date-to')).toHaveText(/^\d{1,2} \S+ 25\d\d$/);
  // The demo's history is on the days before today: a month back to today, by week.
  const today = (await page.getByTestId('date-to').getAttribute('data-value'))!;
  const monthBack = new Date(Date.parse(`${today}T00:00:00Z`) - 27 * 86_400_000).toISOString().slice(0, 10);
  await pickThaiDate(page, 'ตั้งแต่วันที่', monthBack);
  await page.getByTestId('report-range').screenshot({ path: testInfo.outputPath('report-range.png') });
  await page.getByLabel('แบ่งช่วง').selectOption({ label: 'รายสัปดาห์' });
  await page.getByRole('button', { name: 'ดูรายงาน' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${monthBack}.*group=week`));
  const periods = page.getByTestId('report-periods');
  await expect(periods.getByRole('heading')).toHaveText('ยอดแทงและผลได้เสียรายสัปดาห์');
  // 28 days from any weekday touch four or five Monday-started weeks.
  const rows = await periods.locator('tbody tr').count();
  expect(rows).toBeGreaterThanOrEqual(4);
  expect(rows).toBeLessThanOrEqual(5);

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: testInfo.outputPath('report-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('report-chart').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('report-chart').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('report-chart')).toContainText('ผลได้เสียของเว็บ');

  const download = page.waitForEvent('download');
  await periods.getByRole('button', { name: 'ส่งออก CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`report-periods-${monthBack}-${today}.csv`);
  const bytes = readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('"ช่วง","ยอดแทง","ยอดจ่าย","ผลได้เสียของเว็บ","โพย","รอบเกม"');
  expect(lines).toHaveLength(rows + 1);
  // The file's figures are the table's; the page says the week in Thai, the file in ISO for machines.
  const firstCells = await periods.locator('tbody tr').first().locator('td').allInnerTexts();
  const firstLine = lines[1]!.split(',');
  expect(firstLine[0]).toMatch(/^"\d{4}-\d{2}-\d{2}"$/);
  const [y, , d] = firstLine[0]!.slice(1, -1).split('-').map(Number) as [number, number, number];
  expect(firstCells[0]).toMatch(new RegExp(`^${d} \\S+( 25\\d\\d)? – \\d{1,2} \\S+ 25\\d\\d$`));
  expect(firstCells[0]).not.toContain(String(y));
  expect(Number(firstLine[1]).toFixed(2)).toBe(firstCells[1]!.replace(/,/g, ''));

  // A range the other way round is refused in Thai, and nothing else changes.
  await page.goto(`/admin/reports?from=${today}&to=${monthBack}`);
  await expect(page.getByRole('alert')).toContainText('วันที่เริ่มต้องไม่หลังวันที่สิ้นสุด');
});

test('a supervisor has the reports; a cashier neither sees the desk nor opens the page', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  await enrolledStaff(page, 'supervisor', `sup-${suffix(testInfo.project.name)}`);
  await openDesk(page, 'รายงาน');
  await expect(page.getByTestId('report-totals')).toBeVisible();

  const theirs = await browser.newContext({ viewport: page.viewportSize()!, locale: 'th-TH' });
  const cashier = await theirs.newPage();
  await enrolledStaff(cashier, 'cashier', `cas-${suffix(testInfo.project.name)}`);
  await expect(cashier.getByTestId('desk-tiles').getByRole('link', { name: /รายงาน/ })).toHaveCount(0);
  await cashier.goto('/admin/reports');
  await expect(cashier.getByRole('alert')).toContainText('ไม่มีสิทธิ์ดูรายงานผลประกอบการ');
  await expect(cashier.getByTestId('report-totals')).toHaveCount(0);
  await theirs.close();
});
