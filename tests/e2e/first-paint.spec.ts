// What a phone draws before any script has run, and what a page loads before the member does
// anything: member parts come from what the server already knows (no loading card that later
// jumps), the lobby's countdowns are there at their full width, two font files, and no toast
// library or toast styles until the first toast.
import { expect, test } from '@playwright/test';
import { registerByApi, skipAnnouncements } from './helpers.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the profile shows the member, and the header the wallet total, from the server', async ({ page }) => {
    const member = await registerByApi(page.request, 'สมพร ใจดี');
    await page.goto('/member/profile');
    await expect(page.getByTestId('profile-name')).toHaveText('สมพร ใจดี');
    await expect(page.getByTestId('profile-phone')).toHaveText(member.phone);
    await expect(page.getByText('กำลังโหลด')).toHaveCount(0);
    // A new member starts with ฿1,000.00 of play credit.
    await expect(page.getByTestId('wallet-total')).toHaveText('฿1,000.00');
  });

  test("the bills page lists the member's bills, with the tab counts, from the server", async ({ page }) => {
    await registerByApi(page.request);
    await page.goto('/lotto/bills');
    // A new member has none: the empty list, not a loading card.
    await expect(page.getByTestId('bills-empty')).toBeVisible();
    await expect(page.getByRole('tab').first()).toContainText('(0)');
  });

  test('the lobby counts down from the first paint, not from a placeholder', async ({ page }) => {
    await page.goto('/lotto/lobby');
    const countdowns = page.locator('[data-testid="round-card"][data-phase="open"] [data-testid="round-countdown"]');
    await expect(countdowns.first()).toBeVisible();
    for (const text of await countdowns.allTextContents()) expect(text).toMatch(/\d{2}:\d{2}:\d{2}$/);
  });
});

test('a page loads two font files and neither sonner nor the toast styles before the first toast', async ({ page }) => {
  const fonts: string[] = [];
  const toastParts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'font') fonts.push(path);
    if (/\/(toasts|dist|ToastArea)\.[\w-]+\.(css|js)$/.test(path)) toastParts.push(path);
  });
  await page.goto('/');
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(new Set(fonts).size).toBeLessThanOrEqual(2);
  expect(toastParts).toEqual([]);
  await expect(page.getByRole('region', { name: 'การแจ้งเตือน' })).toHaveCount(0);

  // The first toast brings them: a logout from the member menu.
  await registerByApi(page.request);
  await page.goto('/');
  await page.getByRole('button', { name: 'เปิดเมนูสมาชิก' }).click();
  await page.getByRole('dialog', { name: 'เมนูสมาชิก' }).getByRole('button', { name: 'ออกจากระบบ' }).click();
  await page.getByRole('dialog', { name: 'ออกจากระบบ' }).getByRole('button', { name: 'ใช่' }).click();
  const toast = page.getByRole('region', { name: 'การแจ้งเตือน' }).locator('[data-sonner-toast]').filter({ hasText: 'ออกจากระบบสำเร็จ' });
  await expect(toast).toBeVisible();
  await expect.poll(() => toast.evaluate((el) => getComputedStyle(el.parentElement!).position)).toBe('fixed');
});
