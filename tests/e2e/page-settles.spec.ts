// A new visitor's `/` on a phone does its own work first (issue 30): the announcements open
// themselves only once the page has loaded and settled, opening them restyles the dialog, not the
// whole page, and their picture is not drawn in 2D on the main thread. The phone only.
import { expect, test } from '@playwright/test';
import { freshYeekeeRound } from './lotto-rounds.ts';

test('the announcements open themselves only after the page has loaded and settled', async ({ page }) => {
  // The page's time stands still but for the steps below, however long the machine takes.
  const start = new Date('2026-11-26T10:00:00+07:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  await page.goto('/');
  const announcements = page.getByRole('dialog', { name: 'ประกาศสำคัญ' });
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  // A second after load the visitor still has the page to themselves.
  await page.clock.runFor(1000);
  await expect(announcements).toBeHidden();
  await page.clock.runFor(3000);
  await expect(announcements).toBeVisible();
  await announcements.getByRole('button', { name: 'ปิดประกาศ' }).click();
  await expect(announcements).toBeHidden();
});

test('an open dialog locks the page scroll on the root only: nothing below it is restyled', async ({ page }) => {
  await page.goto('/');
  const announcements = page.getByRole('dialog', { name: 'ประกาศสำคัญ' });
  await expect(announcements).toBeVisible();
  const styles = () =>
    page.evaluate(() => ({
      root: getComputedStyle(document.documentElement).overflow,
      // daisyUI's lock value, set on the root; inherited, every element of the page changed with it.
      body: getComputedStyle(document.body).getPropertyValue('--page-overflow').trim(),
    }));
  expect(await styles()).toEqual({ root: 'hidden', body: '' });
  await page.keyboard.press('Escape');
  await expect(announcements).toBeHidden();
  expect(await styles()).toEqual({ root: 'visible', body: '' });
});

test("the announcement's picture is decoded from its bytes off the main thread and scaled by CSS, not drawn on the page", async ({
  page,
}) => {
  // Records what each bitmap is made from: the file's bytes (a Blob, decoded off the main thread).
  await page.addInitScript(() => {
    const made = window.createImageBitmap.bind(window);
    const sources: string[] = ((window as unknown as { bitmapSources: string[] }).bitmapSources = []);
    window.createImageBitmap = ((...args: Parameters<typeof made>) => {
      sources.push(args[0].constructor.name);
      return made(...args);
    }) as typeof window.createImageBitmap;
  });
  await page.goto('/');
  const announcements = page.getByRole('dialog', { name: 'ประกาศสำคัญ' });
  const picture = announcements.getByTestId('announcement').locator('canvas');
  await expect(picture).toHaveCount(1);
  const file = await page.request.get((await picture.getAttribute('data-src'))!);
  const natural = await page.evaluate(
    async (bytes) => createImageBitmap(new Blob([new Uint8Array(bytes)])).then((bitmap) => [bitmap.width, bitmap.height]),
    [...(await file.body())],
  );
  // The whole picture, at its own size, handed to the canvas; CSS covers the box with it.
  await expect.poll(() => picture.evaluate((canvas: HTMLCanvasElement) => [canvas.width, canvas.height])).toEqual(natural);
  expect(await picture.evaluate((canvas: HTMLCanvasElement) => getComputedStyle(canvas).objectFit)).toBe('cover');
  expect(await picture.evaluate((canvas: HTMLCanvasElement) => canvas.getContext('2d') === null)).toBe(true);
  // One bitmap, from the bytes (the test's own measuring bitmap above came after it).
  expect(await page.evaluate(() => (window as unknown as { bitmapSources: string[] }).bitmapSources)).toEqual(['Blob', 'Blob']);
  // Its box is the page's 16:9, whatever the picture's own shape.
  const box = (await picture.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
});

test('opening the announcements starts nothing the main thread must animate frame by frame', async ({ page }) => {
  await page.goto('/');
  const announcements = page.getByRole('dialog', { name: 'ประกาศสำคัญ' });
  await expect(announcements).toBeVisible();
  // Their heading takes the focus, not the X, whose focus colours and shadow would transition.
  await expect(announcements.getByRole('heading', { name: 'ประกาศสำคัญ' })).toBeFocused();
  // The root, under an open dialog, neither transitions nor animates: daisyUI's page darkening (a
  // 0.3 s background transition repainting the whole page each frame) and its scroll-driven
  // animation are left out.
  const root = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return { overflow: style.overflow, transition: style.transitionDuration, animation: style.animationName };
  });
  expect(root).toEqual({ overflow: 'hidden', transition: '0s', animation: 'none' });
  // Opened by itself, the sheet appears at once: no slide or fade, whose every tick costs a frame.
  const transitions = () =>
    announcements.evaluate((dialog) =>
      [dialog, dialog.querySelector('.modal-box')!].map((element) => getComputedStyle(element).transitionDuration),
    );
  expect(await transitions()).toEqual(['0s', '0s']);
  // Opened by a tap on the bell, it slides in as the other dialogs do.
  await page.keyboard.press('Escape');
  await expect(announcements).toBeHidden();
  await page.getByRole('button', { name: 'ประกาศสำคัญ' }).click();
  await expect(announcements).toBeVisible();
  expect((await transitions()).every((durations) => durations.split(', ').some((duration) => duration !== '0s'))).toBe(true);
});

test("the announcements opening by themselves never become the page's largest contentful paint", async ({ page }) => {
  // A Yeekee round's page, whose own largest paint is smaller than the announcement's words.
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { largest: string[] }).largest = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        seen.push(entry.element?.closest('dialog') ? 'dialog' : (entry.element?.tagName ?? 'gone'));
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const round = await freshYeekeeRound(page.request);
  await page.goto(`/lotto/${round.round_id}`);
  const announcements = page.getByRole('dialog', { name: 'ประกาศสำคัญ' });
  await expect(announcements).toBeVisible();
  await expect(announcements.getByTestId('announcement').locator('canvas')).toHaveCount(1);
  // Its words in place and a few frames on: any paint of theirs would have been reported by now.
  await expect
    .poll(() => announcements.locator('.modal-box').evaluate((box) => box.getBoundingClientRect().bottom))
    .toBeLessThanOrEqual(844);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200)))));
  const largest = await page.evaluate(() => (window as unknown as { largest: string[] }).largest);
  expect(largest.length).toBeGreaterThan(0);
  expect(largest).not.toContain('dialog');
});
