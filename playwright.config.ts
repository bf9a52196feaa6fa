// End-to-end tests in Chromium against the built site with a fresh database per run, on a phone
// viewport (390x844) and a desktop one. The desktop walks the embedded site (`npm start`); the phone
// walks a site node in gateway mode (PLATFORM_API_URL) in front of that site's own platform API
// (its PLATFORM_PORT), the spec's deployment: every page and call of the phone's journeys crosses
// the gateway, on the same data as the desktop's.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4399);
// Beside the specs' own sites (E2E_PORT - 1, + 1000, + 2000, + 3000).
const GATEWAY_PORT = PORT + 10;
const PLATFORM_PORT = PORT + 11;
const DATA_DIR = '.tmp/e2e-data';
/** The servers' own lines: a line per request would bury the test report (warnings and errors still show). */
const QUIET = { HOST: '127.0.0.1', ASTRO_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn' };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Room for a slow machine (CI's 2 cores ran the suite three times slower on some days): a test that
  // did everything but its last screenshot in 45 s failed. No test asserts a time by these limits.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: CHROMIUM_ARGS.filter((arg) => arg !== '--headless'),
    },
  },
  projects: [
    {
      name: 'phone',
      use: {
        baseURL: `http://127.0.0.1:${GATEWAY_PORT}`,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1366, height: 850 } },
      // The desktop walks what its layout changes, and a few journeys on the embedded site (`npm
      // start`, the phone's go through the gateway): the shell and its navigation, first paint and
      // first use, the pictures, words and floating buttons, the round page and the builder, the lobby,
      // toasts, the member's and the lottery's journeys, the live stream, the staff's audit table.
      // Everything else runs once, on the phone (the site is phone first; their screens are the
      // phone's in a wider column), and so do the tests tagged @phone-only: the phone's own layout,
      // or a flow of a file above with nothing of the desktop's own. Keeps CI in time.
      testMatch: [
        '**/{shell,first-paint,first-use,images-text,bottom-nav,floating-buttons,visitor-entry,plain-words}.spec.ts',
        '**/{member-journey,lotto-journey,live-wallet,lotto-bill,lotto-bill-fit,lotto-lobby,thai-line-breaks,toasts,admin-staff,accessibility}.spec.ts',
      ],
      // Tests of the phone alone (above).
      grepInvert: /@phone-only/,
    },
  ],
  webServer: [
    {
      // Before the first round is made, two categories are marked externally sourced: their rounds
      // wait for the operator's official result (tests/e2e/lotto-rounds.ts, EXTERNAL).
      command: [
        `rm -rf ${DATA_DIR}`,
        ...['lao', 'hanoi_normal'].map((code) => `node src/platform/cli.ts source ${code} external --by e2e-setup`),
        // Every code the browser asks for (registration, reset, backup account) comes from 127.0.0.1:
        // one run asks about as many as a real address may in an hour, a retry more.
        'node src/platform/cli.ts setting auth.reset_requests_per_client 100 --by e2e-setup',
        'node scripts/serve.mjs',
      ].join(' && '),
      url: `http://127.0.0.1:${PORT}/api/agent/validate?code=r999`,
      env: { ...QUIET, PORT: String(PORT), PLATFORM_PORT: String(PLATFORM_PORT), DATA_DIR, PLATFORM_API_URL: '' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      // Started with the first (Playwright starts them together): its readiness is asked through to
      // the platform port, so it is ready only once both are.
      command: 'node scripts/serve.mjs',
      url: `http://127.0.0.1:${GATEWAY_PORT}/api/agent/validate?code=r999`,
      env: { ...QUIET, PORT: String(GATEWAY_PORT), PLATFORM_API_URL: `http://127.0.0.1:${PLATFORM_PORT}`, DATA_DIR: `${DATA_DIR}-gateway` },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
  ],
});
