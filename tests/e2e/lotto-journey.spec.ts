// The lottery end to end, as a member does it: from the lobby into a round, lines from a shortcut,
// confirm, the header balance drops, the bill is listed; the operator enters the official result of
// this outside draw from the command line and the bill shows its won and lost cards, the payout
// reaches the header, and the result says it is official, entered by the site's staff and when.
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, registerByApi, skipAnnouncements } from './helpers.ts';
import { operator, passDrawTime, roundToSettle } from './lotto-rounds.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

async function tapNumber(page: Page, number: string): Promise<void> {
  const keypad = page.getByRole('group', { name: 'แป้นตัวเลข' });
  for (const digit of number) await keypad.getByRole('button', { name: digit, exact: true }).click();
}

test('lobby -> round -> 6 กลับ -> confirm -> bills -> operator result -> won and lost cards', async ({ page }, testInfo) => {
  test.setTimeout(90_000); // a loaded machine: the operator's command is a Node start
  const round = await roundToSettle(page.request, 'journey', testInfo);
  await registerByApi(page.request, 'สมหวัง ดวงดี');

  // From the lobby, tap the round.
  await page.goto('/lotto/lobby');
  await expect(page.getByTestId('wallet-total')).toHaveText('฿1,000.00');
  await page.locator(`a[data-testid="round-card"][data-round-id="${round.round_id}"]`).click();
  await expect(page).toHaveURL(`/lotto/${round.round_id}`);
  await expect(page.getByTestId('round-name')).toHaveText(round.name);

  // 3 ตัวบน with 6 กลับ: one number typed, six lines.
  await expect(page.getByTestId('bet-three_top')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '6 กลับ' }).click();
  await tapNumber(page, '246');
  const lines = page.getByTestId('bill-line');
  await expect(lines).toHaveCount(6);
  for (const number of ['246', '264', '426', '462', '624', '642']) await expect(lines.filter({ hasText: number })).toHaveCount(1);
  await expect(page.getByTestId('bill-total')).toHaveText(/60\.00/);
  await expectNoHorizontalOverflow(page);

  await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
  const confirm = page.getByRole('dialog', { name: 'ยืนยันโพย' });
  await expect(confirm.getByTestId('confirm-total')).toHaveText(/60\.00/);
  await confirm.getByRole('button', { name: 'ยืนยันแทง' }).click();
  await expect(page.getByTestId('bill-placed')).toBeVisible();
  await expect(page.getByTestId('wallet-total')).toHaveText('฿940.00');

  // The bill is listed, waiting for its result.
  await page.getByTestId('bill-placed').getByRole('link', { name: 'ดูโพยทั้งหมด' }).click();
  await expect(page).toHaveURL('/lotto/bills');
  const row = page.getByTestId('bill-row').first();
  await expect(row).toContainText(round.name);
  await expect(row.getByTestId('bill-status')).toHaveText('รอผล');

  // The operator enters the official result from the command line while the site runs, once the draw time has come.
  passDrawTime(round.round_id);
  const said = operator('result', String(round.round_id), '426', '13', '--by', 'e2e-operator');
  expect(said).toContain('settled');

  // 426 pays 10 x 850; the other five lose.
  await page.reload();
  await expect(row.getByTestId('bill-status')).toHaveText('ถูกรางวัล');
  await expect(page.getByTestId('wallet-total')).toHaveText('฿9,440.00');
  await row.click();
  const dialog = page.getByRole('dialog', { name: 'รายละเอียดโพย' });
  await expect(dialog.getByTestId('bill-result')).toContainText('426');
  const won = dialog.locator('[data-testid="bill-detail-line"][data-result="won"]');
  await expect(won).toHaveCount(1);
  await expect(won).toContainText('426');
  await expect(won.getByTestId('line-won')).toContainText('ถูกรางวัล');
  await expect(won).toContainText('8,500.00');
  await expect(dialog.locator('[data-testid="bill-detail-line"][data-result="lost"]')).toHaveCount(5);
  // Where the numbers came from: the official draw, entered by the staff (not by name), and when.
  const official = /^ผลอย่างเป็นทางการ กรอกโดยผู้ดูแลระบบ เมื่อ \d{1,2} \S+ 25\d\d \d{2}:\d{2} น\.$/;
  await expect(dialog.getByTestId('result-source')).toHaveText(official);
  await expect(dialog).not.toContainText('e2e-operator');
  await expect(dialog.getByTestId('result-commitment')).toHaveCount(0);
  await expectNoHorizontalOverflow(page);

  // The results page labels it the same way.
  await page.goto('/lotto/results');
  const card = page.locator(`[data-testid="result-card"][data-round-id="${round.round_id}"]`);
  await expect(card).toContainText('426');
  await expect(card.getByTestId('result-source')).toHaveText(official);
  await expect(card.getByTestId('result-commitment')).toHaveCount(0);
});
