// The back office's people in e2e: a member of staff enrols from a link as they would on their
// phone (the secret typed into an authenticator app, a password, the app's code), and the desks
// are reached from the menu (the drawer on a phone, the side navigation on a desktop).
import { expect, type Page } from '@playwright/test';
import { totpCode } from '../support/totp.ts';
import { operator } from './lotto-rounds.ts';

export const STAFF_PASSWORD = 'staff-pass-1';

/** Goes through the enrolment page at `link` (the QR and secret gone once the code is accepted); answers the secret and the code it used. */
export async function enrolAt(page: Page, link: string, beforeTyping?: () => Promise<void>): Promise<{ secret: string; code: string }> {
  await page.goto(link);
  await beforeTyping?.();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel(/^ตั้งรหัสผ่าน/).fill(STAFF_PASSWORD);
  await page.getByLabel('ยืนยันรหัสผ่าน').fill(STAFF_PASSWORD);
  const code = totpCode(secret, Date.now());
  await page.getByLabel('รหัส 6 หลักจากแอป').fill(code);
  await page.getByRole('button', { name: 'ยืนยันการลงทะเบียน' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  // The code accepted, the QR and the secret leave the screen; the recovery codes stay.
  await expect(page.getByRole('img', { name: 'QR สำหรับแอปยืนยันตัวตน' })).toHaveCount(0);
  await expect(page.getByTestId('totp-secret')).toHaveCount(0);
  await page.getByRole('link', { name: /ไปหน้าหลัก/ }).click();
  await expect(page).toHaveURL('/admin');
  return { secret, code };
}

/** The enrolment link the command line printed for a new member of staff. */
export function enrolLinkOf(printed: string): string {
  return printed.split('\n').find((line) => line.startsWith('/admin/enrol?token='))!;
}

/** A member of staff made from the command line with `role`, enrolled and on /admin. */
export async function enrolledStaff(page: Page, role: string, name: string): Promise<void> {
  await enrolAt(page, enrolLinkOf(operator('staff', 'add', name, role, '--by', 'e2e-setup')));
}

/** A desk from the menu: the drawer on a phone, the side navigation on a desktop. */
export async function openDesk(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'เมนูหลังบ้าน' });
  if (!(await menu.isVisible())) await page.getByTestId('admin-menu-open').click();
  await menu.getByRole('link', { name }).click();
}
