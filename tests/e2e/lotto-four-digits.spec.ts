// A four-digit bet on a phone, from the keypad to its payout (issue 27): a Lao or Hanoi round
// offers 4 ตัวบน; the member bets its committed four digits, the round's result time comes, and the
// bill is won at 5,000 per baht (the bell counts its message), the result showing its four digits.
// The result time must really come for the platform, so this file runs a site of its own (its own
// port and database) whose clock the test moves on through PLATFORM_CLOCK_OFFSET_FILE; the shared
// e2e site keeps real time.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test, type Page } from '@playwright/test';
import { ownClockSite } from './clock-site.ts';
import { expectNoHorizontalOverflow, registerByApi, skipAnnouncements } from './helpers.ts';
import type { OpenRound } from './lotto-rounds.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';

// Beside the shared site's port, so engineers running the suite at once do not meet.
const PORT = Number(process.env.E2E_FOUR_DIGIT_PORT ?? Number(process.env.E2E_PORT ?? 4399) + 1000);
const DATA_DIR = '.tmp/e2e-four-digit-data';
const FOUR_DIGIT_CATEGORIES = ['lao', 'hanoi_special', 'hanoi_normal', 'hanoi_vip'];

const site = ownClockSite(PORT, DATA_DIR);

test.beforeEach(async ({ page }) => skipAnnouncements(page));

/** The four digits this site's round was committed to (a test may peek; members cannot). */
function committedFour(roundId: number): string {
  const db = new DatabaseSync(join(DATA_DIR, 'platform.sqlite'), { readOnly: true, timeout: 5_000 });
  try {
    const row = db.prepare('SELECT draw FROM lotto_rounds WHERE id = ?').get(roundId) as { draw: string };
    return (JSON.parse(row.draw) as { four_top: string }).four_top;
  } finally {
    db.close();
  }
}

async function tapNumber(page: Page, number: string): Promise<void> {
  const keypad = page.getByRole('group', { name: 'แป้นตัวเลข' });
  for (const digit of number) await keypad.getByRole('button', { name: digit, exact: true }).click();
}

test('bet 4 ตัวบน on a Lao or Hanoi round, the result comes and the bill is won at 5,000 per baht', async ({ page }, testInfo) => {
  await registerByApi(page.request, 'สี่ตัว ตรงเป๊ะ', site);
  const rounds = (await (await page.request.get(lotto.rounds.path, { params: { status: 'open' } })).json()).data as (OpenRound & {
    result_at: string;
  })[];
  const round = rounds.find((entry) => FOUR_DIGIT_CATEGORIES.includes(entry.category_code));
  expect(round, 'an open Lao or Hanoi round').toBeDefined();
  const four = committedFour(round!.round_id);
  expect(four).toMatch(/^\d{4}$/);

  await page.goto(`/lotto/${round!.round_id}`);
  const fourTop = page.getByTestId('bet-four_top');
  await expect(fourTop).toContainText('4 ตัวบน');
  await expect(fourTop).toContainText('x5,000');
  await fourTop.click();
  await expect(fourTop).toHaveAttribute('aria-pressed', 'true');
  // Four boxes for four digits.
  await expect(page.getByTestId('typed-number').locator('span')).toHaveCount(4);
  await tapNumber(page, four);
  const line = page.getByTestId('bill-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(four);
  await expect(line).toContainText('4 ตัวบน');
  await expectNoHorizontalOverflow(page);

  await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
  const confirm = page.getByRole('dialog', { name: 'ยืนยันโพย' });
  await expect(confirm.getByTestId('confirm-total')).toHaveText(/10\.00/);
  await confirm.getByRole('button', { name: 'ยืนยันแทง' }).click();
  await expect(page.getByTestId('bill-placed')).toBeVisible();
  await expect(page.getByTestId('wallet-total')).toHaveText('฿990.00');

  // The platform's clock passes the round's result time.
  site.setClockAhead(Date.parse(round!.result_at) - Date.now() + 60_000);
  await page.waitForTimeout(300); // the site reads the offset again after a fifth of a second

  await page.goto('/lotto/bills');
  const row = page.getByTestId('bill-row').first();
  await expect(row.getByTestId('bill-status')).toHaveText('ถูกรางวัล');
  await expect(page.getByTestId('wallet-total')).toHaveText('฿50,990.00');
  await row.click();
  const dialog = page.getByRole('dialog', { name: 'รายละเอียดโพย' });
  await expect(dialog.getByTestId('bill-result')).toContainText(`4 ตัวบน ${four}`);
  const won = dialog.locator('[data-testid="bill-detail-line"][data-result="won"]');
  await expect(won).toContainText(four);
  await expect(won).toContainText('50,000.00');
  await page.keyboard.press('Escape');

  // The bell tells it too: the settlement wrote the member's message in its transaction.
  const bell = page.getByRole('banner').getByRole('button', { name: /^กล่องข้อความ/ });
  await expect(bell).toHaveAccessibleName(/ยังไม่อ่าน [1-9]/);
  await bell.click();
  const inbox = page.getByRole('dialog', { name: 'กล่องข้อความ' });
  await expect(inbox.getByRole('button', { name: /^โพย #\d+ ถูกรางวัล 50,000 บาท$/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // The round's page shows the result with its four digits.
  await page.goto(`/lotto/${round!.round_id}`);
  await expect(page.getByTestId('round-result')).toContainText('4 ตัวบน');
  await expect(page.getByTestId('round-result')).toContainText(four);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('four-digit-won.png'), fullPage: true });
});
