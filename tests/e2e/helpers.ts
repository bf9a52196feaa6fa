import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './lotto-rounds.ts';
import * as auth from '../../src/contract/endpoints/account/auth.ts';

export const DEMO = { phone: '0812345678', password: 'demo1234' };

/** Marks the announcements as seen this visit (the session cookie the modal sets), so the auto-opening modal does not cover the page. */
export async function skipAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      document.cookie = 'r999_announced=1; path=/; SameSite=Lax';
    } catch {
      // about:blank has no cookies; the next page does
    }
  });
}

/**
 * Loads both Prompt faces into the browser's cache first (on a page-not-found page, where the
 * announcements do not open), so the next page has them before its first paint. For tests that
 * watch layout shifts of something else: under a loaded machine a face can come 0.2 s after the
 * first paint, and its swap moves the header's buttons (a first visit on a slow link, which the
 * bench's Lighthouse CLS budget measures).
 */
export async function fontsInCache(page: Page): Promise<void> {
  await page.goto('/fonts-in-cache');
  const loaded = await page.evaluate(async () => {
    const faces = await Promise.all(['400 1em Prompt', '600 1em Prompt'].map((font) => document.fonts.load(font, 'ก')));
    return faces.map((found) => found.length);
  });
  expect(loaded).toEqual([1, 1]);
}

export function newPhone(): string {
  return `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** A bank account no other test uses: an account belongs to one member. */
export function newBankAccount(): string {
  return String(1_000_000_000 + Math.floor(Math.random() * 9_000_000_000));
}

export function adultBirthDate(): string {
  return `${new Date().getFullYear() - 30}-04-12`;
}

/**
 * Picks a day with the site's Thai date picker as a member does: open the field, choose the
 * Buddhist-era year and the Thai month from their lists, tap the day.
 */
export async function pickThaiDate(page: Page, label: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  await page.getByRole('button', { name: new RegExp(`^${label} `) }).click();
  const dialog = page.getByRole('dialog', { name: `เลือก${label}` });
  await dialog.getByRole('combobox', { name: 'ปี พ.ศ.' }).selectOption({ label: String(year + 543) });
  await dialog.getByRole('combobox', { name: 'เดือน' }).selectOption({ index: month - 1 });
  await dialog.getByRole('button', { name: new RegExp(`^${day} \\S+ ${year + 543}$`) }).click();
  await expect(dialog).toBeHidden();
}

export async function loginAs(page: Page, phone: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('เบอร์โทรศัพท์').fill(phone);
  await page.getByLabel('รหัสผ่าน').fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('wallet-total')).toHaveText(/฿/);
}

/** No element is wider than the viewport: the page never scrolls sideways. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The register form's phone step as a visitor does it: ask for the code, type the one the SMS brought. */
export async function confirmPhoneInForm(page: Page, phone: string): Promise<void> {
  await page.getByTestId('phone-code-send').click();
  await expect(page.getByText(/^ส่งรหัสไปที่/)).toBeVisible();
  await page.getByLabel('รหัสยืนยันทาง SMS').fill(smsCode(phone));
}

/** A site the tests talk to: the suite's shared one, or a spec's own (its own clock and data). */
export interface Site {
  port: number;
  dataDir: string;
}
const MAIN_SITE: Site = { port: Number(process.env.E2E_PORT ?? 4399), dataDir: E2E_DATA_DIR };

/** The 6-digit code in the newest text message to `phone`: the SMS outbox of the e2e database. */
export function smsCode(phone: string, site: Site = MAIN_SITE): string {
  const db = new DatabaseSync(join(site.dataDir, 'platform.sqlite'), { readOnly: true, timeout: 5_000 });
  try {
    const newest = db.prepare('SELECT body FROM message_outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1').get(phone) as
      { body: string } | undefined;
    const code = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1];
    expect(code, `a code sent to ${phone}`).toBeDefined();
    return code!;
  } finally {
    db.close();
  }
}

/**
 * Asks for the code that confirms `phone` at registration, from a loopback address of its own (the
 * per-address limit of the code requests is the browser's 127.0.0.1's, not the helpers'), and
 * reads it from the outbox.
 */
export async function registrationCode(phone: string, site: Site = MAIN_SITE): Promise<string> {
  const part = () => 1 + Math.floor(Math.random() * 250);
  const answer = await new Promise<string>((resolve, reject) => {
    const call = httpRequest(
      `http://127.0.0.1:${site.port}${auth.registerPhoneCode.path}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, localAddress: `127.${part()}.${part()}.${part()}` },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(body));
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify({ phone }));
  });
  expect(JSON.parse(answer).error, answer).toBe(0);
  return smsCode(phone, site);
}

/**
 * A new member registered through the API, the phone confirmed with its code; the request context keeps the session cookie. New
 * members start with ฿1,000. Returns the phone and password, to log in again.
 */
export async function registerByApi(
  request: APIRequestContext,
  fullName = 'สมศรี มีโชค',
  site: Site = MAIN_SITE,
): Promise<{ phone: string; password: string }> {
  const phone = newPhone();
  const password = 'lotto-pass-1';
  const answer = await request.post(auth.register.path, {
    data: {
      phone,
      phone_code: await registrationCode(phone, site),
      password,
      full_name: fullName,
      bank_code: 'KTB',
      bank_account: newBankAccount(),
      birth_date: adultBirthDate(),
    },
  });
  expect((await answer.json()).error).toBe(0);
  return { phone, password };
}

/**
 * Every island the page loads at once has hydrated: until then its controls are disabled
 * (islands/shell/ui/Hydrated.tsx) and drawn dim, so an accessibility audit waits for the page people use.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[client="load"][ssr]')).toHaveCount(0);
}
