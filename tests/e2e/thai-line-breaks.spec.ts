// Thai labels break between words only (issue 40 item 14: the promotion dialog's button read
// "เข้าสู่ระบบเพื่อรับโปรโม / ชั่น" on a phone), on the phone and the desktop.
import { expect, test } from '@playwright/test';
import { skipAnnouncements } from './helpers.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

test("the promotion dialog's button breaks its Thai label between words only", async ({ page }) => {
  await page.goto('/promotions');
  await page.getByTestId('promotion').first().getByRole('button', { name: 'ดูรายละเอียด' }).click();
  const login = page.getByTestId('promotion-dialog').getByRole('link', { name: 'เข้าสู่ระบบเพื่อรับโปรโมชั่น' });
  await expect(login).toBeVisible();
  // The lines the label is drawn on: "โปรโมชั่น" sits on one of them, whole.
  const tops = await login.evaluate((link) => {
    const word = 'โปรโมชั่น';
    const range = document.createRange();
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    const text: { node: Text; at: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      for (let at = 0; at < (node as Text).length; at++) text.push({ node: node as Text, at });
    const start = text
      .map(({ node, at }) => node.data[at])
      .join('')
      .indexOf(word);
    return text.slice(start, start + word.length).map(({ node, at }) => {
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return Math.round(range.getBoundingClientRect().top);
    });
  });
  expect(tops).toHaveLength('โปรโมชั่น'.length);
  expect(new Set(tops).size).toBe(1);
});
