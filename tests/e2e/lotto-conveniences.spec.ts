// The bill builder's conveniences (issue 27) as a member uses them on a phone: save the bill's
// lines as a number set, start a new bill from the set in one tap, paste a list of numbers (Thai
// digits, a stake, parts it cannot read), and re-use the last bill from the bill list into the
// round open now, each line checked again (a reduced number shown reduced) before it is placed.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, registerByApi, skipAnnouncements } from './helpers.ts';
import { roundToKeep } from './lotto-rounds.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

const keypad = (page: Page) => page.getByRole('group', { name: 'แป้นตัวเลข' });
const lines = (page: Page) => page.getByTestId('bill-line');

async function tapNumber(page: Page, number: string): Promise<void> {
  for (const digit of number) await keypad(page).getByRole('button', { name: digit, exact: true }).click();
}

/** No serious or critical WCAG 2 A/AA violation on the page as it stands (a dialog open). */
async function audit(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function placeTheBill(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
  const dialog = page.getByRole('dialog', { name: 'ยืนยันโพย' });
  await dialog.getByRole('button', { name: 'ยืนยันแทง' }).click();
  await expect(page.getByTestId('bill-placed')).toContainText(/แทงสำเร็จ โพยเลขที่ #\d+/);
  await expect(lines(page)).toHaveCount(0);
}

test('save a set, start a bill from it, paste a list, re-use the last bill', async ({ page }) => {
  // Three bills placed and four dialogs walked: longer than one step of the default allowance.
  test.setTimeout(120_000);
  await registerByApi(page.request);
  // A government round: 555 is one of its seeded reduced (hot) numbers on 3 ตัวบน.
  const round = await roundToKeep(page.request);
  await page.goto(`/lotto/${round.round_id}`);
  await expect(keypad(page).getByRole('button', { name: '1', exact: true })).toBeEnabled();

  // Two numbers on 3 ตัวบน, kept as a set.
  await tapNumber(page, '123');
  await tapNumber(page, '456');
  await expect(lines(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'เลขชุด' }).click();
  const sets = page.getByRole('dialog', { name: 'เลขชุดของฉัน' });
  await expect(sets.getByText('ยังไม่มีเลขชุด')).toBeVisible();
  await sets.getByRole('textbox', { name: 'ชื่อเลขชุด' }).fill('เลขประจำ');
  await sets.getByRole('button', { name: 'บันทึก (2 รายการ)' }).click();
  await expect(sets.getByTestId('number-set')).toHaveCount(1);
  await expect(sets.getByTestId('number-set')).toContainText('เลขประจำ');
  await expect(sets.getByTestId('number-set')).toContainText('2 รายการ · 123 456');
  // Renamed in place.
  await sets.getByRole('button', { name: 'เปลี่ยนชื่อเลขชุด เลขประจำ' }).click();
  await sets.getByRole('textbox', { name: 'ชื่อใหม่' }).fill('ชุดวันเกิด');
  await sets.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(sets.getByTestId('number-set')).toContainText('ชุดวันเกิด');
  await expectNoHorizontalOverflow(page);
  await audit(page);
  await sets.getByRole('button', { name: 'ปิด' }).click();
  await placeTheBill(page);

  // A new bill from the set, in one tap.
  await page.getByRole('button', { name: 'เลขชุด' }).click();
  await sets.getByRole('button', { name: 'ใส่เลขชุด ชุดวันเกิด ลงโพย' }).click();
  await expect(sets).toBeHidden();
  await expect(lines(page)).toHaveCount(2);
  await expect(page.getByTestId('shortcut-note')).toHaveText('เลขชุด ชุดวันเกิด: เพิ่ม 2 รายการ');

  // A pasted list: Thai digits, a stake after =, and parts it cannot read, shown before adding.
  await page.getByRole('button', { name: 'วางเลข' }).click();
  const paste = page.getByRole('dialog', { name: 'วางเลขจากข้อความ' });
  await paste.getByRole('textbox', { name: 'ข้อความที่มีเลข' }).fill('๗๘๙=50, 555\n12 abc');
  const understood = paste.getByTestId('paste-understood');
  await expect(understood).toContainText('อ่านได้ 2 เลข');
  await expect(understood.getByRole('listitem')).toHaveText(['789ราคา 50', '555ราคา 10 (ราคาต่อรายการ)']);
  await expect(paste.getByTestId('paste-unread')).toContainText('12 · ไม่ใช่เลข 3 หลัก');
  await expect(paste.getByTestId('paste-unread')).toContainText('abc · ไม่ใช่ตัวเลข');
  await expectNoHorizontalOverflow(page);
  await audit(page);
  await paste.getByRole('button', { name: 'เพิ่ม 2 รายการ' }).click();
  await expect(lines(page)).toHaveCount(4);
  await expect(page.getByTestId('bill-total')).toHaveText(/80\.00/);
  await placeTheBill(page);

  // The last bill again, from the bill list, into the round open now: checked before it goes in.
  await page.goto('/lotto/bills');
  const last = page.getByTestId('bill-row').first();
  await expect(last).toContainText('4 รายการ');
  const billId = await last.getAttribute('data-bill-id');
  await page.getByRole('button', { name: `ดึงโพย #${billId} มาแทงงวดปัจจุบัน` }).click();
  await expect(page).toHaveURL(new RegExp(`/lotto/${round.round_id}$`));
  const reuse = page.getByTestId('reuse-dialog');
  await expect(reuse.getByTestId('reuse-line')).toHaveCount(4);
  await expect(reuse.getByTestId('reuse-line').filter({ hasText: '555' })).toContainText('อั้น');
  await expect(reuse.getByTestId('reuse-line').filter({ hasText: '789' })).toContainText('50.00');
  await expectNoHorizontalOverflow(page);
  await audit(page);
  await page.getByRole('button', { name: 'ใส่ 4 รายการลงโพย' }).click();
  await expect(lines(page)).toHaveCount(4);
  await expect(page.getByTestId('bill-total')).toHaveText(/80\.00/);
  await placeTheBill(page);
  await expect(page.getByTestId('wallet-total')).toHaveText(/820\.00/);
});
