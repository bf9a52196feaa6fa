// The round page while a member builds a bill (issue 22, item 4): on a 390x844 phone (and on a
// desktop) every key of the keypad, the 0 / ล้าง / ลบ row included, and the bill bar's total are on
// the first screen and answer a tap at their centre, with no scrolling; the floating event tab
// touches no key and the contact tab covers no part of the total.
import { expect, test, type Page } from '@playwright/test';
import { registerByApi, skipAnnouncements } from './helpers.ts';
import { roundToKeep } from './lotto-rounds.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

const keypad = (page: Page) => page.getByRole('group', { name: 'แป้นตัวเลข' });

/** What the browser finds at the centre of every key and of the total, and where the floating tabs are. */
function probe(page: Page) {
  return page.evaluate(() => {
    const rect = (el: Element) => el.getBoundingClientRect();
    const hitAtCentre = (el: Element) => {
      const box = rect(el);
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const onScreen = x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight;
      const hit = onScreen ? document.elementFromPoint(x, y) : null;
      return Boolean(hit && el.contains(hit));
    };
    const keys = [...document.querySelectorAll('[role="group"][aria-label="แป้นตัวเลข"] button')];
    const total = document.querySelector('[data-testid="bill-total"]')!;
    const totalText = document.createRange();
    totalText.selectNodeContents(total);
    const totalBox = totalText.getBoundingClientRect();
    const bar = rect(document.querySelector('[data-testid="bill-bar"]')!);
    // Touching: the boxes meet or overlap (no gap between them).
    const touches = (a: DOMRect, b: DOMRect) => a.left <= b.right && b.left <= a.right && a.top <= b.bottom && b.top <= a.bottom;
    const event = document.querySelector('button[aria-label="ดูกิจกรรม"]');
    const contact = document.querySelector('[data-testid="contact-button"]');
    return {
      scrolled: window.scrollY,
      keys: keys.map((key) => ({ key: key.textContent?.trim(), tappable: hitAtCentre(key) })),
      totalTappable: [0.05, 0.5, 0.95].every((at) => {
        const hit = document.elementFromPoint(totalBox.left + totalBox.width * at, totalBox.top + totalBox.height / 2);
        return Boolean(hit && total.contains(hit));
      }),
      barOnScreen: bar.top >= 0 && bar.bottom <= window.innerHeight,
      eventTouches: event ? keys.filter((key) => touches(rect(event), rect(key))).map((key) => key.textContent?.trim()) : [],
      contactOverTotal: contact ? touches(rect(contact), totalBox) || touches(rect(contact), rect(total)) : false,
      tabs: Boolean(event) && Boolean(contact),
    };
  });
}

test('every key and the total are on the first screen and answer a tap at their centre while a bill is built', async ({ page }) => {
  const round = await roundToKeep(page.request);
  await registerByApi(page.request);
  await page.goto(`/lotto/${round.round_id}`);
  await expect(keypad(page).getByRole('button', { name: '1', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'ดูกิจกรรม' })).toBeEnabled();
  await expect(page.getByTestId('contact-button')).toBeVisible();

  // A bill on 3 ตัวบน, then 2 ตัวบน: its nine shortcuts are the most that sit above the keys.
  for (const digit of '428') await keypad(page).getByRole('button', { name: digit, exact: true }).click();
  await page.getByTestId('bet-two_top').click();
  await expect(page.getByRole('button', { name: '2 ตัวคี่' })).toBeVisible();
  for (const digit of '37') await keypad(page).getByRole('button', { name: digit, exact: true }).click();
  await expect(page.getByTestId('bill-line')).toHaveCount(2);
  await expect(page.getByTestId('bill-total')).toHaveText('฿20.00');

  const seen = await probe(page);
  expect(seen.tabs, 'both floating tabs are on the page').toBe(true);
  expect(seen.scrolled, 'no scrolling was needed').toBe(0);
  expect(seen.keys).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', 'ล้าง', '0', '⌫ ลบ'].map((key) => ({ key, tappable: true })));
  expect(seen.barOnScreen).toBe(true);
  expect(seen.totalTappable).toBe(true);
  expect(seen.eventTouches).toEqual([]);
  expect(seen.contactOverTotal).toBe(false);
});
