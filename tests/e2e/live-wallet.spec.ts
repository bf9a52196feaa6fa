// The live stream (issue 43): a member's open page shows the new balance in the header a moment
// after a cashier confirms their deposit, without a reload and long before the wallet chip's 30 s
// poll would ask, and a new round in the open lobby (the phone through a site node in gateway
// mode, the stream forwarded; the desktop on the embedded site).
import { expect, test } from '@playwright/test';
import * as adminDesk from '../../src/contract/endpoints/admin/admin-desk.ts';
import * as payments from '../../src/contract/endpoints/money/payments.ts';
import { MEMBER_STREAM_PATH } from '../../src/contract/account/live-path.ts';
import { registerByApi, skipAnnouncements } from './helpers.ts';
import { extraExternalRound } from './lotto-rounds.ts';
import { enrolledStaff } from './staff.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

test('a cashier’s confirmation shows in the member’s open header within seconds, pushed', async ({ page, browser }, testInfo) => {
  await registerByApi(page.request, 'สด ทันใจ');
  const channels = (await (await page.request.get(payments.channels.path)).json()).data as {
    code: string;
    id: number;
    sub_channels: { id: number }[];
  }[];
  const promptpay = channels.find((channel) => channel.code === 'promptpay')!;
  const asked = await page.request.post(payments.generateQr.path, {
    data: { channel_id: promptpay.id, sub_channel_id: promptpay.sub_channels[0]!.id, amount: 250 },
  });
  const deposit = (await asked.json()).data as { id: number; pay_amount: number };

  // The member's page, its stream open.
  const opened = page.waitForResponse((response) => new URL(response.url()).pathname === MEMBER_STREAM_PATH && response.status() === 200);
  await page.goto('/');
  await opened;
  const total = page.getByTestId('wallet-total');
  await expect(total).toHaveText('฿1,000.00');

  const context = await browser.newContext({ viewport: page.viewportSize()!, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const staff = await context.newPage();
  await enrolledStaff(staff, 'cashier', `live-${testInfo.project.name}-${Math.floor(Math.random() * 1e6)}`);
  const confirmed = await staff.request.post(adminDesk.depositConfirm.path, { data: { id: deposit.id } });
  expect((await confirmed.json()).error).toBe(0);
  const shown = `฿${(1000 + deposit.pay_amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  // Well inside the poll's 30 s: only the stream can have brought it.
  await expect(total).toHaveText(shown, { timeout: 5_000 });
  await context.close();
});

test('a round the operator opens shows in the member’s open lobby at once, pushed', async ({ page }) => {
  await registerByApi(page.request, 'สด รอบใหม่');
  const opened = page.waitForResponse((response) => new URL(response.url()).pathname === MEMBER_STREAM_PATH && response.status() === 200);
  await page.goto('/lotto/lobby');
  await opened;
  const lao = page.locator('[data-testid="lotto-category"]').filter({ hasText: 'หวยลาวพัฒนา' });
  await expect(lao).toBeVisible();
  const roundId = extraExternalRound('lao', 45);
  // The lobby asks by itself only when a round it shows closes (hours away here): the stream told it.
  await expect(lao.locator(`[data-testid="round-card"][data-round-id="${roundId}"]`)).toBeVisible({ timeout: 5_000 });
});
