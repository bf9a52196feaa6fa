// The shell around every page: announcements, events, contact, footer, errors, navigation.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoHorizontalOverflow, loginAs, skipAnnouncements } from './helpers.ts';

test('important announcements open once per visit and page with next, then close', async ({ page }) => {
  await page.goto('/');
  const modal = page.getByRole('dialog', { name: 'ประกาศสำคัญ' });
  await expect(modal).toBeVisible();
  const next = modal.getByRole('button', { name: /ถัดไป/ });
  const steps = await modal.locator('.stepper > li').count();
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

test("a new visitor's / runs no React: the banner and the announcements that open themselves are server HTML with a small script", async ({
  page,
}) => {
  await page.goto('/');
  const announcements = page.getByRole('dialog', { name: 'ประกาศสำคัญ' });
  await expect(announcements).toBeVisible();
  await expect(announcements.getByTestId('announcement').locator('canvas')).toHaveCount(1);
  await announcements.getByRole('button', { name: /ถัดไป/ }).click();
  await expect(announcements.getByRole('list')).toHaveAttribute('aria-label', /^2 \//);
  await announcements.getByRole('button', { name: 'ปิดประกาศ' }).click();
  await expect(announcements).toBeHidden();
  // The banner still moves by its dots and lights the one in view.
  const dots = page.getByTestId('banner-carousel').getByRole('button', { name: / \/ \d+$/ });
  await dots.nth(2).click();
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('astro-island[ssr]:not([client="wanted"])')).toHaveCount(0);
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname.split('/').pop()!),
  );
  // React itself, its island runtime and the two islands these were.
  expect(fetched.filter((file) => /^(react|client|NotificationModal|BannerCarousel)\.[\w-]+\.js$/.test(file))).toEqual([]);
});

/**
 * Waits until the page is done with the announcements (data-announced: they opened themselves, a
 * moment after load, or were not to), so "it did not open" means something.
 */
async function announcementsReady(page: Page): Promise<void> {
  await expect(page.locator('astro-island[client="idle"][ssr]')).toHaveCount(0);
  await expect(page.locator('dialog[data-announcements][data-announced]')).toHaveCount(1);
}

test('announcements open once per browser session: a second tab does not open them again', async ({ page, context }) => {
  await page.goto('/');
  const modal = page.getByRole('dialog', { name: 'ประกาศสำคัญ' });
  await expect(modal).toBeVisible();
  // Closed with its X on the first step.
  await modal.getByRole('button', { name: 'ปิดประกาศ' }).click();
  await expect(modal).toBeHidden();

  const second = await context.newPage();
  await second.goto('/');
  await announcementsReady(second);
  await expect(second.getByTestId('banner-carousel')).toBeVisible();
  await expect(second.getByRole('dialog', { name: 'ประกาศสำคัญ' })).toBeHidden();
});

test('Escape closes the announcements', async ({ page }) => {
  await page.goto('/');
  const modal = page.getByRole('dialog', { name: 'ประกาศสำคัญ' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test('announcements do not cover the 404 page; they open on the first real page instead', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await announcementsReady(page);
  await expect(page.getByTestId('error-page')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'ประกาศสำคัญ' })).toBeHidden();
  await page.getByTestId('error-page').getByRole('link', { name: 'กลับหน้าแรก' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('dialog', { name: 'ประกาศสำคัญ' })).toBeVisible();
});

test.describe('with announcements seen', () => {
  test.beforeEach(async ({ page }) => skipAnnouncements(page));

  test('the home page shows banners, entry tiles, contact and footer without overflow', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('banner-carousel').locator('img').first()).toBeVisible();
    for (const tile of ['แทงหวย', 'คาสิโน', 'สล็อต', 'เกมยิงปลา', 'กีฬา', 'ฟรีสปิน']) {
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
    await expect(page.getByTestId('poll')).toBeVisible();
  });

  test('an unknown route shows the 404 page with a way home', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    expect(response?.statusText()).toBe('Not Found');
    await expect(page.getByTestId('error-page')).toContainText('404');
    // The member reads Thai only: the HTTP status line stays English, the page does not.
    await expect(page.getByTestId('error-page')).toContainText('ไม่พบหน้าที่คุณต้องการ');
    await expect(page.getByTestId('error-page')).not.toContainText(/[A-Za-z]/);
    await page.getByTestId('error-page').getByRole('link', { name: 'กลับหน้าแรก' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the status line of a missing lotto round says Not Found too', async ({ page }) => {
    const response = await page.goto('/lotto/0');
    expect(response?.status()).toBe(404);
    expect(response?.statusText()).toBe('Not Found');
  });

  for (const path of ['/this/does/not/exist', '/lobby/slot']) {
    test(`the footer of the short page ${path} reaches the bottom of the screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const gap = await page.evaluate(() => window.innerHeight - document.querySelector('footer')!.getBoundingClientRect().bottom);
      expect(gap).toBeLessThanOrEqual(0);
    });
  }

  // The site drawer button shows on phones only: the desktop project leaves this out.
  test('the phone header tells the site menu and the member menu apart', { tag: '@phone-only' }, async ({ page }) => {
    await loginAs(page, DEMO.phone, DEMO.password);
    const header = page.getByRole('banner');
    const drawer = header.getByRole('button', { name: 'เปิดเมนูนำทาง' });
    const member = header.getByRole('button', { name: 'เปิดเมนูสมาชิก' });
    await expect(drawer).toBeVisible();
    await expect(member).toBeVisible();
    const icon = (button: typeof drawer) => button.locator('svg').evaluate((svg) => svg.innerHTML);
    expect(await icon(drawer)).not.toBe(await icon(member));
    await member.click();
    await expect(page.getByRole('dialog', { name: 'เมนูสมาชิก' })).toBeVisible();
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
