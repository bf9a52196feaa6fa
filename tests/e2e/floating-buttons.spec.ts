// The floating event and contact buttons and the bill bar, as a new member met them on a phone and
// a desktop: the buttons must never sit over what a member reads or taps (home tiles, a bill line's
// number and remove button), and the bill bar shows the whole total.
import { expect, test, type Page } from '@playwright/test';
import { registerByApi, skipAnnouncements } from './helpers.ts';
import { roundToKeep } from './lotto-rounds.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

/**
 * Scrolls the page from top to bottom a few pixels at a time and, at every position, asks the
 * browser what is at each target in view: it must be the target itself. A text is probed across
 * its own glyphs (start, middle, end), a button at its centre. Points under the page's own bars
 * (the sticky header, the bill bar) are skipped: those bars are layout, not something floating
 * over it. Answers every covered target, with what covered it.
 */
async function coveredTargets(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((targetSelector) => {
    const bars = () => [...document.querySelectorAll('header.sticky, [data-testid="bill-bar"]')].map((bar) => bar.getBoundingClientRect());
    const describe = (el: Element | null) =>
      el ? `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}` : 'nothing';
    const probes = (target: Element): [number, number][] => {
      let box = target.getBoundingClientRect();
      if (target.textContent?.trim()) {
        const text = document.createRange();
        text.selectNodeContents(target);
        box = text.getBoundingClientRect();
        const y = box.top + box.height / 2;
        return [0.1, 0.5, 0.9].map((at) => [box.left + box.width * at, y]);
      }
      return [[box.left + box.width / 2, box.top + box.height / 2]];
    };
    const covered = new Set<string>();
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; y <= end + 4; y += 4) {
      window.scrollTo({ top: Math.min(y, end), behavior: 'instant' });
      const under = bars();
      for (const target of document.querySelectorAll(targetSelector)) {
        for (const [x, cy] of probes(target)) {
          if (cy < 0 || cy >= window.innerHeight || x < 0 || x >= window.innerWidth) continue;
          if (under.some((bar) => x >= bar.left && x <= bar.right && cy >= bar.top && cy <= bar.bottom)) continue;
          const hit = document.elementFromPoint(x, cy);
          if (!hit || !target.contains(hit)) {
            const name = target.textContent?.trim() || target.getAttribute('aria-label');
            covered.add(`"${name}" under ${describe(hit?.closest('a, button') ?? hit)}`);
          }
        }
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...covered];
  }, selector);
}

test('the floating buttons cover no home tile text at any scroll position', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'ดูกิจกรรม' })).toBeEnabled();
  await expect(page.getByTestId('contact-button')).toBeVisible();
  const tileTexts = '[aria-labelledby="categories-title"] a > span:not([aria-hidden])';
  await expect(page.locator(tileTexts)).toHaveCount(12);
  expect(await coveredTargets(page, tileTexts)).toEqual([]);
});

test('the floating buttons cover no bill line number or remove button at any scroll position', async ({ page }) => {
  const round = await roundToKeep(page.request);
  await registerByApi(page.request);
  await page.goto(`/lotto/${round.round_id}`);
  const keypad = page.getByRole('group', { name: 'แป้นตัวเลข' });
  await expect(keypad.getByRole('button', { name: '1', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'ดูกิจกรรม' })).toBeEnabled();
  for (const number of ['102', '215', '328', '431', '547', '653', '760', '874']) {
    for (const digit of number) await keypad.getByRole('button', { name: digit, exact: true }).click();
  }
  await expect(page.getByTestId('bill-line')).toHaveCount(8);
  const removeButtons = '[data-testid="bill-line"] button[aria-label^="ลบ"]';
  await expect(page.locator(removeButtons)).toHaveCount(8);
  expect(await coveredTargets(page, `${removeButtons}, [data-testid="bill-line"] > div > span:first-child`)).toEqual([]);
});

test('the bill bar shows the whole total of a six-figure bill on one line', async ({ page }) => {
  const round = await roundToKeep(page.request);
  await registerByApi(page.request);
  await page.goto(`/lotto/${round.round_id}`);
  const keypad = page.getByRole('group', { name: 'แป้นตัวเลข' });
  await expect(keypad.getByRole('button', { name: '1', exact: true })).toBeEnabled();
  await page.getByTestId('default-amount').fill('100069');
  for (const digit of '518') await keypad.getByRole('button', { name: digit, exact: true }).click();
  const total = page.getByTestId('bill-total');
  await expect(total).toHaveText('฿100,069.00');

  const shown = await total.evaluate((el) => {
    const text = document.createRange();
    text.selectNodeContents(el);
    const box = text.getBoundingClientRect();
    const button = el.closest('[data-testid="bill-bar"]')!.querySelector('button')!.getBoundingClientRect();
    const last = document.elementFromPoint(box.right - 2, box.top + box.height / 2);
    return {
      lines: new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size,
      clipped: el.scrollWidth > el.clientWidth,
      clearOfButton: box.right <= button.left,
      onScreen: box.left >= 0 && box.right <= window.innerWidth,
      lastDigitVisible: Boolean(last && el.contains(last)),
    };
  });
  expect(shown).toEqual({ lines: 1, clipped: false, clearOfButton: true, onScreen: true, lastDigitVisible: true });
});
