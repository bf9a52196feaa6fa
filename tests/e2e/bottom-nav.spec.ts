// The member's bottom bar on a phone (home, lottery, my bills, deposit, menu): drawn with the page,
// the current page marked, every tap landing where it says, nothing of the page left under it; not
// on a desktop, not for a visitor, and not on a round page, whose bill bar holds the bottom.
import { expect, test, type Page } from '@playwright/test';
import { registerByApi, skipAnnouncements } from './helpers.ts';
import { roundToKeep } from './lotto-rounds.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

const bar = (page: Page) => page.getByRole('navigation', { name: 'เมนูลัด' });

test('a member on a phone moves with the bottom bar; a desktop has the header instead', async ({ page }, testInfo) => {
  await registerByApi(page.request);
  // Server-rendered: the bar is in the page's HTML, so it takes its place at the first paint.
  expect(await (await page.request.get('/')).text()).toContain('data-testid="bottom-nav"');
  await page.goto('/');
  if (testInfo.project.name === 'desktop') {
    await expect(bar(page)).toBeHidden();
    return;
  }
  await expect(bar(page)).toBeVisible();
  await expect(bar(page).getByRole('link')).toHaveText(['หน้าแรก', 'หวย', 'โพยของฉัน', 'ฝากเงิน']);
  await expect(bar(page).getByRole('link', { name: 'หน้าแรก' })).toHaveAttribute('aria-current', 'page');

  // The end of the page (the footer's last line) scrolls clear of the bar: the layout kept its room.
  const clear = await page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    const last = [...document.querySelectorAll('footer p')].pop()!;
    const box = last.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return (
      Boolean(hit && last.contains(hit)) && box.bottom <= document.querySelector('[data-testid="bottom-nav"]')!.getBoundingClientRect().top
    );
  });
  expect(clear).toBe(true);

  await bar(page).getByRole('link', { name: 'โพยของฉัน' }).click();
  await expect(page).toHaveURL('/lotto/bills');
  await expect(bar(page).getByRole('link', { name: 'โพยของฉัน' })).toHaveAttribute('aria-current', 'page');
  await expect(bar(page).getByRole('link', { name: 'หน้าแรก' })).not.toHaveAttribute('aria-current', 'page');

  await bar(page).getByRole('link', { name: 'ฝากเงิน' }).click();
  await expect(page).toHaveURL('/member/deposit');
  await expect(bar(page).getByRole('link', { name: 'ฝากเงิน' })).toHaveAttribute('aria-current', 'page');

  // "เมนู" opens the member menu the header's button opens, with my bills and the results in it.
  await bar(page).getByRole('button', { name: 'เมนู' }).click();
  const menu = page.getByRole('dialog', { name: 'เมนูสมาชิก' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'ผลรางวัล' }).click();
  await expect(page).toHaveURL('/lotto/results');

  await bar(page).getByRole('link', { name: 'หวย' }).click();
  await expect(page).toHaveURL('/lotto/lobby');
  await expect(bar(page).getByRole('link', { name: 'หวย' })).toHaveAttribute('aria-current', 'page');
});

test('the round page keeps the bottom to its bill bar, and a visitor has no bottom bar', async ({ page }) => {
  const round = await roundToKeep(page.request);
  await page.goto('/');
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(page.getByTestId('bottom-nav')).toHaveCount(0);

  await registerByApi(page.request);
  await page.goto(`/lotto/${round.round_id}`);
  await expect(page.getByTestId('bill-bar')).toBeVisible();
  await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
});
