// Automated accessibility audit (axe-core) of the site's pages: no serious or critical
// violations, in the visitor and the member state.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../../src/lib/routes.ts';
import { DEMO, loginAs, skipAnnouncements } from './helpers.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

async function audit(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// Every built page a visitor may open (the site's route table), and the 404 page.
const VISITOR_PAGES = ROUTES.filter((route) => route.status === 'built' && route.guard !== 'member' && !route.framed).map(
  (route) => route.path,
);

for (const path of [...VISITOR_PAGES, '/this-page-does-not-exist']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await audit(page);
  });
}

test('the member pages and menu have no serious accessibility violations', async ({ page }) => {
  await loginAs(page, DEMO.phone, DEMO.password);
  await audit(page);
  await page.goto('/member/profile');
  await expect(page.getByTestId('profile-phone')).toBeVisible();
  await audit(page);
  await page.getByRole('button', { name: 'เปิดเมนูสมาชิก' }).click();
  await expect(page.getByRole('dialog', { name: 'เมนูสมาชิก' })).toBeVisible();
  await audit(page);
});
