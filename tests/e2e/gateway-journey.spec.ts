// Issue 45, the spec's own deployment in Chromium: a site node in gateway mode (PLATFORM_API_URL)
// in front of the platform served alone (`npm run platform`), each with its own port. A new member
// registers with the code sent by SMS, asks for a PromptPay deposit and places a bill, every page
// and call going through the gateway.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { adultBirthDate, newBankAccount, newPhone, pickThaiDate, skipAnnouncements, smsCode } from './helpers.ts';
import * as agent from '../../src/contract/endpoints/content/agent.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';

const SITE_PORT = Number(process.env.E2E_GATEWAY_PORT ?? Number(process.env.E2E_PORT ?? 4399) + 2000);
const PLATFORM_PORT = SITE_PORT + 1;
const DATA_DIR = '.tmp/e2e-gateway-platform';
// Where smsCode reads the codes: the platform node's database.
const outbox = { port: SITE_PORT, dataDir: DATA_DIR };
const started: ChildProcess[] = [];

test.use({ baseURL: `http://127.0.0.1:${SITE_PORT}` });

function serve(args: string[], env: Record<string, string>): void {
  const common = { HOST: '127.0.0.1', ASTRO_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn', DATABASE_URL: '' };
  started.push(spawn(process.execPath, ['scripts/serve.mjs', ...args], { env: { ...process.env, ...common, ...env }, stdio: 'ignore' }));
}

test.beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  serve(['--platform'], { PLATFORM_PORT: String(PLATFORM_PORT), DATA_DIR, TRUST_PROXY: '1', PLATFORM_API_URL: '' });
  serve([], { PORT: String(SITE_PORT), PLATFORM_API_URL: `http://127.0.0.1:${PLATFORM_PORT}`, DATA_DIR: `${DATA_DIR}/site` });
  await expect(async () => {
    expect((await fetch(`http://127.0.0.1:${SITE_PORT}${agent.validate.path}?code=r999`)).ok).toBe(true);
  }).toPass({ timeout: 30_000 });
});

test.afterAll(() => {
  for (const child of started) child.kill('SIGTERM');
});

test.beforeEach(async ({ page }) => skipAnnouncements(page));

test('through the gateway: register with the SMS code, a PromptPay deposit request, a bill', async ({ page, request }) => {
  // Register as a person does; the code is read from the platform node's outbox.
  await page.goto('/register');
  const phone = newPhone();
  await page.getByLabel('เบอร์โทรศัพท์').fill(phone);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('gateway-pass-1');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('gateway-pass-1');
  await page.getByLabel('ชื่อ-นามสกุล').fill('ผ่าน เกตเวย์');
  await page.getByRole('combobox', { name: /^ธนาคาร/ }).selectOption('SCB');
  await page.getByLabel('เลขที่บัญชี').fill(newBankAccount());
  await pickThaiDate(page, 'วันเกิด', adultBirthDate());
  await page.getByTestId('phone-code-send').click();
  await expect(page.getByLabel('รหัสยืนยันทาง SMS')).toBeFocused();
  await page.getByLabel('รหัสยืนยันทาง SMS').fill(smsCode(phone, outbox));
  await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('wallet-total')).toHaveText(/^฿\s?1,000\.00$/);

  // A PromptPay deposit request, its page waiting for the transfer.
  await page.goto('/member/deposit');
  await page.getByTestId('deposit-channel').filter({ hasText: 'พร้อมเพย์' }).click();
  await page.getByRole('button', { name: '300', exact: true }).click();
  await page.getByRole('button', { name: 'สร้างรายการฝาก' }).click();
  await expect(page).toHaveURL(/\/member\/payment\?id=\d+$/);
  await expect(page.getByTestId('payment')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('payment-amount')).toHaveText(/^฿300\.\d\d$/);

  // A bill on a round with time left: the header's balance drops by its total.
  const lobby = await (await request.get(lotto.lobby.path)).json();
  const now = Date.parse(lobby.data.server_time);
  const round = lobby.data.categories
    .flatMap((category: { rounds: { round_id: number; close_at: string }[] }) => category.rounds)
    .find((entry: { close_at: string }) => Date.parse(entry.close_at) - now > 15 * 60_000);
  await page.goto(`/lotto/${round.round_id}`);
  await expect(page.getByTestId('bet-three_top')).toHaveAttribute('aria-pressed', 'true');
  const keypad = page.getByRole('group', { name: 'แป้นตัวเลข' });
  for (const digit of '246') await keypad.getByRole('button', { name: digit, exact: true }).click();
  await expect(page.getByTestId('bill-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
  const confirm = page.getByRole('dialog', { name: 'ยืนยันโพย' });
  await confirm.getByRole('button', { name: 'ยืนยันแทง' }).click();
  await expect(page.getByTestId('bill-placed')).toBeVisible();
  await expect(page.getByTestId('wallet-total')).toHaveText('฿990.00');
  await page.goto('/lotto/bills');
  await expect(page.getByTestId('bill-row').first().getByTestId('bill-status')).toHaveText('รอผล');
});
