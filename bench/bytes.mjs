// Bytes per route as the browser downloads them: Chromium on a phone viewport loads each route
// with a cold cache, as a visitor and as a member, and every response is recorded (type, raw,
// gzip and brotli sizes, encoded bytes on the wire, Content-Encoding). In the page: layout shift,
// style elements the server HTML did not have, and the fonts of the first paint.
//
// Fonts of the first paint: each font's request start is compared with first-contentful-paint,
// but without a preload the font requests of the first frame start within a millisecond or two of
// its paint, before or after it by chance on a busy machine. So the budget counts what is certain:
// the fonts Chromium fetches to render the server's HTML with scripts off (preloads included,
// whatever hydration draws later not). The FCP comparison is kept in results.json beside it.
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { BUDGETS, check, rule, worst } from './budgets.mjs';
import { SESSION_COOKIE } from './site.mjs';
import { compressedSizes } from './sizes.mjs';

export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
  locale: 'th-TH',
  timezoneId: 'Asia/Bangkok',
};

export const KINDS = ['html', 'js', 'css', 'font', 'image', 'json', 'other'];
const FONT_FILE = /\.(woff2?|ttf|otf|eot)(\?|#|$)/i;

/** HTML, JS, CSS, SVG and JSON: what must travel compressed. */
export function isCompressible(contentType) {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return /^(text\/html|text\/css|text\/javascript|application\/javascript|image\/svg\+xml|application\/json|application\/[a-z0-9.+-]+\+json)$/.test(
    type,
  );
}

export function kindOf(resourceType, contentType, url) {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (resourceType === 'document' || type === 'text/html') return 'html';
  if (type.includes('javascript') || resourceType === 'script') return 'js';
  if (type === 'text/css' || resourceType === 'stylesheet') return 'css';
  if (resourceType === 'font' || type.startsWith('font/') || FONT_FILE.test(url)) return 'font';
  if (type.startsWith('image/') || resourceType === 'image') return 'image';
  if (type.includes('json')) return 'json';
  return 'other';
}

async function recordOf(request) {
  const response = await request.response();
  if (!response) return null;
  const [headers, requestHeaders, sizes, body] = await Promise.all([
    response.allHeaders(),
    request.allHeaders(),
    request.sizes().catch(() => null),
    response.body().catch(() => null), // redirects have no body
  ]);
  const url = new URL(request.url());
  return {
    url: url.href,
    path: url.pathname + url.search,
    method: request.method(),
    status: response.status(),
    kind: kindOf(request.resourceType(), headers['content-type'], url.pathname),
    contentType: headers['content-type'] ?? null,
    acceptEncoding: requestHeaders['accept-encoding'] ?? null,
    contentEncoding: headers['content-encoding'] ?? null,
    cacheControl: headers['cache-control'] ?? null,
    vary: headers.vary ?? null,
    etag: headers.etag ?? null,
    lastModified: headers['last-modified'] ?? null,
    ...(body ? compressedSizes(body) : { raw: 0, gzip: 0, brotli: 0 }),
    wire: sizes ? sizes.responseBodySize : null,
    headerBytes: sizes ? sizes.responseHeadersSize : null,
  };
}

/** What the page itself knows after loading: paint, fonts, shifts, and styles added at run time. */
function inPage(serverHtml) {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  const fonts = performance
    .getEntriesByType('resource')
    .filter((entry) => /\.(woff2?|ttf|otf|eot)(\?|#|$)/i.test(entry.name))
    .map((entry) => ({ url: entry.name, start: Math.round(entry.startTime), end: Math.round(entry.responseEnd) }));
  if (serverHtml === null) return { fonts };
  const key = (element) => (element.tagName === 'STYLE' ? `style:${element.textContent}` : `link:${element.getAttribute('href')}`);
  const served = new Set(
    [...new DOMParser().parseFromString(serverHtml, 'text/html').querySelectorAll('style, link[rel~="stylesheet"]')].map(key),
  );
  const injected = [...document.querySelectorAll('style, link[rel~="stylesheet"]')]
    .filter((element) => !served.has(key(element)))
    .map((element) => ({
      tag: element.tagName.toLowerCase(),
      bytes: element.tagName === 'STYLE' ? element.textContent.length : null,
      snippet: (element.tagName === 'STYLE' ? element.textContent : element.getAttribute('href')).trim().slice(0, 100),
    }));
  return {
    fcp,
    fonts,
    injected,
    adoptedSheets: document.adoptedStyleSheets.length,
    cls: window.__benchCls ?? null,
    finalPath: location.pathname + location.search,
  };
}

function sumKinds(records) {
  const byKind = Object.fromEntries(KINDS.map((kind) => [kind, { count: 0, raw: 0, gzip: 0, brotli: 0, wire: 0 }]));
  for (const record of records) {
    const bucket = byKind[record.kind];
    bucket.count += 1;
    bucket.raw += record.raw;
    bucket.gzip += record.gzip;
    bucket.brotli += record.brotli;
    bucket.wire += (record.wire ?? 0) + (record.headerBytes ?? 0);
  }
  const totals = { count: 0, raw: 0, gzip: 0, brotli: 0, wire: 0 };
  for (const bucket of Object.values(byKind)) for (const field of Object.keys(totals)) totals[field] += bucket[field];
  return { byKind, totals };
}

const fileName = (url) => new URL(url).pathname.split('/').pop();

async function newContext(browser, baseUrl, role, member, options = {}) {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl, ...options });
  if (role === 'member')
    await context.addCookies([{ name: SESSION_COOKIE, value: member.token, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  return context;
}

/** The fonts the server's HTML needs for its first render: the page loaded with scripts off. */
async function firstPaintFonts(browser, baseUrl, route, role, member) {
  const context = await newContext(browser, baseUrl, role, member, { javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(route.path, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    return (await page.evaluate(inPage, null)).fonts.map((font) => fileName(font.url));
  } finally {
    await context.close();
  }
}

async function measurePage(browser, baseUrl, route, role, member) {
  const context = await newContext(browser, baseUrl, role, member);
  // CLS as the metric defines it: layout shifts without recent input, grouped in session windows
  // (a gap under 1 s, at most 5 s long), the largest window's sum.
  await context.addInitScript(() => {
    let windowSum = 0;
    let windowStart = 0;
    let last = 0;
    window.__benchCls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        if (windowSum && entry.startTime - last < 1000 && entry.startTime - windowStart < 5000) windowSum += entry.value;
        else [windowSum, windowStart] = [entry.value, entry.startTime];
        last = entry.startTime;
        window.__benchCls = Math.max(window.__benchCls, windowSum);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const pending = [];
  const failed = [];
  page.on('requestfinished', (request) => pending.push(recordOf(request)));
  page.on('requestfailed', (request) => failed.push({ url: request.url(), error: request.failure()?.errorText }));
  try {
    const navigation = await page.goto(route.path, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await page.waitForTimeout(300); // a late island or font still counts
    const seen = await page.evaluate(inPage, navigation ? await navigation.text() : '');
    const responses = (await Promise.all(pending)).filter(Boolean);
    const fcp = seen.fcp;
    const firstPaint = await firstPaintFonts(browser, baseUrl, route, role, member);
    return {
      path: route.path,
      pattern: route.pattern,
      note: route.note,
      role,
      status: navigation?.status() ?? null,
      finalPath: seen.finalPath,
      fcp: fcp === null ? null : Math.round(fcp),
      cls: seen.cls === null ? null : Number(seen.cls.toFixed(4)),
      fonts: {
        firstPaint,
        beforeFcp: seen.fonts.filter((font) => fcp !== null && font.start < fcp).map((font) => fileName(font.url)),
        all: seen.fonts,
      },
      injected: seen.injected,
      adoptedSheets: seen.adoptedSheets,
      failed,
      ...sumKinds(responses),
      responses,
    };
  } finally {
    await context.close();
  }
}

/** Every route for every role that may open it, one cold browser context each. */
export async function measureBytes({ baseUrl, routes, member, log }) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS.filter((arg) => arg !== '--headless') });
  const pages = [];
  try {
    for (const route of routes) {
      for (const role of route.roles) {
        try {
          pages.push(await measurePage(browser, baseUrl, route, role, member));
        } catch (error) {
          pages.push({ path: route.path, pattern: route.pattern, note: route.note, role, error: String(error?.message ?? error) });
        }
        log?.(`bytes ${role.padEnd(7)} ${route.path}`);
      }
    }
  } finally {
    await browser.close();
  }
  return pages;
}

const label = (page) => `${page.path} (${page.role})`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The byte, font, style and shift budgets over every measured page. */
export function bytesChecks(pages) {
  const part = 'bytes';
  const measured = pages.filter((page) => !page.error);
  const items = (value) => measured.map((page) => ({ name: label(page), value: value(page) }));
  return [
    rule({
      part,
      label: 'every route loads',
      offenders: pages.filter((page) => page.error || page.status >= 400).map((page) => `${label(page)}: ${page.error ?? page.status}`),
      total: pages.length,
    }),
    ...measured
      .filter((page) => page.path === '/')
      .map((page) =>
        check({ part, label: `JS on / (${page.role}), gzip`, value: page.byKind.js.gzip, unit: 'B', op: '<=', budget: BUDGETS.homeJsGzip }),
      ),
    worst({
      part,
      label: 'CSS per route, gzip',
      items: items((page) => page.byKind.css.gzip),
      unit: 'B',
      op: '<=',
      budget: BUDGETS.cssGzip,
      format: kib,
    }),
    worst({
      part,
      label: 'font files for the first paint',
      items: measured.map((page) => ({
        name: label(page),
        value: page.fonts.firstPaint.length,
        note: page.fonts.firstPaint.join(', '),
      })),
      op: '<=',
      budget: BUDGETS.fontsBeforePaint,
    }),
    rule({
      part,
      label: 'no runtime-injected CSS',
      offenders: measured
        .filter((page) => page.injected.length || page.adoptedSheets)
        .map(
          (page) =>
            `${label(page)}: ${page.injected.length + page.adoptedSheets} (${page.injected[0]?.snippet.slice(0, 60) ?? 'adopted sheet'})`,
        ),
      total: measured.length,
    }),
    worst({ part, label: 'CLS per route (unthrottled load)', items: items((page) => page.cls), op: '<=', budget: BUDGETS.cls }),
  ];
}
