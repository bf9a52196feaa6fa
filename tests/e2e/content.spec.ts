// The marketers' pages as people reach them, on the phone: from the home page to a
// promotion landing page the same for every visitor (its preview tags, its only scripts the header's, the
// header right for a visitor and for a member), and from the footer to the help pages.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoHorizontalOverflow, loginAs, registerByApi, skipAnnouncements } from './helpers.ts';
import * as promotions from '../../src/contract/endpoints/rewards/promotions.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

/** The islands a page hydrates, by component file name. */
const islandsOf = (page: Page) =>
  page
    .locator('astro-island')
    .evaluateAll((islands) => islands.map((island) => island.getAttribute('component-url')!.split('/').pop()!.split('.')[0]));

test('a visitor opens a promotion landing page from the home page: served from memory, no React', async ({ page }) => {
  await page.goto('/');
  const card = page.getByTestId('featured-promotion').filter({ hasText: 'สมาชิกใหม่ รับโบนัส 50%' });
  await card.scrollIntoViewIfNeeded();
  await card.click();
  await expect(page).toHaveURL('/promotions/welcome');
  await expect(page.getByRole('heading', { name: 'สมาชิกใหม่ รับโบนัส 50%', level: 1 })).toBeVisible();
  await expect(page.getByTestId('promotion-landing').getByRole('listitem')).not.toHaveCount(0);
  await expect(page).toHaveTitle('สมาชิกใหม่ รับโบนัส 50% | R999');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'สมาชิกใหม่ รับโบนัส 50%');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/images\/promotions\/welcome\.webp$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /ฝากครั้งแรกขั้นต่ำ 100 บาท/);
  // The header and the take button are the server's, drawn for a visitor: only the drawer and the
  // bell are islands, and they wait for their first use, so no React at all.
  expect((await islandsOf(page)).sort()).toEqual(['NavDrawer', 'NotificationBell']);
  await expect(page.locator('astro-island[ssr]:not([client="wanted"])')).toHaveCount(0);
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname.split('/').pop()!),
  );
  expect(fetched.filter((file) => /^(react|client)\.[\w-]+\.js$/.test(file))).toEqual([]);
  await expect(page.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/login?next=%2Fpromotions%2Fwelcome');
  await expectNoHorizontalOverflow(page);

  // The bell opens the announcements here too (they never open by themselves on these pages).
  const announcements = page.getByRole('dialog', { name: 'ประกาศสำคัญ' });
  await expect(announcements).toBeHidden();
  await page.getByRole('button', { name: 'ประกาศสำคัญ' }).click();
  await expect(announcements.getByTestId('announcement')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(announcements).toBeHidden();

  // A visitor is asked to log in first, and comes back here to take it.
  await page.getByRole('link', { name: 'รับโปรโมชั่นนี้' }).click();
  await expect(page).toHaveURL('/login?next=%2Fpromotions%2Fwelcome');
});

test('a member takes a promotion from its landing page with one tap', async ({ page }) => {
  await registerByApi(page.request, 'โปร หน้าแรก');
  // A server-rendered page first: it tells the browser who is logged in (the landing page cannot).
  await page.goto('/');
  await expect(page.getByTestId('wallet-total')).toHaveText(/฿/);
  await page.goto('/promotions/weekend');
  await expect(page.getByTestId('wallet-total')).toHaveText(/^฿[\d,]+\.\d{2}$/);
  // The server drew the member's button: its island waits for the tap, which it then gives.
  await expect(page.locator('astro-island[component-url*="/PromotionTake."][client="wanted"][ssr]')).toHaveCount(1);
  await page.getByRole('button', { name: 'รับโปรโมชั่นนี้' }).click();
  await expect(page.getByTestId('promotion-taken')).toContainText('รับโปรโมชั่นแล้ว ฝากเงินเพื่อรับโบนัส');
  await expect(page.getByTestId('promotion-taken').getByRole('link', { name: 'ไปฝากเงิน' })).toHaveAttribute('href', '/member/deposit');
  const mine = (await (await page.request.get(promotions.mine.path)).json()).data;
  expect(mine.current).toMatchObject({ status: 'waiting', promotion: { title: 'สุดสัปดาห์ รับโบนัส 20%' } });

  // Another landing page now says, in Thai, why it cannot be taken too, and nothing changes.
  await page.goto('/promotions/daily');
  await page.getByRole('button', { name: 'รับโปรโมชั่นนี้' }).click();
  await expect(page.getByRole('alert')).toContainText('สุดสัปดาห์ รับโบนัส 20%');
  const still = (await (await page.request.get(promotions.mine.path)).json()).data;
  expect(still.current.id).toBe(mine.current.id);
  await expectNoHorizontalOverflow(page);
});

test('a member on a landing page keeps the member header, and finds the help pages from the footer', async ({ page }) => {
  await loginAs(page, DEMO.phone, DEMO.password);
  await page.goto('/promotions/daily');
  await expect(page.getByTestId('wallet-total')).toHaveText(/^฿[\d,]+\.\d{2}$/);
  await expect(page.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveCount(0);
  // Still a member on the next server-rendered page: the static page changed nothing.
  await page.getByRole('contentinfo').getByRole('link', { name: 'คำถามที่พบบ่อย' }).click();
  await expect(page).toHaveURL('/help/faq');
  await expect(page.getByRole('heading', { name: 'คำถามที่พบบ่อย', level: 1 })).toBeVisible();
  // A deposit is matched by its exact amount: the FAQ asks for no slip nothing would accept.
  const deposit = page.getByRole('main');
  await expect(deposit).toContainText('ระบบไม่รับสลิป');
  await expect(deposit).toContainText('ตรงทุกสตางค์');
  await expect(deposit).not.toContainText('พร้อมสลิป');
  await page.getByRole('link', { name: 'วิธีเล่นหวยยี่กี' }).click();
  await expect(page.getByRole('heading', { name: 'วิธีเล่นหวยยี่กีและยิงเลข', level: 1 })).toBeVisible();
  await page.goto('/member/profile');
  await expect(page.getByTestId('profile-phone')).toBeVisible();
});

test('the help centre lists every guide, and an unknown page is the 404 page', async ({ page }) => {
  await page.goto('/help');
  for (const title of ['วิธีแทงหวยออนไลน์', 'กติกาและอัตราจ่ายหวย', 'ข้อตกลงและเงื่อนไขการใช้บริการ', 'นโยบายความเป็นส่วนตัว', 'เล่นอย่างรับผิดชอบ'])
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(title) })).toBeVisible();
  expect((await page.goto('/help/no-such-guide'))?.status()).toBe(404);
  expect((await page.goto('/promotions/no-such-offer'))?.status()).toBe(404);
});
