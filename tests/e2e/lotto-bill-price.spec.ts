// The bill builder's price and its tools as a member uses them (issue 40 items 3 and 13): a refused
// price (2.50) adds no line from the keypad, the keyboard or a shortcut and says why; the price box
// lets in digits only; a line is never kept at ฿0, not even one brought back from the device; the
// paste dialog's example fits the digits open; Escape closes the saved-numbers dialog.
import { expect, test, type Page } from '@playwright/test';
import { registerByApi, skipAnnouncements } from './helpers.ts';
import { roundToKeep } from './lotto-rounds.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

const NO_STAKE = 'ราคาต่อรายการยังไม่ถูกต้อง ใส่ราคาเป็นจำนวนเต็มบาทก่อน จึงจะเพิ่มเลขได้';
const keypad = (page: Page) => page.getByRole('group', { name: 'แป้นตัวเลข' });
const lines = (page: Page) => page.getByTestId('bill-line');

async function tapNumber(page: Page, number: string): Promise<void> {
  for (const digit of number) await keypad(page).getByRole('button', { name: digit, exact: true }).click();
}

async function openBuilder(page: Page): Promise<void> {
  await registerByApi(page.request);
  const round = await roundToKeep(page.request);
  await page.goto(`/lotto/${round.round_id}`);
  await expect(page.getByTestId('default-amount')).toBeEnabled();
}

test('a refused price adds no line from the keypad, the keyboard or a shortcut, and says why', async ({ page }) => {
  // Many taps and fields on one page: longer than one step of the default allowance.
  test.setTimeout(90_000);
  await openBuilder(page);
  const stake = page.getByTestId('default-amount');

  await stake.fill('2.50');
  await expect(page.getByTestId('amount-refusal')).toHaveText('จำนวนเงินต้องเป็นจำนวนเต็มบาท ไม่มีทศนิยม');
  await tapNumber(page, '123');
  await expect(page.getByTestId('keypad-refusal')).toHaveText(NO_STAKE);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: NO_STAKE }).first()).toBeVisible();
  await expect(page.getByTestId('typed-number')).toHaveText('');
  // The physical keyboard, away from the field, and a shortcut that adds at once (ตอง).
  await page.getByRole('heading', { name: /รายการแทง/ }).click();
  await page.keyboard.type('456');
  await page.getByRole('group', { name: 'ทางลัด' }).getByRole('button', { name: 'ตอง' }).click();
  await expect(lines(page)).toHaveCount(0);
  await expect(page.getByText('ยังไม่มีรายการ กดเลขบนแป้นหรือใช้ทางลัดเพื่อเพิ่มรายการ')).toBeVisible();

  // The price box takes digits only: a letter is not let in, and the field says so.
  await stake.fill('1o');
  await expect(stake).toHaveValue('1');
  await expect(page.getByTestId('amount-refusal')).toHaveText('ราคาใส่ได้เฉพาะตัวเลข');
  await stake.press('End');
  await stake.pressSequentially('x5');
  await expect(stake).toHaveValue('15');
  await expect(page.getByTestId('amount-refusal')).toHaveCount(0);
  await expect(page.getByTestId('keypad-refusal')).toHaveCount(0);

  // Corrected: the number is added at the price now.
  await tapNumber(page, '123');
  await expect(lines(page)).toHaveCount(1);
  await expect(lines(page).first().getByRole('textbox')).toHaveValue('15');
  await expect(page.getByTestId('bill-total')).toContainText('15.00');
});

test('a line left at ฿0 on the device is not brought back', async ({ page }) => {
  await openBuilder(page);
  await tapNumber(page, '123');
  await tapNumber(page, '456');
  await expect(lines(page)).toHaveCount(2);
  // An older page kept line 123 at ฿0 in the device's draft.
  await page.evaluate(() => {
    const drafts = JSON.parse(localStorage.getItem('r999:lotto:drafts') ?? '{}') as Record<string, { lines: { amount: number }[] }>;
    for (const draft of Object.values(drafts)) draft.lines[0]!.amount = 0;
    localStorage.setItem('r999:lotto:drafts', JSON.stringify(drafts));
  });
  await page.reload();
  await expect(lines(page)).toHaveCount(1);
  await expect(lines(page).first()).toHaveAttribute('data-number', '456');
  await expect(lines(page).first().getByRole('textbox')).toHaveValue('10');

  // A line's own price refused: the bill is not sent with it, and the line says why.
  await lines(page).first().getByRole('textbox').fill('0');
  await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
  await expect(page.getByTestId('bill-refusal')).toContainText('มีรายการที่ราคายังไม่ถูกต้อง');
  await expect(page.getByRole('dialog', { name: 'ยืนยันโพย' })).toBeHidden();
  await expect(lines(page).first().getByTestId('line-refusal')).toHaveText('ใส่ราคาของรายการนี้เป็นจำนวนเต็มบาท');
});

test('the paste example fits the digits open, and Escape closes the saved-numbers dialog', async ({ page }) => {
  await openBuilder(page);
  // 3 ตัวบน, the first bet type: a 3-digit example, read whole.
  await page.getByRole('button', { name: 'วางเลข' }).click();
  const paste = page.getByRole('dialog', { name: 'วางเลขจากข้อความ' });
  const box = paste.getByRole('textbox', { name: 'ข้อความที่มีเลข' });
  await expect(paste.getByTestId('paste-hint')).toContainText('เช่น 123=50');
  await expect(box).toHaveAttribute('placeholder', 'เช่น 123 456 789 หรือ 123=50 456=20 หรือบรรทัดละเลข');
  await box.fill('123=50 456=20');
  await expect(paste.getByTestId('paste-understood')).toContainText('อ่านได้ 2 เลข');
  await expect(paste.getByTestId('paste-unread')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(paste).toBeHidden();

  // 2 ตัวบน alone: a 2-digit example.
  await page.getByTestId('bet-two_top').click();
  await page.getByRole('button', { name: 'วางเลข' }).click();
  await expect(paste.getByTestId('paste-hint')).toContainText('เลข 2 หลัก ใส่ใน 2 ตัวบน · ใส่ราคาต่อเลขได้ด้วย = เช่น 12=50');
  await page.keyboard.press('Escape');
  await expect(paste).toBeHidden();

  // The saved-numbers dialog closes on Escape like every other, and the keys add nothing behind it.
  await page.getByRole('button', { name: 'เลขชุด' }).click();
  const sets = page.getByRole('dialog', { name: 'เลขชุดของฉัน' });
  await expect(sets.getByText('ยังไม่มีเลขชุด')).toBeVisible();
  await page.keyboard.type('12');
  await page.keyboard.press('Escape');
  await expect(sets).toBeHidden();
  await expect(lines(page)).toHaveCount(0);
  await expect(page.getByTestId('typed-number')).toHaveText('');
});
