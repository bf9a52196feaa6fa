// The shell around every page: announcements, events, contact, footer, errors, navigation.
import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, skipAnnouncements } from './helpers.ts';

test('important announcements open once per visit and page with next, then close', async ({ page }) => {
  await page.goto('/');
  const modal = page.getByRole('dialog', { name: 'ประกาศสำคัญ' });
  await expect(modal).toBeVisible();
  const next = modal.getByRole('button', { name: /ถัดไป/ });
  const steps = await modal.locator('.step').count();
  expect(steps).toBeGreaterThan(1);
  for (let i = 1; i < steps; i++) await next.click();
  await modal.getByRole('button', { name: 'ปิด', exact: true }).click();
  await expect(modal).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(modal).toBeHidden();
  // The bell opens it again.
  await page.getByRole('button', { name: 'ประกาศสำคัญ' }).click();
  await expect(modal).toBeVisible();
});

test.describe('with announcements seen', () => {
  test.beforeEach(async ({ page }) => skipAnnouncements(page));

  test('the home page shows banners, entry tiles, contact and footer without overflow', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('banner-carousel').locator('img').first()).toBeVisible();
    for (const tile of ['แทงหวย', 'คาสิโนสด', 'สล็อต', 'เกมยิงปลา', 'กีฬา', 'ฟรีสปิน']) {
      await expect(page.getByRole('main').getByRole('link', { name: new RegExp(tile) })).toBeVisible();
    }
    const contact = page.getByTestId('contact-button');
    await expect(contact).toBeVisible();
    await expect(contact).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    await expectNoHorizontalOverflow(page);
  });

  test('the event button opens the event dialog and an event leads to the poll', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'ดูกิจกรรม' }).click();
    const dialog = page.getByRole('dialog', { name: 'กิจกรรมพิเศษ' });
    await expect(dialog).toBeVisible();
    await dialog.locator('img').first().click();
    await expect(page).toHaveURL('/poll/1');
    await expect(dialog).toBeHidden();
  });

  test('an unknown route shows the 404 page with a way home', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-page')).toContainText('404');
    await expect(page.getByTestId('error-page')).toContainText('Not Found');
    await page.getByTestId('error-page').getByRole('link', { name: 'กลับหน้าแรก' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a page view is pushed to the data layer after a route change', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'เข้าสู่ระบบ' }).click();
    await expect(page).toHaveURL('/login');
    await expect
      .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'page_view').map((e) => e.page_path)))
      .toEqual(['/', '/login']);
  });

  test('the mobile drawer or desktop navigation reaches the lottery', async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) {
      await page.getByRole('button', { name: 'เปิดเมนูนำทาง' }).click();
      const drawer = page.getByRole('complementary', { name: 'เมนู' });
      // The drawer covers the full height of the screen, not just the header.
      await expect.poll(async () => (await drawer.boundingBox())?.height ?? 0).toBeGreaterThan(800);
      await drawer.getByRole('link', { name: 'หวย' }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'หวย', exact: true }).click();
    }
    await expect(page).toHaveURL('/lotto/lobby');
  });

  for (const path of ['/login', '/register', '/forgot', '/login_box', '/register_box']) {
    test(`${path} fits the screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('form, .card').first()).toBeVisible();
      await expectNoHorizontalOverflow(page);
    });
  }
});
