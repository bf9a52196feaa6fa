// A slip as a member sends it (issue 42), on the phone: the money of a waiting
// bank deposit did not arrive, so the member picks the slip's picture on the deposit page. A
// picture without a slip QR is refused in Thai; the slip (its mini QR drawn by the tests' helper)
// is taken and the member reads that a cashier will check it, with the slip's reference.
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { slipVerify } from 'promptparse/generate';
import { slipPicture } from '../support/slip-picture.ts';
import { expectNoHorizontalOverflow, islandsHydrated, registerByApi, skipAnnouncements } from './helpers.ts';
import * as payments from '../../src/contract/endpoints/money/payments.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

test('the slip of a waiting bank deposit: a picture without a slip QR is refused in Thai, the slip is taken for the cashier', async ({
  page,
}, testInfo) => {
  await registerByApi(page.request, 'ฝากเงิน แนบสลิป');
  const channels = (await (await page.request.get(payments.channels.path)).json()).data as {
    id: number;
    code: string;
    sub_channels: { id: number }[];
  }[];
  const bank = channels.find((channel) => channel.code === 'bank')!;
  const made = await page.request.post(payments.generateQr.path, {
    data: { channel_id: bank.id, sub_channel_id: bank.sub_channels[0]!.id, amount: 400 },
  });
  expect((await made.json()).error).toBe(0);

  await page.goto('/member/deposit');
  await islandsHydrated(page);
  const slip = page.getByTestId('deposit-waiting').getByTestId('deposit-slip');
  await expect(slip).toContainText('โอนแล้วแต่ยอดยังไม่เข้า?');
  const input = slip.getByLabel('แนบรูปสลิป');

  await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(await slipPicture(null), 'base64') });
  await expect(slip.getByRole('alert')).toContainText('ไม่พบ QR สำหรับตรวจสอบสลิปในรูปนี้');

  const transRef = `0153${randomBytes(8).toString('hex').toUpperCase()}`;
  const picture = Buffer.from(await slipPicture(slipVerify({ sendingBank: '004', transRef }), 'jpeg'), 'base64');
  await input.setInputFiles({ name: 'slip.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(slip.getByTestId('deposit-slip-sent')).toHaveText(`ได้รับสลิปแล้ว (เลขอ้างอิง ${transRef}) พนักงานจะตรวจสอบและเติมเครดิตให้โดยเร็ว`);
  await expect(slip.getByRole('alert')).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).include('[data-testid="deposit-waiting"]').analyze();
  expect(audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('deposit-slip-390x844.png') });

  // The same slip again is refused: a reference is used once.
  await input.setInputFiles({ name: 'slip.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(slip.getByRole('alert')).toContainText(`สลิปนี้ (เลขอ้างอิง ${transRef}) ถูกใช้แจ้งฝากเงินไปแล้ว`);
});
