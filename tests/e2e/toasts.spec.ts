// Toasts as a member meets them after moving around the site: at the top of the screen, in the
// site's dark look and Prompt font, announced by a live region, however many pages came before.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, registerByApi, skipAnnouncements } from './helpers.ts';
import { roundToKeep } from './lotto-rounds.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

interface ToastLook {
  settled: boolean;
  font: string;
  background: string;
  position: string;
  type: string | null;
}

/**
 * The toast saying `text`, checked for how it looks and where it sits. Everything is read in one
 * look once it has slid into place: a toast lives 3 s, and a busy machine must not outwait it.
 */
async function expectToast(page: Page, text: string | RegExp): Promise<ToastLook> {
  // The toast area is a polite live region with a Thai name: screen readers announce each toast.
  const region = page.getByRole('region', { name: 'การแจ้งเตือน' });
  await expect(region).toHaveAttribute('aria-live', 'polite');
  const toast = region.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toBeVisible();
  let look: ToastLook | undefined;
  await expect
    .poll(async () => {
      look = await toast.evaluate(
        (el): ToastLook => {
          const box = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          return {
            // A toast already gone (it lives 3 s) has an empty box and no style: not settled, it is not there.
            settled:
              el.isConnected &&
              box.height > 0 &&
              box.top >= 0 &&
              box.bottom <= window.innerHeight / 3 &&
              box.left >= 0 &&
              box.right <= window.innerWidth,
            font: style.fontFamily,
            background: style.backgroundColor,
            position: getComputedStyle(el.parentElement!).position,
            type: el.getAttribute('data-type'),
          };
        },
        undefined,
        { timeout: 1_000 },
      );
      return look.settled;
    })
    .toBe(true);
  expect(look!.font).toMatch(/^"?Prompt"?,/);
  expect(look!.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(look!.position).toBe('fixed');
  // Styled by our static stylesheet: nothing injected a <style> for the toasts at run time.
  expect(await page.evaluate(() => [...document.querySelectorAll('style')].filter((s) => s.textContent?.includes('sonner')).length)).toBe(
    0,
  );
  return look!;
}

/** Home, the lobby, home and the lobby again, through the site's own links. */
async function homeToLobbyAndBack(page: Page): Promise<void> {
  await page.goto('/');
  for (let lap = 0; lap < 2; lap++) {
    if (lap) {
      await page.getByRole('banner').getByRole('link', { name: 'หน้าแรก' }).first().click();
      await expect(page).toHaveURL('/');
    }
    await page
      .getByRole('main')
      .getByRole('link', { name: /แทงหวย/ })
      .click();
    await expect(page).toHaveURL('/lotto/lobby');
  }
}

/** Three page changes through the site's own links, as a visitor. */
async function wanderAsVisitor(page: Page): Promise<void> {
  await page.goto('/');
  for (let i = 0; i < 2; i++) {
    await page.getByRole('banner').getByRole('link', { name: 'เข้าสู่ระบบ' }).click();
    await expect(page).toHaveURL('/login');
    await page.getByRole('link', { name: 'กลับหน้าแรก' }).click();
    await expect(page).toHaveURL('/');
  }
  await page.getByRole('banner').getByRole('link', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL('/login');
}

test('the login and logout toasts look right after several page changes', async ({ page }) => {
  await wanderAsVisitor(page);
  await page.getByLabel('เบอร์โทรศัพท์').fill(DEMO.phone);
  await page.getByLabel('รหัสผ่าน').fill(DEMO.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL('/');
  await expectToast(page, 'เข้าสู่ระบบสำเร็จ');

  await page
    .getByRole('main')
    .getByRole('link', { name: /แทงหวย/ })
    .click();
  await expect(page).toHaveURL('/lotto/lobby');
  await page.getByRole('banner').getByRole('link', { name: 'หน้าแรก' }).first().click();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'เปิดเมนูสมาชิก' }).click();
  await page.getByRole('dialog', { name: 'เมนูสมาชิก' }).getByRole('button', { name: 'ออกจากระบบ' }).click();
  await page.getByRole('dialog', { name: 'ออกจากระบบ' }).getByRole('button', { name: 'ใช่' }).click();
  await expectToast(page, 'ออกจากระบบสำเร็จ');
});

test('the session-expired error toast looks right after several page changes', { tag: '@phone-only' }, async ({ page, context }) => {
  await registerByApi(page.request);
  await homeToLobbyAndBack(page);
  await context.clearCookies({ name: 'r999_session' }); // the session ends; the rest of the visit stays
  // The next call that needs the session ends the visit: the refresh tapped here, or a background
  // refresh that gets there first (then the page is already on its way to log in).
  const refresh = page.getByRole('button', { name: 'รีเฟรชยอดเงิน' });
  await Promise.race([refresh.click().catch(() => undefined), page.waitForURL(/\/login/)]);
  const toast = await expectToast(page, 'เซสซั่นหมดอายุ กรุณาลองใหม่');
  expect(toast.type).toBe('error');
});

test('bill-builder toasts look right after reaching the round through the lobby', { tag: '@phone-only' }, async ({ page }) => {
  const round = await roundToKeep(page.request);
  const limit = (await (await page.request.get(lotto.limit.path, { params: { round_id: round.round_id } })).json()).data;
  const taken = new Set<string>([...(limit?.closed ?? []), ...(limit?.hot ?? [])].map((entry: { number: string }) => entry.number));
  const number = ['47', '58', '69', '36', '25', '14'].find((n) => !taken.has(n))!;
  await registerByApi(page.request);

  await homeToLobbyAndBack(page);
  await page.locator(`a[href="/lotto/${round.round_id}"]`).first().click();
  await expect(page).toHaveURL(`/lotto/${round.round_id}`);

  const keypad = page.getByRole('group', { name: 'แป้นตัวเลข' });
  await expect(keypad.getByRole('button', { name: '1', exact: true })).toBeEnabled();
  await page.getByTestId('bet-two_top').click();
  for (let i = 0; i < 2; i++) {
    for (const digit of number) await keypad.getByRole('button', { name: digit, exact: true }).click();
  }
  await expect(page.getByTestId('bill-line')).toHaveCount(1);
  await expectToast(page, 'เลขนี้อยู่ในโพยแล้ว');
});
