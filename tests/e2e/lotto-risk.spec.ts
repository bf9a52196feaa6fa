// The lottery risk desk in Chromium: a risk staff member (made from the command line, enrolled with
// the code an authenticator computes) opens a kept round's risk screen, finds a number in the grid
// and sets it to pay 70% of the rate (4.2 -> 2.94); a member then sees the เลขอั้น notice on the lobby card and,
// in the bill builder, that line priced at the reduced rate and marked, before confirming.
import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '../support/totp.ts';
import { registerByApi, skipAnnouncements } from './helpers.ts';
import { operator, roundToKeep } from './lotto-rounds.ts';

const PASSWORD = 'staff-pass-1';
// วิ่งล่าง 8 on the phone, 7 on the desktop (both projects share the server and the round): bets no
// other e2e test reads the rules of; the rule stays on this round only.
const numberFor = (project: string) => (project === 'desktop' ? '7' : '8');

async function enrolRiskStaff(page: Page, name: string): Promise<void> {
  const printed = operator('staff', 'add', name, 'risk', '--by', 'e2e-setup');
  const link = printed.split('\n').find((line) => line.startsWith('/admin/enrol?token='))!;
  await page.goto(link);
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel(/^ตั้งรหัสผ่าน/).fill(PASSWORD);
  await page.getByLabel('ยืนยันรหัสผ่าน').fill(PASSWORD);
  await page.getByLabel('รหัส 6 หลักจากแอป').fill(totpCode(secret, Date.now()));
  await page.getByRole('button', { name: 'ยืนยันการลงทะเบียน' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('link', { name: /ไปหน้าหลัก/ }).click();
  await expect(page).toHaveURL('/admin');
}

test('a risk staff member reduces a number from the grid; a member sees the notice and the reduced rate per line', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000); // a loaded machine: enrolment, the desk and the member's pages
  const NUMBER = numberFor(testInfo.project.name);
  const round = await roundToKeep(page.request);
  await enrolRiskStaff(page, `risk-${testInfo.project.name}-${Math.floor(Math.random() * 1e6)}`);

  const menu = page.getByRole('navigation', { name: 'เมนูหลังบ้าน' });
  if (!(await menu.isVisible())) await page.getByTestId('admin-menu-open').click();
  await menu.getByRole('link', { name: 'ความเสี่ยงหวย' }).click();
  await expect(page).toHaveURL('/admin/lotto/rounds');
  await page.getByTestId('risk-rounds').locator(`[data-round="${round.round_id}"]`).getByRole('link').click();
  await expect(page).toHaveURL(`/admin/lotto/rounds/${round.round_id}/risk`);

  const desk = page.getByTestId('risk-desk');
  await desk.getByTestId('risk-bet-type').selectOption({ label: 'วิ่งล่าง' });
  await expect(desk.getByTestId('risk-grid').locator('[data-number]')).toHaveCount(10);
  await desk.getByLabel('ค้นหาเลข').fill(NUMBER);
  const cell = desk.getByTestId('risk-grid').locator(`[data-number="${NUMBER}"]`);
  await expect(desk.getByTestId('risk-grid').locator('[data-number]')).toHaveCount(1);
  await cell.click();
  await expect(cell).toHaveAttribute('aria-pressed', 'true');
  await desk.getByLabel('จ่ายกี่ % ของอัตราเต็ม').fill('0');
  await desk.getByRole('button', { name: 'ลดอัตราจ่าย' }).click();
  await expect(desk.getByRole('alert')).toContainText('อัตราจ่ายที่ลด (%)ต้องอยู่ระหว่าง 1-99');
  await expect(cell).toHaveAttribute('data-rule', 'open');
  await desk.getByLabel('จ่ายกี่ % ของอัตราเต็ม').fill('70');
  await desk.getByLabel('เหตุผล').fill('ยอดแทงสูง');
  await desk.getByRole('button', { name: 'ลดอัตราจ่าย' }).click();
  await expect(desk.getByRole('status')).toContainText('ลดอัตราจ่ายแล้ว 1 เลข');
  await expect(cell).toHaveAttribute('data-rule', 'reduced');
  await expect(cell).toContainText('x2.94');

  // The member, on their own phone.
  const member = await browser.newPage({ viewport: page.viewportSize()! });
  await skipAnnouncements(member);
  await registerByApi(member.request);
  await member.goto('/lotto/lobby');
  const card = member.locator(`[data-testid="round-card"][data-round-id="${round.round_id}"]`);
  await expect(card.getByTestId('round-restricted')).toContainText(`เลขอั้น`);
  await expect(card.getByTestId('round-restricted')).toContainText(NUMBER);

  await member.goto(`/lotto/${round.round_id}`);
  const keypad = member.getByRole('group', { name: 'แป้นตัวเลข' });
  await expect(keypad.getByRole('button', { name: '1', exact: true })).toBeEnabled();
  await member.getByTestId('bet-run_bottom').click();
  for (const digit of NUMBER) await keypad.getByRole('button', { name: digit, exact: true }).click();
  const line = member.locator(`[data-testid="bill-line"][data-number="${NUMBER}"][data-bet="run_bottom"]`);
  await expect(line).toContainText('จ่าย 2.94');
  await expect(line).toContainText('เลขอั้น');
  await member.close();
});
