// Sessions as a member meets them: log in, wrong password, expired session, guards, log out.
import { expect, test } from '@playwright/test';
import { DEMO, expectNoHorizontalOverflow, loginAs, registerByApi, skipAnnouncements } from './helpers.ts';
import { roundToKeep } from './lotto-rounds.ts';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import * as memberCalls from '../../src/contract/endpoints/account/member.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

test('the demo member logs in and sees the balance of all wallets', async ({ page }) => {
  await loginAs(page, DEMO.phone, DEMO.password);
  await expect(page.getByTestId('wallet-total')).toHaveText(/^฿\s?\d{1,3}(,\d{3})*\.\d{2}$/);
  // The token never reaches page JavaScript.
  expect(await page.evaluate(() => document.cookie)).not.toContain('r999_session');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'r999_session')?.httpOnly).toBe(true);
  // The device keeps only that someone is logged in: no phone, bank account or birth date.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).toContain('r999:isLoggedIn');
  for (const secret of [DEMO.phone, '1112223334', DEMO.password]) expect(stored).not.toContain(secret);
});

test('a wrong password shows the Thai refusal and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('เบอร์โทรศัพท์').fill('0899999999');
  await page.getByLabel('รหัสผ่าน').fill('not-the-password');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page.getByRole('alert')).toHaveText('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง');
  await expect(page).toHaveURL('/login');
  await expectNoHorizontalOverflow(page);
});

test('a 401 from the API clears the user and lands on /login', async ({ page, context }) => {
  await loginAs(page, DEMO.phone, DEMO.password);
  expect(await page.evaluate(() => localStorage.getItem('r999:isLoggedIn'))).toBe('true');
  await context.clearCookies({ name: 'r999_session' }); // the session ends; the rest of the visit stays
  await page.getByRole('button', { name: 'รีเฟรชยอดเงิน' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('เซสซั่นหมดอายุ กรุณาลองใหม่')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('r999:isLoggedIn'))).toBe('false');
  expect(await page.evaluate(() => localStorage.getItem('r999:userInfo'))).toBeNull();
});

test('a visitor at a member page is asked to log in and continues there; a member is sent on from the login page', async ({ page }) => {
  await page.goto('/member/profile');
  await expect(page).toHaveURL('/login?next=%2Fmember%2Fprofile');
  await expect(page.getByTestId('login-to-continue')).toBeVisible();
  await page.getByLabel('เบอร์โทรศัพท์').fill(DEMO.phone);
  await page.getByLabel('รหัสผ่าน').fill(DEMO.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL('/member/profile');
  await expect(page.getByTestId('profile-phone')).toHaveText(DEMO.phone);
  await page.goto('/register');
  await expect(page).toHaveURL('/');
  await page.goto('/login?next=%2Flotto%2Flobby');
  await expect(page).toHaveURL('/lotto/lobby');
});

test('logging in never leaves the site, whatever the address says', async ({ page }) => {
  for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', auth.logout.path]) {
    await page.context().clearCookies();
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await expect(page.getByTestId('login-to-continue')).toHaveCount(0);
    await page.getByLabel('เบอร์โทรศัพท์').fill(DEMO.phone);
    await page.getByLabel('รหัสผ่าน').fill(DEMO.password);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await expect(page).toHaveURL('/');
  }
});

test('logging out on the home page shows the visitor header and the logged-out toast', async ({ page }) => {
  await loginAs(page, DEMO.phone, DEMO.password);
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'เปิดเมนูสมาชิก' }).click();
  await page.getByRole('dialog', { name: 'เมนูสมาชิก' }).getByRole('button', { name: 'ออกจากระบบ' }).click();
  await page.getByRole('dialog', { name: 'ออกจากระบบ' }).getByRole('button', { name: 'ใช่' }).click();

  await expect(page.getByText('ออกจากระบบสำเร็จ')).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'สมัครสมาชิก' })).toBeVisible();
  await expect(page.getByTestId('wallet-chip')).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'เปิดเมนูสมาชิก' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'ฝากเงิน' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'สมัครสมาชิกตอนนี้' })).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('after a 401 the member logs in again and is back on the round with the bill they were building', async ({ page, context }) => {
  const round = await roundToKeep(page.request);
  const limit = (await (await page.request.get(lotto.limit.path, { params: { round_id: round.round_id } })).json()).data;
  const taken = new Set<string>([...(limit?.closed ?? []), ...(limit?.hot ?? [])].map((entry: { number: string }) => entry.number));
  const numbers = ['47', '58', '69', '36', '25', '14', '03'].filter((n) => !taken.has(n)).slice(0, 2);
  const member = await registerByApi(page.request);

  await page.goto(`/lotto/${round.round_id}`);
  const keypad = page.getByRole('group', { name: 'แป้นตัวเลข' });
  await expect(keypad.getByRole('button', { name: '1', exact: true })).toBeEnabled();
  await page.getByTestId('bet-two_top').click();
  for (const number of numbers) for (const digit of number) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await expect(page.getByTestId('bill-line')).toHaveCount(2);

  await context.clearCookies({ name: 'r999_session' }); // the session ends; the rest of the visit stays
  await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
  await expect(page).toHaveURL(`/login?next=%2Flotto%2F${round.round_id}`);
  await expect(page.getByText('เซสซั่นหมดอายุ กรุณาลองใหม่')).toBeVisible();

  await page.getByLabel('เบอร์โทรศัพท์').fill(member.phone);
  await page.getByLabel('รหัสผ่าน').fill(member.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(`/lotto/${round.round_id}`);
  await expect(page.getByTestId('bill-line')).toHaveCount(2);
  for (const number of numbers) await expect(page.getByTestId('bill-lines')).toContainText(number);
});

test('the wallet chip refresh reloads the balance without a page reload', async ({ page }) => {
  await loginAs(page, DEMO.phone, DEMO.password);
  // A reload would be a new document without this mark. (The router's own history updates after
  // the login's page change, e.g. its scroll position, are no reload.)
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const walletCall = page.waitForResponse((r) => r.url().endsWith(memberCalls.wallets.path));
  await page.getByRole('button', { name: 'รีเฟรชยอดเงิน' }).click();
  expect((await walletCall).status()).toBe(200);
  await expect(page.getByTestId('wallet-total')).toHaveText(/฿/);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
