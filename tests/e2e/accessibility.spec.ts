// Automated accessibility audit (axe-core) of the site's pages: no serious or critical
// violations, in the visitor and the member state.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../../src/lib/routes.ts';
import { DEMO, islandsHydrated, loginAs, skipAnnouncements } from './helpers.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

async function audit(page: Page) {
  await islandsHydrated(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// Every page a visitor may open (the site's route table), and the 404 page.
const VISITOR_PAGES = ROUTES.filter((route) => route.guard !== 'member' && !route.framed).map((route) => route.path);

for (const path of [...VISITOR_PAGES, '/this-page-does-not-exist']) {
  test(`${path} has no serious accessibility violations`, { tag: '@phone-only' }, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await audit(page);
  });
}

test('the member pages and menu have no serious accessibility violations', async ({ page }) => {
  await loginAs(page, DEMO.phone, DEMO.password);
  // The login toast is audited by its own tests; measured mid-slide its contrast is not its own.
  // It comes once the toast area has loaded (its first use): seen first, so that its going is not
  // mistaken for its not having come yet (CI: the audit found it sliding in).
  const loggedIn = page.getByText('เข้าสู่ระบบสำเร็จ');
  await expect(loggedIn).toBeVisible();
  await expect(loggedIn).toHaveCount(0, { timeout: 10_000 });
  await audit(page);
  await page.goto('/member/profile');
  await expect(page.getByTestId('profile-phone')).toBeVisible();
  await audit(page);
  await page.goto('/member/withdraw');
  await expect(page.getByTestId('withdraw-account-number')).toBeVisible();
  await audit(page);
  await page.getByRole('button', { name: 'เปิดเมนูสมาชิก' }).click();
  const menu = page.getByRole('dialog', { name: 'เมนูสมาชิก' });
  await expect(menu).toBeVisible();
  // Measured mid-slide, the sheet's words are still fading in: audited once its transitions are done.
  await menu.evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  await audit(page);
});

test('the game launcher and the games in it have no serious accessibility violations', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/lobby/casino');
  await expect(page.locator('astro-island[component-url*="GameLobby"]:not([ssr])')).toHaveCount(1);
  await page.getByTestId('game-grid').getByRole('button', { name: 'ทดลองเล่น บาคาร่า R999 โต๊ะ 1' }).click();
  const game = page.getByTestId('game-launcher').frameLocator('iframe');
  await game.getByRole('button', { name: /^ผู้เล่น/ }).click();
  await game.getByRole('button', { name: /^แจกไพ่/ }).click();
  await expect(game.getByTestId('round-result')).not.toBeEmpty();
  await game.getByText('พิสูจน์ความยุติธรรม').click();
  // The 1-second "taking you into the game" toast is gone (measured mid-slide, its contrast is not its own).
  await expect(page.getByText('กำลังพาท่านเข้าสู่เกม')).toHaveCount(0);
  await audit(page); // axe reads the frame too
  await page.goto('/lobby/slot');
  await expect(page.locator('astro-island[component-url*="GameLobby"]:not([ssr])')).toHaveCount(1);
  await page.getByTestId('game-grid').getByRole('button', { name: 'ทดลองเล่น ผลไม้ R999' }).click();
  await page.getByTestId('game-launcher').frameLocator('iframe').getByRole('button', { name: /^หมุน/ }).click();
  await expect(page.getByTestId('game-launcher').frameLocator('iframe').getByTestId('round-result')).not.toBeEmpty();
  await page.getByTestId('game-launcher').frameLocator('iframe').getByText('ตารางจ่าย').click();
  await expect(page.getByText('กำลังพาท่านเข้าสู่เกม')).toHaveCount(0);
  await audit(page);
});

test.describe('the fishing game and virtual football', () => {
  test.use({ reducedMotion: 'reduce' });

  test('have no serious accessibility violations, played and with their tables open', { tag: '@phone-only' }, async ({ page }) => {
    const game = page.getByTestId('game-launcher').frameLocator('iframe');
    await page.goto('/lobby/fishing');
    await expect(page.locator('astro-island[component-url*="GameLobby"]:not([ssr])')).toHaveCount(1);
    await page.getByTestId('game-grid').getByRole('button', { name: 'ทดลองเล่น ยิงปลาแนวปะการัง' }).click();
    await game.getByRole('button', { name: /^ยิงปลาการ์ตูน/ }).click();
    await expect(game.getByTestId('round-result')).not.toBeEmpty();
    await game.getByText('ตารางจ่ายและโอกาสจับได้').click();
    await expect(page.getByText('กำลังพาท่านเข้าสู่เกม')).toHaveCount(0);
    await audit(page);

    await page.goto('/lobby/sport');
    await expect(page.locator('astro-island[component-url*="GameLobby"]:not([ssr])')).toHaveCount(1);
    await page.getByTestId('game-grid').getByRole('button', { name: 'ทดลองเล่น ฟุตบอลเสมือนจริง ลีกเกมรุก' }).click();
    await game.getByRole('button', { name: /^เสมอ/ }).click();
    await game.getByRole('button', { name: /^ต่ำ/ }).click();
    await game.getByRole('button', { name: /^เริ่มการแข่งขัน/ }).click();
    await game.getByRole('button', { name: 'ข้ามไปดูผล' }).click();
    await expect(game.getByTestId('round-result')).toContainText('จบการแข่งขัน');
    await game.getByText('ราคาและอัตราคืนผู้เล่น').click();
    await expect(page.getByText('กำลังพาท่านเข้าสู่เกม')).toHaveCount(0);
    await audit(page);
  });
});
