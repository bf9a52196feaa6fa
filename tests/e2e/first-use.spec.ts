// Issue 30: the shell's islands a member does not touch on arriving (the drawer, the bell, the
// member menu, the event dialog, the game launcher, the toast area) wait for their first use
// (client:wanted): their code is not even fetched with the page, and the first tap on each still
// does what it always did. The banner and the announcements are server HTML with a small script.
import { expect, test, type Page } from '@playwright/test';
import { registerByApi, skipAnnouncements } from './helpers.ts';

const WAITING = ['NavDrawer', 'NotificationBell', 'MemberMenu', 'EventDialog', 'GameLauncher', 'Toasts'];

/** The page has loaded and the browser has been idle after its idle islands hydrated. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('wallet-total')).toHaveText(/฿/);
  await expect(page.locator('astro-island[client="idle"][ssr]')).toHaveCount(0);
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(() => setTimeout(idle, 100))));
}

const asleep = (page: Page, component: string) => page.locator(`astro-island[component-url*="/${component}."][ssr]`);

/** The scripts the page has fetched, by file name. */
const scriptsFetched = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname.split('/').pop()!));

test.beforeEach(async ({ page }) => {
  await skipAnnouncements(page);
  await registerByApi(page.request, 'ใช้ เมื่อแตะ');
});

test("a member's home page hydrates the shell's dialogs only when first used, and the first tap works", async ({ page, isMobile }) => {
  await page.goto('/');
  await settled(page);
  for (const component of WAITING) await expect(asleep(page, component), component).toHaveCount(1);
  const fetched = await scriptsFetched(page);
  for (const component of WAITING)
    expect(
      fetched.filter((file) => file.startsWith(`${component}.`)),
      component,
    ).toEqual([]);

  // The member menu: one tap opens it.
  await page.getByRole('button', { name: 'เปิดเมนูสมาชิก' }).click();
  const menu = page.getByRole('dialog', { name: 'เมนูสมาชิก' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // The bell: one tap opens the inbox.
  await page.getByRole('button', { name: /^กล่องข้อความ/ }).click();
  await expect(page.getByRole('dialog', { name: 'กล่องข้อความ' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The event button: one tap opens the events.
  await page.getByRole('button', { name: 'ดูกิจกรรม' }).click();
  await expect(page.getByRole('dialog', { name: 'กิจกรรมพิเศษ' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The drawer (the phone's): one tap slides it in.
  if (isMobile) {
    await page.getByRole('button', { name: 'เปิดเมนูนำทาง' }).click();
    const drawer = page.getByRole('complementary', { name: 'เมนู' });
    await expect(drawer).toBeInViewport();
    await expect(drawer.getByRole('link', { name: 'หน้าแรก' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).not.toBeInViewport();
  }
  // What was never used still waits.
  await expect(asleep(page, 'GameLauncher')).toHaveCount(1);
});

test('the bottom bar opens the member menu on a phone, waking its island from outside', async ({ page, isMobile }) => {
  await page.goto('/');
  await settled(page);
  await expect(asleep(page, 'MemberMenu')).toHaveCount(1);
  // The bar is the phone's; on a desktop the header's button is the way (above).
  const opener = isMobile
    ? page.getByTestId('bottom-nav').getByRole('button', { name: 'เมนู' })
    : page.getByRole('button', { name: 'เปิดเมนูสมาชิก' });
  await opener.click();
  await expect(page.getByRole('dialog', { name: 'เมนูสมาชิก' })).toBeVisible();
});

test("the banner's dots follow the banner in view: a tap on a dot brings its banner, and its dot lights", async ({ page }) => {
  await page.goto('/');
  await settled(page);
  const carousel = page.getByTestId('banner-carousel');
  const dots = carousel.getByRole('button', { name: / \/ \d+$/ });
  expect(await dots.count()).toBeGreaterThan(1);
  await dots.nth(1).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(dots.first()).toHaveAttribute('aria-current', 'false');
  await expect(carousel.locator('[data-slide="1"]')).toBeInViewport({ ratio: 0.9 });
});
