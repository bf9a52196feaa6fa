// Cashback the day after a loss, as a member on a phone claims it. The day must really pass for the
// platform, so this file runs a site of its own (its own port and database) whose clock the test
// moves a day on through PLATFORM_CLOCK_OFFSET_FILE; the shared e2e site keeps real time.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { registerByApi, skipAnnouncements } from './helpers.ts';
import { roundToKeep } from './lotto-rounds.ts';

const PORT = Number(process.env.E2E_CLOCK_PORT ?? 4398);
const DATA_DIR = '.tmp/e2e-clock-data';
const OFFSET_FILE = join(DATA_DIR, 'clock-offset-ms');
const DAY_MS = 86_400_000;

let site: ChildProcess | undefined;

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

// One site with its own clock: the journey runs on the phone only (playwright.config.ts).
test.beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(OFFSET_FILE, '0');
  site = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      PLATFORM_API_URL: '',
      ASTRO_TELEMETRY_DISABLED: '1',
      PLATFORM_CLOCK_OFFSET_FILE: OFFSET_FILE,
    },
    stdio: 'ignore',
  });
  await expect(async () => {
    expect((await fetch(`http://127.0.0.1:${PORT}/api/agent/validate?code=r999`)).ok).toBe(true);
  }).toPass({ timeout: 30_000 });
});

test.afterAll(() => {
  site?.kill('SIGTERM');
});

test.beforeEach(async ({ page }) => skipAnnouncements(page));

async function tapNumber(page: Page, number: string): Promise<void> {
  const keypad = page.getByRole('group', { name: 'แป้นตัวเลข' });
  for (const digit of number) await keypad.getByRole('button', { name: digit, exact: true }).click();
}

test('lose 60 baht on the lottery today, come back tomorrow and claim 5% of it as cashback', async ({ page }, testInfo) => {
  await registerByApi(page.request, 'คืนยอด พรุ่งนี้', { port: PORT, dataDir: DATA_DIR });
  const round = await roundToKeep(page.request);
  await page.goto(`/lotto/${round.round_id}`);
  await page.getByRole('button', { name: '6 กลับ' }).click();
  await tapNumber(page, '358');
  await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
  await page.getByRole('dialog', { name: 'ยืนยันโพย' }).getByRole('button', { name: 'ยืนยันแทง' }).click();
  await expect(page.getByTestId('bill-placed')).toBeVisible();
  await expect(page.getByTestId('wallet-total')).toHaveText('฿940.00');

  // Today the cashback page is about yesterday: nothing yet.
  await page.goto('/cashback');
  await expect(page.getByTestId('cashback-lotto').getByTestId('cashback-amount')).toHaveText('฿0.00');

  // The next day.
  writeFileSync(OFFSET_FILE, String(DAY_MS));
  await page.waitForTimeout(300); // the site reads the offset again after a fifth of a second
  await page.reload();
  const lotto = page.getByTestId('cashback-lotto');
  await expect(lotto).toContainText('฿60.00');
  await expect(lotto.getByTestId('cashback-amount')).toHaveText('฿3.00');
  await lotto.getByRole('button', { name: 'รับยอดคืน' }).click();
  await expect(lotto.getByRole('button', { name: 'รับแล้ว' })).toBeDisabled();
  await expect(page.getByTestId('cashback-history')).toContainText('฿3.00');
  // The ฿3 are bonus credit (the round may have been settled meanwhile: its payout is today's).
  const wallets = (await (await page.request.post('/api/member/wallets')).json()).data as { wallet_type_id: number; balance: number }[];
  expect(wallets.find((wallet) => wallet.wallet_type_id === 2)?.balance).toBe(3);
  await page.screenshot({ path: testInfo.outputPath('cashback-claimed.png'), fullPage: true });
});
