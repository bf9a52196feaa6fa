// Polls as people use them, on the phone: a visitor follows the event dialog to the
// poll, sees the stats and is asked to log in; back on the poll after logging in, the member votes
// and sees the stats and the day's quota move; the event's quest is joined; a closed poll shows its
// winners.
import { expect, test, type Locator } from '@playwright/test';
import { expectNoHorizontalOverflow, registerByApi, skipAnnouncements } from './helpers.ts';
import * as polls from '../../src/contract/endpoints/community/polls.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

const votesIn = async (choice: Locator) =>
  Number((await choice.getByTestId('poll-votes').textContent())!.match(/^([\d,]+)/)![1]!.replace(/,/g, ''));

test('from the event dialog to the poll: log in, vote, and see the stats and the quota move', async ({ page }) => {
  const { phone, password } = await registerByApi(page.request, 'โหวต ทดสอบ');
  await page.context().clearCookies();
  await skipAnnouncements(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'ดูกิจกรรม' }).click();
  await page.getByRole('dialog', { name: 'กิจกรรมพิเศษ' }).locator('img').first().click();
  await expect(page).toHaveURL('/poll/1');
  await expect(page.getByRole('heading', { name: 'โหวตเกมโปรดประจำสัปดาห์' })).toBeVisible();
  await expect(page.getByTestId('poll-status')).toHaveText('เปิดโหวตอยู่');
  await expect(page.getByTestId('poll-choice')).toHaveCount(4);
  await expect(page.getByRole('button', { name: /^โหวต / })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);

  await page.getByRole('link', { name: 'เข้าสู่ระบบเพื่อร่วมโหวต' }).click();
  await page.getByLabel('เบอร์โทรศัพท์').fill(phone);
  await page.getByLabel('รหัสผ่าน').fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL('/poll/1');
  await expect(page.getByTestId('poll-quota')).toHaveText('วันนี้โหวตได้อีก 3 จาก 3 ครั้ง');

  const choice = page.getByTestId('poll-choice').filter({ hasText: 'เสือมังกร' });
  const before = await votesIn(choice);
  await choice.getByRole('button', { name: 'โหวต เสือมังกร' }).click();
  await expect(page.getByText('โหวตแล้ว ขอบคุณที่ร่วมกิจกรรม')).toBeVisible();
  await expect(page.getByTestId('poll-quota')).toHaveText('วันนี้โหวตได้อีก 2 จาก 3 ครั้ง');
  expect(await votesIn(choice)).toBeGreaterThanOrEqual(before + 1);
  // The voter count follows the vote (it counted this member), not the count the page was drawn with.
  const stats = (await (await page.request.get(`${polls.stats.path}?poll_id=1`)).json()).data;
  expect(stats.voters).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('poll-total')).toContainText(`จาก ${stats.voters.toLocaleString('th-TH')} คน`);
  await choice.getByRole('button', { name: 'โหวต เสือมังกร' }).click();
  await expect(page.getByTestId('poll-quota')).toHaveText('วันนี้โหวตได้อีก 1 จาก 3 ครั้ง');
  await choice.getByRole('button', { name: 'โหวต เสือมังกร' }).click();
  await expect(page.getByTestId('poll-quota')).toHaveText('ใช้สิทธิ์โหวตของวันนี้ครบแล้ว กลับมาโหวตใหม่พรุ่งนี้');
  await expect(choice.getByRole('button', { name: 'โหวต เสือมังกร' })).toBeDisabled();
  expect(await votesIn(choice)).toBeGreaterThanOrEqual(before + 3);

  // The quota holds after a reload: it is the platform's, not the page's.
  await page.reload();
  await expect(page.getByTestId('poll-quota')).toHaveText('ใช้สิทธิ์โหวตของวันนี้ครบแล้ว กลับมาโหวตใหม่พรุ่งนี้');

  const event = page.getByTestId('poll-event');
  await event.getByRole('button', { name: 'ร่วมกิจกรรม' }).click();
  await expect(event.getByText('แทงหวยรวม 50 บาท')).toBeVisible();
  await expect(event.getByRole('progressbar', { name: 'แทงหวยรวม 50 บาท' })).toHaveAttribute('aria-valuenow', '0');
});

test('a visitor sees a closed poll with its winning choice and its voters, masked', async ({ page }) => {
  await page.goto('/poll/2');
  await expect(page.getByTestId('poll-status')).toHaveText('ปิดโหวตแล้ว');
  const winners = page.getByTestId('poll-winners');
  await expect(winners).toContainText('สงกรานต์');
  await expect(winners).toContainText('สม***ดี');
  await expect(page.getByRole('link', { name: 'เข้าสู่ระบบเพื่อร่วมโหวต' })).toHaveCount(0);
  const missing = await page.goto('/poll/999');
  expect(missing?.status()).toBe(404);
});
