// An open Yeekee round as members come to it, on a phone: shooting and the shot list
// come first, on the first screen, and the bill builder is one tap away (and back). Each test
// opens a Yeekee round of its own (lotto-rounds.ts), so it runs at any hour.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, fontsInCache, registerByApi, skipAnnouncements } from './helpers.ts';
import { freshYeekeeRound } from './lotto-rounds.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

/** The top of the element, in page pixels: where it starts on a page not yet scrolled. */
const pageTop = (page: Page, testId: string) => page.getByTestId(testId).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

test('a member finds the shooting form and the shot list first, and the builder one tap away', async ({ page }) => {
  const round = await freshYeekeeRound(page.request);
  await registerByApi(page.request, 'ยี่กี มาก่อน');
  await page.goto(`/lotto/${round.round_id}`);

  const panel = page.getByTestId('yeekee-panel');
  const input = panel.getByLabel('เลขที่ต้องการยิง (5 หลัก)');
  await expect(input).toBeEnabled();
  const screen = page.viewportSize()!.height;
  // The form and the start of the shot list are on the first screen, above the builder.
  const inputBox = (await input.boundingBox())!;
  expect(inputBox.y + inputBox.height).toBeLessThan(screen);
  const list = panel.getByRole('heading', { name: 'รายการยิงเลข' });
  expect((await list.boundingBox())!.y).toBeLessThan(screen);
  await expect(page.getByRole('group', { name: 'แป้นตัวเลข' })).toBeHidden();
  await expect(page.getByTestId('bill-bar')).toBeHidden();
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // One tap brings the builder; the shooting panel steps aside, and one tap brings it back.
  await page.getByRole('radio', { name: 'แทงหวย' }).click();
  const keypad = page.getByRole('group', { name: 'แป้นตัวเลข' });
  await expect(keypad).toBeVisible();
  await expect(panel).toBeHidden();
  await keypad.getByRole('button', { name: '4', exact: true }).click();
  await keypad.getByRole('button', { name: '2', exact: true }).click();
  await keypad.getByRole('button', { name: '7', exact: true }).click();
  await expect(page.getByTestId('bill-line')).toHaveCount(1);
  await expectNoHorizontalOverflow(page);

  await page.getByRole('radio', { name: 'ยิงเลข' }).click();
  await expect(input).toBeVisible();
  await expect(keypad).toBeHidden();
  // Typing digits into nothing on the shooting view does not add bill lines behind it.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.type('555');
  await page.getByRole('radio', { name: 'แทงหวย' }).click();
  await expect(page.getByTestId('bill-line')).toHaveCount(1);
});

test('the shot count and the minimum below which every bill is refunded show where a member shoots and where they bet', async ({
  page,
}) => {
  const round = await freshYeekeeRound(page.request);
  const list = (await (await page.request.get(lotto.shotList.path, { params: { round_id: round.round_id } })).json()).data;
  await registerByApi(page.request, 'ยี่กี นับเลข');
  await page.goto(`/lotto/${round.round_id}`);

  // The minimum is the platform's (the list answers it), the count the round's.
  const minimum = list.min_shots as number;
  const shooting = page.getByTestId('yeekee-panel').getByTestId('yeekee-shot-rule');
  await expect(shooting).toContainText(`รอบที่มีเลขยิงไม่ถึง ${minimum} เลข จะไม่ออกผลและคืนเงินทุกโพย`);
  await expect(shooting).toContainText(new RegExp(`ยิงแล้ว \\d+(/${minimum} เลข| เลข ครบ ${minimum} แล้ว)`));
  expect(Number(await shooting.getAttribute('data-count'))).toBeGreaterThanOrEqual(list.count);

  await page.getByRole('radio', { name: 'แทงหวย' }).click();
  const betting = page.getByTestId('lotto-bill').getByTestId('yeekee-shot-rule');
  await expect(betting).toBeVisible();
  await expect(betting).toContainText(`ไม่ถึง ${minimum} เลข คืนเงินทุกโพย`);
  await expect(betting).toHaveAttribute('data-min', String(minimum));
});

test('a visitor sees the Yeekee panel before the call to log in to bet', async ({ page }) => {
  const round = await freshYeekeeRound(page.request);
  await page.goto(`/lotto/${round.round_id}`);
  await expect(page.getByTestId('yeekee-login')).toBeVisible();
  expect(await pageTop(page, 'yeekee-panel')).toBeLessThan(page.viewportSize()!.height / 2);
  await page.getByRole('radio', { name: 'แทงหวย' }).click();
  await expect(page.getByTestId('lotto-login-call')).toBeVisible();
});

test("a visitor's Yeekee round with shots: the shot list arrives in the place its frame kept, nothing under it moves", async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.addInitScript(() => {
    const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources: { node?: Node }[] })[])
        for (const source of entry.sources)
          if (source.node instanceof Element && !source.node.closest('[data-testid="yeekee-closes-in"]'))
            shifts.push(source.node.outerHTML.slice(0, 80));
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const round = await freshYeekeeRound(page.request);
  // Three members' shots before the page opens: the list that arrives is taller than an empty one.
  for (const number of ['13579', '24680', '11223']) {
    const member = await playwright.request.newContext({ baseURL });
    await registerByApi(member, 'ยิงก่อน เปิดหน้า');
    const shot = await (await member.post(lotto.shoot.path, { data: { round_id: round.round_id, number } })).json();
    expect(shot.error, shot.message).toBe(0);
    await member.dispose();
  }
  // The list is held back in the page until it has drawn its frame, so it surely arrives after.
  // (Not with page.route, which turns the browser's cache off: the fonts must come from it.)
  // The path goes in as the script's argument: the script runs in the page, without this file's imports.
  await page.addInitScript((listPath) => {
    const held = window as unknown as { releaseList: () => void };
    const drawn = new Promise<void>((resolve) => (held.releaseList = resolve));
    const send = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes(listPath)) await drawn;
      return send(input, init);
    };
  }, lotto.shotList.path);

  await fontsInCache(page);
  await page.goto(`/lotto/${round.round_id}`);
  const panel = page.getByTestId('yeekee-panel');
  await expect(panel.getByText('กำลังโหลดรายการยิงเลข')).toBeVisible();
  await page.evaluate(() => (window as unknown as { releaseList: () => void }).releaseList());
  await expect(page.getByTestId('yeekee-count')).toBeVisible();
  await expect(panel.getByTestId('yeekee-shot')).toHaveCount(3);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // Elements only, and not the closing count beside the heading: its digits change width each second.
  expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
});
