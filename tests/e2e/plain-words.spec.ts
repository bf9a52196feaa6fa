// What a new member reads and sees should agree with itself (issue 22, item 9): one text about
// money, from the agent's configuration, on the hero and in the footer; the agent's two LINE links
// each named for what it is, the same in the drawer, the header, the contact button and the footer;
// Thai words instead of English and jargon; the check-in badge whole; toasts that leave the
// header's deposit and withdraw buttons uncovered.
import { expect, test, type Page } from '@playwright/test';
import { registerByApi, skipAnnouncements } from './helpers.ts';
import * as agent from '../../src/contract/endpoints/content/agent.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

const DEMO_TEXT = 'เว็บไซต์สาธิต เล่นด้วยเครดิตทดลอง ไม่มีการฝาก ถอน หรือจ่ายเงินจริง';

async function agentInfo(page: Page): Promise<{ line_admin_url: string; line_contact_url: string; real_money: boolean }> {
  return (await (await page.request.post(agent.config.path, { data: {} })).json()).data.info;
}

test('one text about money: the hero and the footer say what the agent configured, and nothing says "จ่ายจริง"', async ({ page }) => {
  expect((await agentInfo(page)).real_money).toBe(false);
  await page.goto('/');
  const notes = page.getByTestId('money-note');
  await expect(notes).toHaveCount(2);
  await expect(page.getByRole('main').getByTestId('money-note')).toHaveText(DEMO_TEXT);
  await expect(page.getByRole('contentinfo').getByTestId('money-note')).toHaveText(DEMO_TEXT);
  await expect(page.locator('body')).not.toContainText('จ่ายจริง');
});

test("the agent's two LINE links are named for what they are, the same in the drawer, the header, the contact button and the footer", async ({
  page,
}, testInfo) => {
  const { line_admin_url: admin, line_contact_url: contact } = await agentInfo(page);
  expect(admin).not.toBe(contact);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'แชทกับแอดมิน (LINE)' })).toHaveAttribute('href', admin);
  await expect(footer.getByRole('link', { name: 'ติดต่อเรา (LINE)' })).toHaveAttribute('href', contact);
  await expect(page.getByTestId('contact-button')).toHaveAttribute('href', contact);
  await expect(page.getByTestId('contact-button')).toHaveAccessibleName('ติดต่อเรา (LINE)');
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'เปิดเมนูนำทาง' }).click();
    await expect(page.getByRole('link', { name: 'แชทกับแอดมิน (LINE)' }).first()).toBeVisible();
    const links = await page
      .getByRole('link', { name: /\(LINE\)$/ })
      .evaluateAll((all) =>
        all.filter((link) => link.getBoundingClientRect().width > 0).map((link) => [link.textContent!.trim(), link.getAttribute('href')]),
      );
    // Every visible LINE link with the same words goes to the same place.
    for (const [name, href] of links) expect(href, name!).toBe(name === 'แชทกับแอดมิน (LINE)' ? admin : contact);
  } else {
    await expect(page.getByTestId('header-contact')).toHaveAccessibleName('แชทกับแอดมิน (LINE)');
    await expect(page.getByTestId('header-contact')).toHaveAttribute('href', admin);
  }
});

test('pages a member reads speak Thai: no Time-out / Self-exclusion, Bead Road / Big Road', async ({ page }) => {
  await registerByApi(page.request, 'อ่าน ภาษาไทย');
  await page.goto('/member/responsible');
  await expect(page.getByText('พักการเล่นชั่วคราว', { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/Time-out|Self-exclusion/);
  await page.goto('/sooth');
  await expect(page.getByRole('heading', { name: 'เค้าไพ่', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'เค้าใหญ่', exact: true })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/Road/);
});

test('the check-in badge "รับแล้ว" is whole in its day', async ({ page }, testInfo) => {
  await registerByApi(page.request, 'เช็คอิน ป้ายครบ');
  await page.goto('/checkin');
  await page.getByRole('button', { name: 'เช็คอินวันนี้' }).click();
  const badge = page.locator('[data-testid="checkin-day"][data-stamped="true"]').getByText('รับแล้ว');
  await expect(badge).toBeVisible();
  const fits = await badge.evaluate((el) => ({
    inside: el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight,
    withinDay: el.getBoundingClientRect().right <= el.parentElement!.getBoundingClientRect().right,
  }));
  expect(fits).toEqual({ inside: true, withinDay: true });
  await page.screenshot({ path: testInfo.outputPath('checkin-stamped.png') });
});

test("three toasts at once leave the header's deposit and withdraw buttons uncovered and tappable", async ({ page }, testInfo) => {
  await registerByApi(page.request, 'แจ้งเตือน ไม่บังปุ่ม');
  await page.goto('/member/deposit');
  await page.getByLabel('จำนวนเงิน (บาท)').fill('100');
  await page.getByRole('button', { name: 'สร้างรายการฝาก' }).click();
  await expect(page.getByTestId('payment-account')).toBeVisible();
  const copy = page.getByTestId('payment-account').getByRole('button', { name: /^คัดลอก/ });
  // Three quick taps: clicked one by one on a loaded machine, the first toast could leave before the third came.
  await copy.click({ clickCount: 3 });
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(3);
  const banner = page.getByRole('banner');
  for (const name of ['ฝากเงิน', 'ถอนเงิน']) {
    const button = banner.getByRole('link', { name, exact: true }).locator('visible=true');
    // Polled: the toasts slide in from their stack's edge (and their island wakes with the first).
    const covered = () =>
      button.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return !hit || !el.contains(hit);
      });
    await expect.poll(covered, { message: `${name} is covered` }).toBe(false);
  }
  const headerBottom = await banner.evaluate((el) => el.getBoundingClientRect().bottom);
  // Once they have slid in (a toast mounting starts from its stack's edge), every toast sits below the header.
  await expect
    .poll(async () =>
      Math.min(...(await page.locator('[data-sonner-toast]').evaluateAll((all) => all.map((el) => el.getBoundingClientRect().top)))),
    )
    .toBeGreaterThanOrEqual(headerBottom);
  await page.screenshot({ path: testInfo.outputPath('toasts.png') });
});
