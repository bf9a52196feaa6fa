// The money desk's reviews in Chromium, on a phone (issue 42): a member's slip left
// for a cashier and a bank text no reader could read show beside the deposit queue; the cashier
// reads the slip's bank and reference, opens its picture (from a staff call) and reads the text
// with its Thai reason and the phone that sent it, then marks the text dealt with (a short note) and
// it leaves the list, for good.
import { createHmac, randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { slipVerify } from 'promptparse/generate';
import { slipPicture } from '../support/slip-picture.ts';
import { expectNoHorizontalOverflow, islandsHydrated, registerByApi, skipAnnouncements } from './helpers.ts';
import { operator } from './lotto-rounds.ts';
import { enrolledStaff } from './staff.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

/** The server's clock (ms) from an answer's server_time: the forwarder signs with it. */
async function serverNow(request: APIRequestContext): Promise<number> {
  return Date.parse((await (await request.get('/api/agent/validate?code=r999')).json()).server_time);
}

test('a waiting slip and an unreadable bank text beside the queue: the picture opens, the reason reads in Thai, the text is dealt with', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await registerByApi(page.request, 'สลิป หลังบ้าน');
  const channels = (await (await page.request.get('/api/member/payment/channels')).json()).data as {
    id: number;
    code: string;
    sub_channels: { id: number }[];
  }[];
  const bank = channels.find((channel) => channel.code === 'bank')!;
  const made = await (
    await page.request.post('/api/member/payment/generate_qr', {
      data: { channel_id: bank.id, sub_channel_id: bank.sub_channels[0]!.id, amount: 415 },
    })
  ).json();
  expect(made.error, made.message).toBe(0);
  const transRef = `0153${randomBytes(8).toString('hex').toUpperCase()}`;
  const picture = await slipPicture(slipVerify({ sendingBank: '004', transRef }), 'jpeg');
  const sent = await (await page.request.post('/api/member/payment/slip', { data: { id: made.data.id, picture } })).json();
  expect(sent.error, sent.message).toBe(0);

  // A phone of the agent's account forwards a text nobody can read.
  const printed = operator('device', 'add', String(bank.sub_channels[0]!.id), 'smsforwarder', '--by', 'e2e-setup');
  const device = Number(/Device #(\d+)/.exec(printed)![1]);
  const secret = /Secret[^:]*: (\S+)/.exec(printed)![1]!;
  const odd = `มีเงินเข้าบัญชีของท่าน กรุณาตรวจสอบ ${testInfo.project.name}-${randomBytes(3).toString('hex')}`;
  const ts = String(await serverNow(page.request));
  const sign = encodeURIComponent(createHmac('sha256', secret).update(`${ts}\n${secret}`).digest('base64'));
  const text = await (
    await page.request.post(`/api/devices/smsforwarder?device=${device}`, {
      data: { from: 'KBank', org_content: odd, timestamp: ts, sign },
    })
  ).json();
  expect(text.data).toMatchObject({ kind: 'unreadable', state: 'review' });

  const context = await browser.newContext({ viewport: page.viewportSize()!, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const cashier = await context.newPage();
  await enrolledStaff(cashier, 'cashier', `revw-${testInfo.project.name}-${Math.floor(Math.random() * 1e6)}`);
  await cashier.goto('/admin/deposits');
  await islandsHydrated(cashier);

  const slip = cashier.getByTestId(`slip-${sent.data.slip_id}`);
  await expect(slip).toContainText(`เลขอ้างอิง ${transRef}`);
  await expect(slip).toContainText('ธนาคารผู้โอน KBANK');
  await expect(slip.getByRole('link', { name: `รายการฝาก #${made.data.id}` })).toHaveAttribute('href', `#deposit-${made.data.id}`);
  const card = cashier.getByTestId(`bank-text-${text.data.message_id}`);
  await expect(card).toContainText(odd);
  await expect(card).toContainText('อ่านข้อความนี้ไม่ได้ กรุณาตรวจสอบเอง');
  await expect(card).toContainText(`อุปกรณ์ #${device}`);
  await expectNoHorizontalOverflow(cashier);
  const audit = await new AxeBuilder({ page: cashier }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  await card.scrollIntoViewIfNeeded();
  await cashier.screenshot({ path: testInfo.outputPath('deposit-reviews.png'), fullPage: true });

  await slip.getByRole('button', { name: 'ดูรูปสลิป' }).click();
  const shown = cashier
    .getByRole('dialog', { name: `รูปสลิป #${sent.data.slip_id}` })
    .getByRole('img', { name: `รูปสลิป #${sent.data.slip_id}` });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await cashier.screenshot({ path: testInfo.outputPath('slip-picture.png') });
  await cashier.getByRole('button', { name: 'ปิดรูปสลิป' }).click();
  await expect(shown).toHaveCount(0);

  // Dealt with at the bank: "จัดการแล้ว" with a note takes the text off the list.
  await card.getByRole('button', { name: 'จัดการแล้ว' }).click();
  const dealing = cashier.getByRole('dialog', { name: `จัดการข้อความ #${text.data.message_id} แล้ว` });
  await expect(dealing).toContainText(odd);
  await dealing.getByRole('textbox', { name: /บันทึกสั้นๆ/ }).fill('โทรถามสมาชิกแล้ว ไม่ใช่ยอดฝาก');
  await cashier.screenshot({ path: testInfo.outputPath('text-dealt.png') });
  await dealing.getByRole('button', { name: 'จัดการแล้ว' }).click();
  await expect(dealing).toHaveCount(0);
  await expect(cashier.getByRole('status').filter({ hasText: `บันทึกว่าจัดการข้อความ #${text.data.message_id} แล้ว` })).toBeVisible();
  await expect(card).toHaveCount(0);
  await cashier.reload();
  await islandsHydrated(cashier);
  await expect(cashier.getByTestId(`slip-${sent.data.slip_id}`)).toBeVisible();
  await expect(cashier.getByTestId(`bank-text-${text.data.message_id}`)).toHaveCount(0);
  await context.close();
});
