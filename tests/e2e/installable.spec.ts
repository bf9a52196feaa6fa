// Installable (issue 27): Chromium's own installability check (the DevTools protocol's
// Page.getInstallabilityErrors) finds nothing missing; the manifest names the site in Thai with the
// icons drawn at build; the service worker keeps only hashed assets and the offline page (never an
// API answer or a member's page), and shows that page in Thai when the network is gone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { DEMO, loginAs, skipAnnouncements } from './helpers.ts';

test('installable by Chromium; the manifest and its icons; the offline page without a network, nothing but static assets kept', async ({
  baseURL,
  viewport,
}) => {
  // A browser profile of its own: Chromium never offers to install from a private (incognito)
  // context, which every test's context is.
  const profile = mkdtempSync(join(tmpdir(), 'r999-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS.filter((arg) => arg !== '--headless'),
    baseURL,
    viewport,
    locale: 'th-TH',
  });
  try {
    const page = await context.newPage();
    await skipAnnouncements(page);
    await page.goto('/');
    // The service worker registers at the visitor's first touch or key (issue 30), not at load.
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((found) => found.length))).toBe(0);
    await page.keyboard.press('Shift');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'R999 หวยออนไลน์ คาสิโน สล็อต', short_name: 'R999', lang: 'th', display: 'standalone' });
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const png = await page.request.get(icon.src);
      expect(png.headers()['content-type']).toBe('image/png');
      const body = await png.body();
      // The PNG header's width and height are the size the manifest says.
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
    }

    // A member browses (pages and API answers go by); then the network is gone.
    await loginAs(page, DEMO.phone, DEMO.password);
    await page.goto('/member/deposit');
    await expect(page.getByLabel('จำนวนเงิน (บาท)')).toBeVisible();
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(kept).toContain('/offline');
    expect(kept.filter((path) => path !== '/offline' && !path.startsWith('/_astro/'))).toEqual([]);

    await context.setOffline(true);
    await page.goto('/member/statement').catch(() => {});
    await expect(page.getByRole('heading', { name: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต' })).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('link', { name: 'ลองใหม่' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต' })).toBeHidden();
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
