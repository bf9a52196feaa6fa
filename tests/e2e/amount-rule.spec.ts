// One amount rule on every amount field, as a member types it on a phone: a stake or a
// limit is whole baht and a decimal is refused at the field with the rule (never read as 100 times
// more); a deposit or a withdrawal takes satang, at most two decimals.
import { expect, test, type Page } from '@playwright/test';
import { islandsHydrated, registerByApi, skipAnnouncements } from './helpers.ts';
import { roundToKeep } from './lotto-rounds.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

const WHOLE = 'จำนวนเงินต้องเป็นจำนวนเต็มบาท ไม่มีทศนิยม';

async function tapNumber(page: Page, number: string): Promise<void> {
  const keypad = page.getByRole('group', { name: 'แป้นตัวเลข' });
  for (const digit of number) await keypad.getByRole('button', { name: digit, exact: true }).click();
}

test('a stake typed with a decimal point is refused with the rule, not made 100 times larger', async ({ page }) => {
  const round = await roundToKeep(page.request);
  await registerByApi(page.request);
  await page.goto(`/lotto/${round.round_id}`);
  const stake = page.getByTestId('default-amount');
  await expect(stake).toBeEnabled();

  await stake.fill('2.50');
  await expect(stake).toHaveValue('2.50');
  await expect(stake).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(WHOLE)).toBeVisible();

  await stake.fill('10');
  await expect(page.getByText(WHOLE)).toHaveCount(0);
  await tapNumber(page, '123');
  const line = page.getByTestId('bill-line');
  await expect(line).toHaveCount(1);
  const lineStake = line.getByRole('textbox');
  await expect(lineStake).toHaveValue('10');

  // The line's own stake: "10.5" stays as typed, is refused, and the total never becomes 105.
  await lineStake.fill('10.5');
  await expect(lineStake).toHaveValue('10.5');
  await expect(line.getByTestId('amount-refusal')).toHaveText(WHOLE);
  await expect(page.getByTestId('bill-total')).not.toContainText('105');
  await lineStake.fill('15');
  await expect(line.getByTestId('amount-refusal')).toHaveCount(0);
  await expect(page.getByTestId('bill-total')).toContainText('15.00');
});

test('a daily limit typed with decimals is refused at the field and nothing is saved', async ({ page }) => {
  await registerByApi(page.request);
  await page.goto('/member/responsible');
  const loss = page.getByTestId('limit-loss');
  const field = loss.getByLabel('วงเงินใหม่ (บาท)');
  await field.fill('100.555');
  await expect(field).toHaveValue('100.555');
  await expect(loss.getByTestId('field-error')).toHaveText(WHOLE);
  await expect(loss.getByRole('button', { name: 'บันทึกวงเงิน' })).toBeDisabled();
  await expect(loss.getByTestId('limit-amount')).toHaveText('ไม่ได้ตั้งวงเงิน');
  await field.fill('100');
  await expect(loss.getByTestId('field-error')).toHaveCount(0);
  await loss.getByRole('button', { name: 'บันทึกวงเงิน' }).click();
  await expect(loss.getByTestId('limit-amount')).toHaveText('฿100.00');
});

test('deposit and withdrawal take satang as typed and refuse a third decimal', async ({ page }) => {
  await registerByApi(page.request);
  for (const path of ['/member/deposit', '/member/withdraw']) {
    await page.goto(path);
    // The rule is the island's: a value typed before it runs is checked only at the next keystroke.
    await islandsHydrated(page);
    const field = page.getByLabel('จำนวนเงิน (บาท)');
    await field.fill('150.505');
    await expect(field).toHaveValue('150.505');
    await expect(page.getByTestId('field-error')).toHaveText('จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง (สตางค์)');
    await field.fill('15o');
    await expect(page.getByTestId('field-error')).toHaveText('กรุณากรอกจำนวนเงินเป็นตัวเลข เช่น 100 หรือ 100.50');
    await field.fill('150.50');
    await expect(page.getByTestId('field-error')).toHaveCount(0);
  }
});
