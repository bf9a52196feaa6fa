// Sessions as a member meets them: log in, wrong password, expired session, guards.
import { expect, test } from '@playwright/test';
import { DEMO, expectNoHorizontalOverflow, loginAs, skipAnnouncements } from './helpers.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

test('the demo member logs in and sees the balance of all wallets', async ({ page }) => {
  await loginAs(page, DEMO.phone, DEMO.password);
  await expect(page.getByTestId('wallet-total')).toHaveText(/^฿\s?\d{1,3}(,\d{3})*\.\d{2}$/);
  // The token never reaches page JavaScript.
  expect(await page.evaluate(() => document.cookie)).not.toContain('r999_session');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'r999_session')?.httpOnly).toBe(true);
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
  await context.clearCookies();
  await page.getByRole('button', { name: 'รีเฟรชยอดเงิน' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('เซสซั่นหมดอายุ กรุณาลองใหม่')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('r999:isLoggedIn'))).toBe('false');
  expect(await page.evaluate(() => localStorage.getItem('r999:userInfo'))).toBe('null');
});

test('a visitor is sent home from a member page, a member home from the login page', async ({ page }) => {
  await page.goto('/member/profile');
  await expect(page).toHaveURL('/');
  await loginAs(page, DEMO.phone, DEMO.password);
  await page.goto('/register');
  await expect(page).toHaveURL('/');
});

test('the wallet chip refresh reloads the balance without a page reload', async ({ page }) => {
  await loginAs(page, DEMO.phone, DEMO.password);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  const walletCall = page.waitForResponse((r) => r.url().endsWith('/api/member/wallets'));
  await page.getByRole('button', { name: 'รีเฟรชยอดเงิน' }).click();
  expect((await walletCall).status()).toBe(200);
  await expect(page.getByTestId('wallet-total')).toHaveText(/฿/);
  expect(navigations).toHaveLength(0);
});
