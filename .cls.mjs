import { chromium } from '@playwright/test';
const [,, path, cookie] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'th-TH' });
if (cookie) await context.addCookies([{ name: 'r999_session', value: cookie, url: 'http://127.0.0.1:4499' }]);
await context.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push({ t: Math.round(e.startTime), v: e.value.toFixed(4), src: e.sources.map((s) => (s.node ? (s.node.outerHTML || s.node.textContent || '').slice(0, 160) : '?') + ` ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`) }); }).observe({ type: 'layout-shift', buffered: true });
  window.__lcp = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element ? e.element.outerHTML.slice(0, 150) : null }); }).observe({ type: 'largest-contentful-paint', buffered: true });
});
const page = await context.newPage();
await page.goto('http://127.0.0.1:4499' + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
console.log(JSON.stringify(await page.evaluate(() => ({ dialog: !!document.querySelector('dialog[open]'), shifts: window.__shifts, lcp: window.__lcp })), null, 1));
await browser.close();
