// Issue 45, the spec's own deployment in Chromium: a site node in gateway mode (PLATFORM_API_URL)
// in front of the platform served alone (`npm run platform`), each with its own port. A new member
// registers with the code sent by SMS and places a bill through the gateway; then the platform is
// killed mid-journey (SIGKILL, its streams cut): the member keeps their header and session and gets
// Thai messages, a withdrawal tried meanwhile moves nothing; the platform comes back on the same
// data and port, the page's live stream opens again by itself and brings the operator's credit to
// the header, and the same withdrawal moves the wallet exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { adultBirthDate, newBankAccount, newPhone, pickThaiDate, skipAnnouncements, smsCode } from './helpers.ts';
import * as agent from '../../src/contract/endpoints/content/agent.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import * as withdrawals from '../../src/contract/endpoints/money/withdrawals.ts';
import { MEMBER_STREAM_PATH } from '../../src/contract/account/live-path.ts';
import { operatorOn } from './lotto-rounds.ts';

// + 3000: the silent-device spec has its own site at + 2000, and the two may run at once.
const SITE_PORT = Number(process.env.E2E_GATEWAY_PORT ?? Number(process.env.E2E_PORT ?? 4399) + 3000);
const PLATFORM_PORT = SITE_PORT + 1;
const PLATFORM_URL = `http://127.0.0.1:${PLATFORM_PORT}`;
const DATA_DIR = '.tmp/e2e-gateway-platform';
// Where smsCode reads the codes: the platform node's database.
const outbox = { port: SITE_PORT, dataDir: DATA_DIR };
const UNREACHABLE = 'ไม่สามารถเชื่อมต่อระบบได้ กรุณาลองใหม่อีกครั้ง';
let site: ChildProcess | undefined;
let platform: ChildProcess | undefined;

test.use({ baseURL: `http://127.0.0.1:${SITE_PORT}` });

/** A server in a process group of its own (the supervisor and its serving process): killed together. */
function serve(args: string[], env: Record<string, string>): ChildProcess {
  const common = { HOST: '127.0.0.1', ASTRO_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn', DATABASE_URL: '' };
  return spawn(process.execPath, ['scripts/serve.mjs', ...args], {
    env: { ...process.env, ...common, ...env },
    stdio: 'ignore',
    detached: true,
  });
}

/** The platform alone on its port and data: started again on the same ones after it was stopped. */
async function startPlatform(): Promise<void> {
  platform = serve(['--platform'], { PLATFORM_PORT: String(PLATFORM_PORT), DATA_DIR, TRUST_PROXY: '1', PLATFORM_API_URL: '' });
  await expect(async () => {
    expect((await fetch(`${PLATFORM_URL}${agent.validate.path}?code=r999`)).ok).toBe(true);
  }).toPass({ timeout: 30_000 });
}

/** Killed, not stopped: the supervisor and its serving process at once, no stream ended cleanly. */
async function killPlatform(): Promise<void> {
  const stopping = platform!;
  const exited = new Promise((resolve) => stopping.once('exit', resolve));
  process.kill(-stopping.pid!, 'SIGKILL');
  await exited;
  platform = undefined;
  await expect(async () => {
    await expect(fetch(`${PLATFORM_URL}${agent.validate.path}?code=r999`)).rejects.toThrow();
  }).toPass({ timeout: 10_000 });
}

test.beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  await startPlatform();
  site = serve([], { PORT: String(SITE_PORT), PLATFORM_API_URL: PLATFORM_URL, DATA_DIR: `${DATA_DIR}/site` });
  await expect(async () => {
    expect((await fetch(`http://127.0.0.1:${SITE_PORT}${agent.validate.path}?code=r999`)).ok).toBe(true);
  }).toPass({ timeout: 30_000 });
});

test.afterAll(() => {
  site?.kill('SIGTERM');
  platform?.kill('SIGTERM');
});

test.beforeEach(async ({ page }) => skipAnnouncements(page));

/** The member's header, not the visitor's: the wallet chip and no log-in or register button. */
async function expectMembersHeader(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await expect(header.getByTestId('wallet-chip')).toBeVisible();
  await expect(header.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'สมัครสมาชิก' })).toHaveCount(0);
}

test('through the gateway: register with the SMS code, a bill; the platform killed mid-journey and back, the stream again, the wallet moved once', async ({
  page,
  context,
  request,
}, testInfo) => {
  // A platform's restart and the stream's own return in one journey.
  test.setTimeout(180_000);
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

  // The withdrawal form open while the platform is up; the amount typed.
  await page.goto('/member/withdraw');
  const amount = page.getByLabel('จำนวนเงิน (บาท)');
  const send = page.getByRole('button', { name: 'ยืนยันถอนเงิน' });
  await amount.fill('200');
  await expect(send).toBeEnabled();
  let withdrawalsSent = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === withdrawals.withdraw.path) withdrawalsSent += 1;
  });

  // The platform is killed mid-journey; the page's stream is cut with it.
  await killPlatform();

  // The withdrawal sent now: the Thai message, once, and the balance as it was.
  await send.click();
  const unreachable = page.getByRole('alert').filter({ hasText: UNREACHABLE });
  await expect(unreachable).toBeVisible();
  // Above the phone's bottom bar, as a member scrolls to read it.
  await unreachable.evaluate((alert) => alert.scrollIntoView({ block: 'center' }));
  expect(withdrawalsSent).toBe(1);
  await expect(page.getByTestId('wallet-total')).toHaveText('฿990.00');
  await page.screenshot({ path: testInfo.outputPath('down-withdraw.png') });

  // Another tab: the home page is the member's, with the Thai notice and no balance it cannot know;
  // the chip's refresh says so in Thai and logs no one out.
  const other = await context.newPage();
  await other.goto('/');
  await expectMembersHeader(other);
  await expect(other.getByTestId('platform-down')).toHaveText(/ระบบขัดข้องชั่วคราว/);
  await expect(other.getByTestId('wallet-unavailable')).toHaveText('ยอดเงินไม่พร้อม');
  await expect(other.getByRole('link', { name: 'สมัครสมาชิก' })).toHaveCount(0);
  await other.getByRole('button', { name: 'รีเฟรชยอดเงิน' }).click();
  await expect(other.getByText(UNREACHABLE)).toBeVisible();
  await expect(other).toHaveURL('/');
  await other.screenshot({ path: testInfo.outputPath('down-home.png') });

  // A member page: the Thai 503 under the member's header, not the log-in form.
  const bills = await other.goto('/lotto/bills');
  expect(bills?.status()).toBe(503);
  await expect(other).toHaveURL('/lotto/bills');
  await expectMembersHeader(other);
  await expect(other.getByTestId('error-page')).toContainText('ยังไม่สามารถแสดงหน้านี้ได้');
  await other.screenshot({ path: testInfo.outputPath('down-member-page.png') });
  // The session is the platform's to judge: a failure keeps it.
  expect((await context.cookies()).some((cookie) => cookie.name === 'r999_session')).toBe(true);

  // The platform back on the same data and port: the same session, the pages work again.
  const streamBack = page.waitForResponse(
    (response) => new URL(response.url()).pathname === MEMBER_STREAM_PATH && response.status() === 200,
    // Tried again after 1-2 s, then each time later (up to a minute): well before the old fixed minute.
    { timeout: 45_000 },
  );
  await startPlatform();
  await other.reload();
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(other.getByTestId('bill-row')).toHaveCount(1);
  await expect(other.getByTestId('platform-down')).toHaveCount(0);
  await expect(other.getByTestId('wallet-total')).toHaveText('฿990.00');
  await other.close();

  // The withdrawal page's stream, given up on while the platform was away, is open again: the
  // operator's credit reaches its header pushed (the chip's own poll is 30 s away).
  await streamBack;
  operatorOn(DATA_DIR, 'credit', phone, '1', '25', '--by', 'e2e-gateway');
  await expect(page.getByTestId('wallet-total')).toHaveText('฿1,015.00', { timeout: 5_000 });

  // The withdrawal the member tried is sent again from the same form (the same request): it
  // moves once; nothing moved while the platform was down.
  await send.click();
  await expect(page.getByTestId('withdraw-request')).toHaveCount(1);
  await expect(page.getByTestId('wallet-total')).toHaveText('฿815.00');
  expect(withdrawalsSent).toBe(2);
  await page.reload();
  await expect(page.getByTestId('withdraw-request')).toHaveCount(1);
  await expect(page.getByTestId('withdraw-status')).toHaveText('รอดำเนินการ');
  await expect(page.getByTestId('wallet-total')).toHaveText('฿815.00');
  await page.goto('/lotto/bills');
  await expect(page.getByTestId('bill-row')).toHaveCount(1);
  await expect(page.getByTestId('bill-row').first().getByTestId('bill-status')).toHaveText('รอผล');
  await page.screenshot({ path: testInfo.outputPath('back-bills.png') });
});
