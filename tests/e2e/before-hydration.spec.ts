// What a person does on the server's HTML before its island has hydrated (the class of CI flakes
// where a tap or typed text was lost): the island's code is held back until the test has acted,
// so the act lands on the page as drawn by the server, and it must still take effect once React
// runs. Each test stands for one pattern: a whole island's controls waiting for it (Hydrated), a
// single button waiting for it (disabled until mounted), a form that would otherwise be sent as a
// plain GET of the page. No timers: the code is let through once the act has landed or waits.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerByApi, skipAnnouncements } from './helpers.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

/** Holds the island `name`'s own chunk (/_astro/<name>.<hash>.js) until the returned release is called. */
async function holdIsland(page: Page, name: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/_astro/${name}\\.[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Starts `act` on `control` while its island is held: the act either lands at once on the server's
 * HTML or waits because the control is off; then the island's code goes through and the act ends.
 */
async function actBeforeHydration(control: Locator, act: () => Promise<void>, release: () => void): Promise<void> {
  await expect(control).toBeVisible();
  const acting = act();
  await Promise.race([acting, expect(control).toBeDisabled()]);
  release();
  await acting;
}

test.describe('before an island hydrates @phone-only', () => {
  test('a game name typed into the lobby search at once still filters the games', async ({ page }) => {
    const release = await holdIsland(page, 'GameLobby');
    await page.goto('/lobby', { waitUntil: 'domcontentloaded' });
    const search = page.getByRole('searchbox', { name: 'ค้นหาเกม' });
    await actBeforeHydration(search, () => search.fill('บาคาร่า'), release);

    const grid = page.getByTestId('game-grid');
    await expect(grid.getByRole('button', { name: 'เล่น บาคาร่า R999 โต๊ะ 1', exact: true })).toBeVisible();
    await expect(grid.getByRole('button', { name: 'เล่น ผลไม้ R999', exact: true })).toHaveCount(0);
    await expect(search).toHaveValue('บาคาร่า');
  });

  test("the statement's date field tapped at once still opens the Thai date picker", async ({ page }) => {
    await registerByApi(page.request);
    const release = await holdIsland(page, 'DateRangeFields');
    await page.goto('/member/statement', { waitUntil: 'domcontentloaded' });
    const from = page.getByTestId('date-from');
    await actBeforeHydration(from, () => from.click(), release);

    await expect(page.getByRole('dialog', { name: 'เลือกตั้งแต่วันที่' })).toBeVisible();
  });

  test('the back-office log-in sent at once is answered on the page, the password never in the address', async ({ page }) => {
    const release = await holdIsland(page, 'AdminLogin');
    await page.goto('/admin/login', { waitUntil: 'domcontentloaded' });
    const next = page.getByRole('button', { name: 'ถัดไป' });
    await actBeforeHydration(
      next,
      async () => {
        await page.getByLabel('ชื่อผู้ใช้').fill('nobody-here');
        await page.getByLabel('รหัสผ่าน').fill('not-the-password-1');
        await next.click();
      },
      release,
    );

    await expect(page.getByRole('alert').filter({ hasText: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' })).toBeVisible();
    expect(page.url()).not.toContain('password');
    await expect(page.getByLabel('ชื่อผู้ใช้')).toHaveValue('nobody-here');
  });
});
