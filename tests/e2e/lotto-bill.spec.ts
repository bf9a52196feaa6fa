// The lotto round page and its bill builder, as a member uses them on a phone and a desktop:
// bet types, keypad, shortcuts, validate -> confirm -> create, refusals marked per line.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, fontsInCache, registerByApi, skipAnnouncements } from './helpers.ts';
import { roundToKeep } from './lotto-rounds.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

/** A digit whose 19 ประตู has no closed number on 2 ตัวบน or 2 ตัวล่าง, so all 38 lines are added. */
async function digitWithoutClosedNumbers(request: APIRequestContext, roundId: number): Promise<string> {
  const limit = (await (await request.get(lotto.limit.path, { params: { round_id: roundId } })).json()).data;
  const closed: string[] = (limit?.closed ?? [])
    .filter((c: { bet_type: string }) => c.bet_type === 'two_top' || c.bet_type === 'two_bottom')
    .map((c: { number: string }) => c.number);
  const digit = [...'7384512690'].find((d) => !closed.some((n) => n.includes(d)));
  expect(digit).toBeDefined();
  return digit!;
}

const keypad = (page: Page) => page.getByRole('group', { name: 'แป้นตัวเลข' });
const lines = (page: Page) => page.getByTestId('bill-line');
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'ยืนยันโพย' });

async function tapNumber(page: Page, number: string): Promise<void> {
  for (const digit of number) await keypad(page).getByRole('button', { name: digit, exact: true }).click();
}

async function openBuilder(page: Page, roundId: number): Promise<void> {
  await page.goto(`/lotto/${roundId}`);
  // Controls are disabled until the island has hydrated.
  await expect(keypad(page).getByRole('button', { name: '1', exact: true })).toBeEnabled();
}

test('a visitor sees the round, its draw date and countdown, and a call to log in', async ({ page }) => {
  const round = await roundToKeep(page.request);
  await page.goto(`/lotto/${round.round_id}`);
  await expect(page.getByTestId('round-name')).toHaveText(round.name);
  // Thai month names and the Buddhist year.
  await expect(page.getByTestId('round-draw-date')).toHaveText(/^\d{1,2} \S+ 25\d\d$/);
  await expect(page.getByRole('timer')).toHaveText(/\d{2}:\d{2}:\d{2}/);
  const call = page.getByTestId('lotto-login-call');
  await expect(call.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', `/login?next=%2Flotto%2F${round.round_id}`);
  await expect(keypad(page)).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
});

test("the round's countdown keeps its place from the placeholder to the count: nothing shifts on the round page", async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources: { node?: Node }[] })[])
        for (const source of entry.sources)
          shifts.push(source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node));
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const round = await roundToKeep(page.request);
  await fontsInCache(page);
  await page.goto(`/lotto/${round.round_id}`);
  await expect(page.getByRole('timer')).toHaveText(/\d{2}:\d{2}:\d{2}/);
  // Two frames later: a shift from the count's first draw would have been reported by now.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
});

test(
  "the round's hot and closed numbers are listed before any number is typed, to a visitor and a member",
  { tag: '@phone-only' },
  async ({ page }) => {
    const round = await roundToKeep(page.request);
    const rules = page.getByTestId('number-rules');
    await page.goto(`/lotto/${round.round_id}`);
    await expect(rules.locator('[data-rule="hot"][data-rule-bet="three_top"]')).toHaveText(/เลขอั้น 3 ตัวบน \(จ่ายบาทละ [\d,.]+\)\s*555 789/);
    await expect(rules.locator('[data-rule="closed"][data-rule-bet="three_top"]')).toHaveText(/เลขปิด 3 ตัวบน \(ไม่รับแทง\)\s*999/);

    await registerByApi(page.request);
    await openBuilder(page, round.round_id);
    await expect(rules.locator('[data-rule="closed"][data-rule-bet="two_top"]')).toContainText('99');
    // Beside the keypad, those of the chosen bet type: 3 ตัวบน first, then 2 ตัวบน.
    await expect(page.getByTestId('keypad-rules')).toHaveText('· อั้น 555 789 · ปิด 999');
    await page.getByTestId('bet-two_top').click();
    await expect(page.getByTestId('keypad-rules')).toHaveText('· อั้น 55 · ปิด 99');
    await expect(lines(page)).toHaveCount(0);
  },
);

test('a shortcut says how many lines it added and what it left out and why', { tag: '@phone-only' }, async ({ page }) => {
  const round = await roundToKeep(page.request);
  await registerByApi(page.request);
  await openBuilder(page, round.round_id);
  // ตอง on 3 ตัวบน: ten triples, 999 is closed.
  await page.getByRole('button', { name: 'ตอง', exact: true }).click();
  await expect(lines(page)).toHaveCount(9);
  await expect(page.getByTestId('shortcut-note')).toHaveText('ตอง: เพิ่ม 9 จาก 10 รายการ ไม่ได้เพิ่ม 999 (3 ตัวบน) เป็นเลขปิด ไม่รับแทง');
  // Again: all ten are left out, nine already in the bill and the closed one.
  await page.getByRole('button', { name: 'ตอง', exact: true }).click();
  await expect(page.getByTestId('shortcut-note')).toHaveText(
    'ตอง: เพิ่ม 0 จาก 10 รายการ ไม่ได้เพิ่ม 999 (3 ตัวบน) เป็นเลขปิด ไม่รับแทง, 9 รายการที่มีในโพยแล้ว',
  );
  await expect(lines(page)).toHaveCount(9);
});

test('a round id that is not a positive integer, or no round, shows the 404 page', { tag: '@phone-only' }, async ({ page }) => {
  for (const path of ['/lotto/0', '/lotto/-3', '/lotto/1.5', '/lotto/abc', '/lotto/987654321']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByTestId('error-page')).toBeVisible();
  }
});

test('a member adds lines with 19 ประตู, validates, confirms and sees the balance drop', async ({ page }) => {
  const round = await roundToKeep(page.request);
  const digit = await digitWithoutClosedNumbers(page.request, round.round_id);
  await registerByApi(page.request);
  await openBuilder(page, round.round_id);
  await expect(page.getByTestId('wallet-total')).toHaveText(/1,000\.00/);

  // 2 ตัวบน and 2 ตัวล่าง together; 19 ประตู on one digit makes 19 numbers for each.
  await page.getByTestId('bet-two_top').click();
  await page.getByTestId('bet-two_bottom').click();
  await expect(page.getByTestId('bet-two_top')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('bet-two_bottom')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('bet-three_top')).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: '19 ประตู' }).click();
  await tapNumber(page, digit);
  await expect(lines(page)).toHaveCount(38);
  await expect(page.getByTestId('bill-count')).toHaveText('38 รายการ');
  await expect(page.getByTestId('bill-total')).toHaveText(/380\.00/); // 10 baht a line by default

  await page.getByRole('textbox', { name: 'ใส่ราคาเท่ากันทั้งหมด' }).fill('5');
  await page.getByRole('button', { name: 'ใส่ราคา', exact: true }).click();
  await expect(page.getByTestId('bill-total')).toHaveText(/190\.00/);
  await expectNoHorizontalOverflow(page);

  await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
  const dialog = confirmDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('confirm-lines').locator('tbody tr')).toHaveCount(38);
  await expect(dialog.getByTestId('confirm-total')).toHaveText(/190\.00/);
  await expect(dialog.getByTestId('confirm-balance')).toHaveText(/1,000\.00/);
  await dialog.getByRole('button', { name: 'ยืนยันแทง' }).click();

  await expect(page.getByTestId('bill-placed')).toContainText(/แทงสำเร็จ โพยเลขที่ #\d+/);
  await expect(page.getByTestId('bill-placed').getByRole('link', { name: 'ดูโพยทั้งหมด' })).toHaveAttribute('href', '/lotto/bills');
  await expect(page.getByTestId('wallet-total')).toHaveText(/810\.00/);
  await expect(lines(page)).toHaveCount(0);

  const bills = (await (await page.request.get(lotto.billList.path, { params: { round_id: round.round_id } })).json()).data;
  expect(bills).toHaveLength(1);
  expect(bills[0]).toMatchObject({ total: 190, line_count: 38, status: 'pending' });
});

test(
  'refused lines are marked with their own message; an edit after validation asks for a new one',
  { tag: '@phone-only' },
  async ({ page }) => {
    const round = await roundToKeep(page.request);
    await registerByApi(page.request);
    await openBuilder(page, round.round_id);

    // 3 ตัวบน is chosen first; a second 3-digit bet type joins it.
    await page.getByTestId('bet-three_tod').click();
    await tapNumber(page, '581');
    await expect(lines(page)).toHaveCount(2);
    const top = lines(page).and(page.locator('[data-bet="three_top"]'));
    await top.getByRole('textbox').fill('50000');
    await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();

    await expect(top.getByTestId('line-refusal')).toHaveText(/แทงสูงสุดรายการละ/);
    await expect(page.getByTestId('bill-refusal')).toContainText('มีรายการที่แทงไม่ได้ 1 รายการ');
    await expect(lines(page).and(page.locator('[data-bet="three_tod"]')).getByTestId('line-refusal')).toHaveCount(0);
    await expect(confirmDialog(page)).toBeHidden();
    await expect(lines(page)).toHaveCount(2);

    // Fixing the stake takes the mark away; the bill validates.
    await top.getByRole('textbox').fill('20');
    await expect(top.getByTestId('line-refusal')).toHaveCount(0);
    await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
    await expect(confirmDialog(page)).toBeVisible();
    await confirmDialog(page).getByRole('button', { name: 'แก้ไขโพย' }).click();
    await expect(page.getByRole('button', { name: 'ส่งโพย' })).toBeVisible();

    // Any edit clears the validated bill.
    await top.getByRole('textbox').fill('30');
    await expect(page.getByRole('button', { name: 'ตรวจสอบโพย' })).toBeVisible();
  },
);

test(
  'a bill over the balance is refused at validation with its message, keeps the lines and moves no money',
  { tag: '@phone-only' },
  async ({ page }) => {
    const round = await roundToKeep(page.request);
    await registerByApi(page.request);
    await openBuilder(page, round.round_id);

    await page.getByTestId('default-amount').fill('600');
    await tapNumber(page, '123');
    await tapNumber(page, '456');
    await expect(page.getByTestId('bill-total')).toHaveText(/1,200\.00/);
    await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();

    // Validation checks the total against the wallet, as placing the bill does: no confirm step.
    await expect(page.getByTestId('bill-refusal').locator('p').first()).toHaveText('ยอดเงินในกระเป๋าไม่เพียงพอ');
    await expect(confirmDialog(page)).toHaveCount(0);
    await expect(lines(page)).toHaveCount(2);
    await expect(page.getByTestId('wallet-total')).toHaveText(/1,000\.00/);
  },
);

test('a double tap on ยืนยันแทง places one bill', { tag: '@phone-only' }, async ({ page }) => {
  const round = await roundToKeep(page.request);
  await registerByApi(page.request);
  await openBuilder(page, round.round_id);
  await tapNumber(page, '909');
  await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
  await confirmDialog(page).getByRole('button', { name: 'ยืนยันแทง' }).dblclick();
  await expect(page.getByTestId('bill-placed')).toBeVisible();
  await expect(page.getByTestId('wallet-total')).toHaveText(/990\.00/);
  const bills = (await (await page.request.get(lotto.billList.path, { params: { round_id: round.round_id } })).json()).data;
  expect(bills).toHaveLength(1);
});

test('the physical keyboard types numbers; a reload finds the bill as it was left', async ({ page }) => {
  const round = await roundToKeep(page.request);
  await registerByApi(page.request);
  await openBuilder(page, round.round_id);

  await page.keyboard.type('47');
  await expect(page.getByTestId('typed-number')).toHaveText('47');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('28');
  await expect(lines(page)).toHaveCount(1);
  await expect(lines(page).first()).toHaveAttribute('data-number', '428');

  // 6 กลับ: every ordering of 428 on 3 ตัวบน (428 is already there).
  await page.getByRole('button', { name: '6 กลับ' }).click();
  await tapNumber(page, '428');
  await expect(lines(page)).toHaveCount(6);

  await page.reload();
  await expect(keypad(page).getByRole('button', { name: '1', exact: true })).toBeEnabled();
  await expect(lines(page)).toHaveCount(6);
  await expect(page.getByTestId('bill-count')).toHaveText('6 รายการ');
});

test(
  'a bill short of money offers a deposit that comes back to the same lines; a placed bill is gone on return',
  { tag: '@phone-only' },
  async ({ page }) => {
    const round = await roundToKeep(page.request);
    await registerByApi(page.request);
    await openBuilder(page, round.round_id);
    await page.getByTestId('default-amount').fill('600');
    await tapNumber(page, '123');
    await tapNumber(page, '456');
    await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
    await expect(page.getByTestId('bill-refusal')).toContainText('ยอดเงินในกระเป๋าไม่เพียงพอ');

    // The refusal's deposit link carries the way back; the deposit page offers it.
    await page.getByTestId('refusal-deposit').click();
    await expect(page).toHaveURL(`/member/deposit?next=%2Flotto%2F${round.round_id}`);
    await expect(page.getByRole('heading', { name: 'ฝากเงิน', level: 1 })).toBeVisible();
    await page.getByTestId('return-link').click();
    await expect(page).toHaveURL(`/lotto/${round.round_id}`);
    await expect(keypad(page).getByRole('button', { name: '1', exact: true })).toBeEnabled();
    await expect(lines(page)).toHaveCount(2);
    await expect(page.getByTestId('bill-total')).toHaveText(/1,200\.00/);
    await expect(page.getByTestId('default-amount')).toHaveValue('600');

    // Within the balance now: placed, and nothing is left to come back to.
    await lines(page).first().getByRole('button', { name: /^ลบ/ }).click();
    await lines(page).first().getByRole('textbox').fill('10');
    await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
    await confirmDialog(page).getByRole('button', { name: 'ยืนยันแทง' }).click();
    await expect(page.getByTestId('bill-placed')).toBeVisible();
    await page.reload();
    await expect(keypad(page).getByRole('button', { name: '1', exact: true })).toBeEnabled();
    await expect(lines(page)).toHaveCount(0);
  },
);

test('the builder with a refused line and the confirm dialog have no serious accessibility violations', async ({ page }) => {
  const audit = async () => {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  const round = await roundToKeep(page.request);
  await registerByApi(page.request);
  await openBuilder(page, round.round_id);
  await page.getByRole('button', { name: '6 กลับ' }).click();
  await tapNumber(page, '246');
  await lines(page).first().getByRole('textbox').fill('5000');
  await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
  await expect(page.getByTestId('line-refusal')).toHaveCount(1);
  await audit();
  await lines(page).first().getByRole('textbox').fill('5');
  await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
  await expect(confirmDialog(page)).toBeVisible();
  await audit();
});
