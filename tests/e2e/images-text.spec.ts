// Words in pictures, as a new member met them on a phone and a desktop: an SVG's own <text> cannot
// use the Prompt font (a system font instead, or empty boxes where no Thai font is installed, as on
// this test machine). So no image the site shows holds a <text>; banner and event words are page
// text over artwork, and the logo's words (outlines) are big enough to read on a phone.
import { expect, test, type Page } from '@playwright/test';
import { registerByApi, skipAnnouncements } from './helpers.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

/** Every image the page shows now (and its icon), as absolute URLs; announcement pictures are drawn on a canvas. */
const shownImages = (page: Page) =>
  page.evaluate(() => [
    ...[...document.images].map((img) => img.currentSrc || img.src),
    ...[...document.querySelectorAll<HTMLCanvasElement>('canvas[data-src]')].map(
      (canvas) => new URL(canvas.dataset.src ?? '', location.href).href,
    ),
    ...[...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')].map((link) => link.href),
  ]);

test('no image on the home page, its event and announcement dialogs or the lotto pages holds SVG text', async ({ page }) => {
  const seen = new Set<string>();
  const collect = async () => (await shownImages(page)).forEach((url) => seen.add(url));

  await page.goto('/');
  await expect(page.getByTestId('banner-carousel').locator('img').first()).toBeVisible();
  await collect();
  await page.getByRole('button', { name: 'ดูกิจกรรม' }).click();
  const events = page.getByRole('dialog', { name: 'กิจกรรมพิเศษ' });
  await expect(events.locator('img').first()).toBeVisible();
  await collect();
  await page.keyboard.press('Escape');
  await expect(events).toBeHidden();

  await page.getByRole('button', { name: 'ประกาศสำคัญ' }).click();
  const announcements = page.getByRole('dialog', { name: 'ประกาศสำคัญ' });
  await expect(announcements.getByTestId('announcement')).toBeVisible();
  for (let step = 0; step < 10; step++) {
    await collect();
    const next = announcements.getByRole('button', { name: /ถัดไป/ });
    if (!(await next.count())) break;
    await next.click();
  }
  for (const path of ['/lotto/lobby', '/lotto/results', '/lotto/rates']) {
    await page.goto(path);
    await collect();
  }

  const pictures = [...seen].filter((url) => url.startsWith('http'));
  // The logo, three banners, two events, three announcements and the icon at least.
  expect(pictures.length).toBeGreaterThanOrEqual(10);
  // The content pictures are WebP: the demo's drawn from outlined artwork (tests/unit/artwork.test.ts),
  // an operator's uploaded in the content desk (other tests add some). No words in them can fall
  // back to another font. What is still an SVG holds no <text>.
  const svgs = pictures.filter((url) => /\.svg(\?|$)/.test(url));
  expect(pictures.filter((url) => !svgs.includes(url) && !/\/(images|media)\/[^?]+\.webp$/.test(url))).toEqual([]);
  const withText: string[] = [];
  for (const url of svgs) {
    const body = await (await page.request.get(url)).text();
    expect(body, url).toContain('<svg');
    if (/<text[\s>]/.test(body)) withText.push(new URL(url).pathname);
  }
  expect(withText).toEqual([]);
});

test('banner and event words are page text set in Prompt, over their artwork', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByTestId('banner-carousel');
  const headline = carousel.getByText('หวยออนไลน์ บาทละ 900', { exact: true });
  await expect(headline).toBeVisible();
  await expect(carousel.getByText('หวยรัฐบาล ลาว ฮานอย หุ้น ครบทุกงวด')).toBeVisible();
  // The banner links by its words; the artwork under them says nothing twice.
  await expect(carousel.getByRole('link', { name: /หวยออนไลน์ บาทละ 900/ })).toHaveAttribute('href', '/lotto/lobby');
  await expect(carousel.locator('img').first()).toHaveAttribute('alt', '');
  // The words sit inside the banner picture, not below it.
  const picture = (await carousel.locator('img').first().boundingBox())!;
  const words = (await headline.boundingBox())!;
  expect(words.y).toBeGreaterThanOrEqual(picture.y);
  expect(words.y + words.height).toBeLessThanOrEqual(picture.y + picture.height);
  expect(await headline.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Prompt/);
  // Prompt's Thai glyphs are what the browser drew them with.
  await page.evaluate(() => document.fonts.ready);
  const thaiPromptLoaded = await page.evaluate(() => {
    // A face covers ก (U+0E01) when one of its ranges holds it (no unicode-range: all of them).
    const coversThai = (ranges: string) =>
      ranges.split(',').some((range) => {
        const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-');
        return parseInt(from!, 16) <= 0x0e01 && 0x0e01 <= parseInt(to!, 16);
      });
    return [...document.fonts].some(
      (font) => font.family.replace(/["']/g, '') === 'Prompt' && font.status === 'loaded' && coversThai(font.unicodeRange),
    );
  });
  expect(thaiPromptLoaded).toBe(true);
  // A face that arrives within a moment of the first paint (under 0.1 s) is simply waited for: no
  // swap from a fallback, which moved the header's right-hand buttons (a CI flake, stop 38).
  const displays = await page.evaluate(() =>
    [...document.fonts].filter((font) => font.family.replace(/["']/g, '') === 'Prompt').map((font) => font.display),
  );
  expect(displays).toEqual(['fallback', 'fallback']);

  await page.getByRole('button', { name: 'ดูกิจกรรม' }).click();
  const dialog = page.getByRole('dialog', { name: 'กิจกรรมพิเศษ' });
  const wheel = dialog.getByRole('button', { name: /วงล้อนำโชค หมุนฟรีทุกวัน/ });
  await expect(wheel).toBeVisible();
  await expect(wheel).toContainText('หมุนฟรีวันละ 3 ครั้ง');
  await wheel.click();
  await expect(page).toHaveURL('/poll/1');
});

/**
 * Heights, in screen pixels, of the words drawn in the header logo at the size the page shows it:
 * measured in its artwork, the SVG its WebP is drawn from (tests/unit/artwork.test.ts).
 */
async function logoWordHeights(page: Page): Promise<number[]> {
  const logo = page.getByRole('banner').getByRole('link', { name: 'หน้าแรก' }).locator('img');
  await expect(logo).toBeVisible();
  return logo.evaluate(async (img: HTMLImageElement) => {
    const source = await (await fetch((img.currentSrc || img.src).replace(/\.webp$/, '.svg'))).text();
    const box = img.getBoundingClientRect();
    const holder = document.createElement('div');
    holder.style.cssText = `position:fixed;left:0;top:0;width:${box.width}px;height:${box.height}px;visibility:hidden`;
    holder.innerHTML = source;
    document.body.append(holder);
    const svg = holder.querySelector('svg')!;
    svg.setAttribute('width', String(box.width));
    svg.setAttribute('height', String(box.height));
    const heights = [...svg.querySelectorAll('text, [data-text]')].map((word) => word.getBoundingClientRect().height);
    holder.remove();
    return heights;
  });
}

// The phone is where the logo is smallest: the desktop project leaves this out (playwright.config.ts).
test('the logo words are at least 12 px tall on a 390 px phone, for a visitor and a member', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/');
  const visitor = await logoWordHeights(page);
  expect(visitor.length).toBeGreaterThan(0);
  expect(Math.min(...visitor)).toBeGreaterThanOrEqual(12);

  await registerByApi(page.request);
  await page.goto('/');
  await expect(page.getByTestId('wallet-total')).toBeVisible();
  const member = await logoWordHeights(page);
  expect(member.length).toBeGreaterThan(0);
  expect(Math.min(...member)).toBeGreaterThanOrEqual(12);
});
