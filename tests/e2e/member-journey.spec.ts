// A new visitor registers, sees the balance, uses the member menu and logs out.
import { expect, test } from '@playwright/test';
import {
  adultBirthDate,
  confirmPhoneInForm,
  pickThaiDate,
  expectNoHorizontalOverflow,
  newBankAccount,
  newPhone,
  skipAnnouncements,
} from './helpers.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

test('a visitor registers, opens the member menu, follows an entry and logs out', async ({ page }) => {
  const phone = newPhone();
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'สมัครสมาชิก' }).click();
  await expect(page).toHaveURL('/register');

  await page.getByLabel('เบอร์โทรศัพท์').fill(phone);
  await confirmPhoneInForm(page, phone);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('my-pass-123');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('my-pass-123');
  await page.getByLabel('ชื่อ-นามสกุล').fill('มานี มีสุข');
  await page.getByRole('combobox', { name: /^ธนาคาร/ }).selectOption('SCB');
  await page.getByLabel('เลขที่บัญชี').fill(newBankAccount());
  await pickThaiDate(page, 'วันเกิด', adultBirthDate());
  await expect(page.getByText('เบอร์นี้ใช้สมัครได้')).toBeVisible();
  await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();

  await expect(page).toHaveURL('/');
  // The wallet chip: baht sign and two decimals.
  await expect(page.getByTestId('wallet-total')).toHaveText(/^฿\s?1,000\.00$/);
  await expectNoHorizontalOverflow(page);

  await page.getByRole('button', { name: 'เปิดเมนูสมาชิก' }).click();
  const menu = page.getByRole('dialog', { name: 'เมนูสมาชิก' });
  await expect(menu).toBeVisible();
  for (const entry of [
    'โพยของฉัน',
    'ผลรางวัล',
    'ข้อมูลส่วนตัว',
    'ชวนเพื่อน',
    'ภารกิจ',
    'กงล้อนำโชค',
    'แลกของรางวัล',
    'คืนยอดเสียรายวัน',
    'คืนยอดได้เสีย',
    'รับโปรโมชั่น',
    'ใช้คูปอง',
    'ประวัติการเงิน',
    'สูตรบาคาร่า',
    'ออกจากระบบ',
  ]) {
    await expect(menu.getByText(entry, { exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'ข้อมูลส่วนตัว' }).click();
  await expect(page).toHaveURL('/member/profile');
  await expect(menu).toBeHidden();
  await expect(page.getByTestId('profile-name')).toHaveText('มานี มีสุข');
  await expect(page.getByTestId('profile-phone')).toHaveText(phone);
  await expectNoHorizontalOverflow(page);

  await page.getByRole('button', { name: 'เปิดเมนูสมาชิก' }).click();
  await page.getByRole('dialog', { name: 'เมนูสมาชิก' }).getByRole('button', { name: 'ออกจากระบบ' }).click();
  const confirm = page.getByRole('dialog', { name: 'ออกจากระบบ' });
  await expect(confirm.getByText('คุณแน่ใจหรือไม่ว่าต้องการออกจากระบบ')).toBeVisible();
  await confirm.getByRole('button', { name: 'ใช่' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByText('ออกจากระบบสำเร็จ')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('r999:isLoggedIn'))).toBe('false');

  // The member page is closed again: it asks to log in first.
  await page.goto('/member/profile');
  await expect(page).toHaveURL('/login?next=%2Fmember%2Fprofile');
});

test('"stay with us" keeps the member logged in', async ({ page }) => {
  const { loginAs, DEMO } = await import('./helpers.ts');
  await loginAs(page, DEMO.phone, DEMO.password);
  await page.getByRole('button', { name: 'เปิดเมนูสมาชิก' }).click();
  await page.getByRole('dialog', { name: 'เมนูสมาชิก' }).getByRole('button', { name: 'ออกจากระบบ' }).click();
  await page.getByRole('dialog', { name: 'ออกจากระบบ' }).getByRole('button', { name: 'อยู่กับเราต่อ' }).click();
  await expect(page.getByRole('dialog', { name: 'ออกจากระบบ' })).toBeHidden();
  await expect(page.getByTestId('wallet-total')).toHaveText(/฿/);
});
