// The member's lotto bills page, the bill dialog and the Yeekee panel, as a member uses them on a
// phone: bills listed newest first with Thai statuses, cancel with a refund, won and
// lost cards after the operator settles a round from its committed draw (checked in the dialog),
// and a Yeekee round shot at and worked out.
//
// Rounds are shared by every test on one database: see lotto-rounds.ts for who settles what; each
// Yeekee test opens a round of its own.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, registerByApi, skipAnnouncements } from './helpers.ts';
import { committedDraw, freshYeekeeRound, operator, roundToKeep, roundToSettle } from './lotto-rounds.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

async function placeBill(request: APIRequestContext, roundId: number, lines: { bet_type: string; number: string; amount: number }[]) {
  const answer = await (
    await request.post(lotto.billCreate.path, {
      data: { agent_id: 33, round_id: roundId, lines, idempotency_key: `e2e-bills-${Date.now()}-${Math.random()}` },
    })
  ).json();
  expect(answer.error, answer.message).toBe(0);
  return answer.data.bill_id as number;
}

/** Numbers of the candidates not closed for the bet type in this round (closed numbers are refused). */
async function openNumbers(request: APIRequestContext, roundId: number, betType: string, candidates: string[]): Promise<string[]> {
  const limit = (await (await request.get(lotto.limit.path, { params: { round_id: roundId } })).json()).data;
  const closed = new Set(
    (limit?.closed ?? []).filter((c: { bet_type: string }) => c.bet_type === betType).map((c: { number: string }) => c.number),
  );
  return candidates.filter((n) => !closed.has(n));
}

const billRow = (page: Page, billId: number) => page.locator(`[data-testid="bill-row"][data-bill-id="${billId}"]`);
const billDialog = (page: Page) => page.getByRole('dialog', { name: 'รายละเอียดโพย' });

async function openBills(page: Page): Promise<void> {
  await page.goto('/lotto/bills');
  await expect(page.getByRole('heading', { name: 'โพยหวยของฉัน' })).toBeVisible();
  await expect(page.getByTestId('wallet-total')).toHaveText(/฿/);
}

test('a member without bills sees the empty state with a way to the lobby', async ({ page }) => {
  await registerByApi(page.request);
  await openBills(page);
  const empty = page.getByTestId('bills-empty');
  await expect(empty).toContainText('ยังไม่มีโพยหวย');
  await expect(empty.getByRole('link', { name: 'ไปแทงหวย' })).toHaveAttribute('href', '/lotto/lobby');
  await expectNoHorizontalOverflow(page);
});

test('a visitor at the bills page is asked to log in first', async ({ page }) => {
  await page.goto('/lotto/bills');
  await expect(page).toHaveURL('/login?next=%2Flotto%2Fbills');
});

test('bills are listed newest first; a member cancels one and the balance rises at once', async ({ page }) => {
  await registerByApi(page.request);
  const round = await roundToKeep(page.request);
  const first = await placeBill(page.request, round.round_id, [{ bet_type: 'two_top', number: '47', amount: 30 }]);
  const second = await placeBill(page.request, round.round_id, [
    { bet_type: 'three_top', number: '581', amount: 20 },
    { bet_type: 'run_top', number: '5', amount: 10 },
  ]);

  await openBills(page);
  await expect(page.getByTestId('wallet-total')).toHaveText('฿940.00');
  const rows = page.getByTestId('bill-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toHaveAttribute('data-bill-id', String(second));
  await expect(billRow(page, second).getByTestId('bill-status')).toHaveText('รอผล');
  await expect(billRow(page, second).getByTestId('bill-total')).toHaveText('฿30.00');
  await expect(billRow(page, second)).toContainText(round.name);
  // Draw date in Thai with the Buddhist year.
  await expect(billRow(page, second)).toContainText(/งวดวันที่ \d{1,2} \S+ 25\d\d/);
  await expectNoHorizontalOverflow(page);

  await billRow(page, first).click();
  const dialog = billDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('bill-detail-line')).toHaveCount(1);
  await expect(dialog.getByTestId('bill-detail-line')).toContainText('47');
  await expect(dialog.getByTestId('bill-detail-line')).toContainText('2 ตัวบน');
  await expect(dialog.getByTestId('cancel-deadline')).toContainText(/\d{2}:\d{2}:\d{2}/);

  // Cancel asks once more; "ไม่ยกเลิก" keeps the bill.
  await dialog.getByRole('button', { name: 'ยกเลิกโพย' }).click();
  await dialog.getByRole('button', { name: 'ไม่ยกเลิก' }).click();
  await expect(page.getByTestId('wallet-total')).toHaveText('฿940.00');

  await dialog.getByRole('button', { name: 'ยกเลิกโพย' }).click();
  await expect(dialog.getByRole('group', { name: 'ยืนยันการยกเลิกโพย' })).toContainText('฿30.00');
  await dialog.getByRole('button', { name: 'ยืนยันยกเลิก' }).click();
  await expect(page.getByText('ยกเลิกโพยแล้ว คืนเงิน ฿30.00')).toBeVisible();
  await expect(page.getByTestId('wallet-total')).toHaveText('฿970.00');
  await expect(dialog.getByTestId('bill-status')).toHaveText('ยกเลิก');
  await expect(dialog.getByRole('button', { name: 'ยกเลิกโพย' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'ปิด' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(billRow(page, first).getByTestId('bill-status')).toHaveText('ยกเลิก');

  // The status tabs filter the list.
  const tabs = page.getByRole('tablist', { name: 'กรองตามสถานะโพย' });
  await tabs.getByRole('tab', { name: /ยกเลิก\/คืนเงิน/ }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-bill-id', String(first));
  await tabs.getByRole('tab', { name: /รอผล/ }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-bill-id', String(second));
  await tabs.getByRole('tab', { name: /^ถูกรางวัล/ }).click();
  await expect(page.getByText('ไม่มีโพยในหมวดนี้')).toBeVisible();
});

test('a 61-line bill opens as one compact table: every line a short row with its number, bet, rate and stake', async ({ page }) => {
  await registerByApi(page.request);
  const round = await roundToKeep(page.request);
  const candidates = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
  const numbers = (await openNumbers(page.request, round.round_id, 'two_top', candidates)).slice(0, 61);
  expect(numbers).toHaveLength(61);
  const billId = await placeBill(
    page.request,
    round.round_id,
    numbers.map((number) => ({ bet_type: 'two_top', number, amount: 1 })),
  );

  await openBills(page);
  await billRow(page, billId).click();
  const dialog = billDialog(page);
  const table = dialog.getByRole('table', { name: 'รายการ' });
  await expect(table.getByRole('columnheader')).toHaveText(['เลข', 'ประเภทแทง', 'ยอดแทง', 'ผล']);
  const lines = table.getByTestId('bill-detail-line');
  await expect(lines).toHaveCount(61);
  await expect(lines.first()).toContainText(numbers[0]!);
  await expect(lines.first()).toContainText('2 ตัวบน');
  await expect(lines.first()).toContainText('฿1.00');
  await expect(lines.first()).toContainText('รอผล');
  // Rows, not cards: each line is one short row, so the whole bill is a few screens, not 61 cards.
  const heights = await lines.evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
  expect(Math.max(...heights)).toBeLessThanOrEqual(52);
  await expect(dialog).toContainText('61 รายการ');
  await expectNoHorizontalOverflow(page);
});

test('after the round settles from its committed draw the bill shows won and lost cards, the payout and a commitment that checks out', async ({
  page,
}, testInfo) => {
  await registerByApi(page.request);
  const round = await roundToSettle(page.request, 'billCards', testInfo);
  // A known winner from the committed draw (the test peeks; members cannot): its 3-top, or when
  // that is the closed 999, a run on its digit; and a 2-bottom that loses.
  const draw = committedDraw(round.round_id);
  const winner = draw.three_top === '999' ? { bet_type: 'run_top', number: '9' } : { bet_type: 'three_top', number: draw.three_top };
  const [bottom] = await openNumbers(
    page.request,
    round.round_id,
    'two_bottom',
    ['88', '77', '66', '44'].filter((n) => n !== draw.two_bottom),
  );
  const billId = await placeBill(page.request, round.round_id, [
    { ...winner, amount: 2 },
    { bet_type: 'two_bottom', number: bottom!, amount: 10 },
  ]);

  await openBills(page);
  await expect(page.getByTestId('wallet-total')).toHaveText('฿988.00');
  await expect(billRow(page, billId).getByTestId('bill-status')).toHaveText('รอผล');

  operator('settle', String(round.round_id));

  await page.reload();
  const row = billRow(page, billId);
  await expect(row.getByTestId('bill-status')).toHaveText('ถูกรางวัล');
  // The winning line pays its locked rate on ฿2; the header balance follows the payout.
  const payout = Number((await row.getByTestId('bill-payout').textContent())!.replace(/[^\d.]/g, ''));
  expect(payout).toBeGreaterThan(2);
  await expect(page.getByTestId('wallet-total')).toHaveText(
    `฿${(988 + payout).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  );

  await row.click();
  const dialog = billDialog(page);
  await expect(dialog.getByTestId('bill-result')).toContainText(draw.three_top);
  await expect(dialog.getByTestId('bill-result')).toContainText(draw.two_bottom);
  const won = dialog.locator('[data-testid="bill-detail-line"][data-result="won"]');
  await expect(won).toContainText(winner.number);
  await expect(won.getByTestId('line-won')).toContainText('ถูกรางวัล');
  const lost = dialog.locator('[data-testid="bill-detail-line"][data-result="lost"]');
  await expect(lost).toContainText(bottom!);
  await expect(lost.getByTestId('line-lost')).toHaveText('ไม่ถูก');
  await expect(dialog.getByRole('button', { name: 'ยกเลิกโพย' })).toHaveCount(0);

  // The result says it is the draw committed before betting, reveals it, and the member checks it here.
  await expect(dialog.getByTestId('result-source')).toHaveText('ผลจำลองจากระบบ ผูกผลไว้ก่อนเปิดรับแทง ตรวจสอบได้ด้านล่าง');
  const commitment = dialog.getByTestId('result-commitment');
  await commitment.getByText('ตรวจสอบผล', { exact: true }).click();
  // A Hanoi draw commits to its four digits too.
  expect(draw.four_top).toMatch(/^\d{4}$/);
  await expect(commitment.getByTestId('commit-text')).toContainText(
    `top=${draw.three_top},bottom=${draw.two_bottom},four=${draw.four_top};secret=`,
  );
  await commitment.getByRole('button', { name: 'ตรวจสอบในเครื่องนี้' }).click();
  await expect(commitment.getByRole('status')).toHaveText('✓ ตรงกัน ผลนี้ถูกกำหนดไว้ก่อนเปิดรับแทง');
  await expectNoHorizontalOverflow(page);

  // The round's own page offers the same check.
  await page.goto(`/lotto/${round.round_id}`);
  const closed = page.getByTestId('round-closed');
  await expect(closed.getByTestId('result-source')).toHaveText('ผลจำลองจากระบบ ผูกผลไว้ก่อนเปิดรับแทง ตรวจสอบได้ด้านล่าง');
  await closed.getByText('ตรวจสอบผล', { exact: true }).click();
  await closed.getByRole('button', { name: 'ตรวจสอบในเครื่องนี้' }).click();
  await expect(closed.getByRole('status')).toHaveText('✓ ตรงกัน ผลนี้ถูกกำหนดไว้ก่อนเปิดรับแทง');
  await expectNoHorizontalOverflow(page);
});

const yeekeePanel = (page: Page) => page.getByTestId('yeekee-panel');

test('a visitor sees the Yeekee shots and is asked to log in to shoot', async ({ page }) => {
  const open = await freshYeekeeRound(page.request);
  await page.goto(`/lotto/${open.round_id}`);
  const panel = yeekeePanel(page);
  await expect(panel.getByRole('heading', { name: 'รายการยิงเลข' })).toBeVisible();
  await expect(panel.getByTestId('yeekee-login').getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute(
    'href',
    /^\/login\?next=%2Flotto%2F\d+$/,
  );
  await expect(panel.getByRole('button', { name: 'ยิงเลข', exact: true })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
});

test('the next Yeekee round counts down to its opening and takes no shots yet', async ({ page }) => {
  const lobby = (await (await page.request.get(lotto.lobby.path)).json()).data;
  const next = lobby.categories.find((category: { code: string }) => category.code === 'yeekee').next_round;
  expect(next.status).toBe('upcoming');
  await page.goto(`/lotto/${next.round_id}`);
  const panel = yeekeePanel(page);
  await expect(panel.getByTestId('yeekee-opens-in')).toContainText(/รอบนี้ยังไม่เปิด เปิดให้ยิงเลขใน \d{2}:\d{2}:\d{2}/);
  await expect(panel.getByRole('button', { name: 'ยิงเลข', exact: true })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
});

test('members shoot Yeekee numbers, then the result is worked out from the shots', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  // A round of this test's own: settling it takes nothing from another test.
  const round = await freshYeekeeRound(page.request);
  await registerByApi(page.request, 'มานะ ยิงแม่น');
  await page.goto(`/lotto/${round.round_id}`);
  const panel = yeekeePanel(page);
  const input = panel.getByLabel('เลขที่ต้องการยิง (5 หลัก)');
  await expect(input).toBeEnabled();
  await expect(input).toHaveAttribute('inputmode', 'numeric');
  await expect(panel.getByTestId('yeekee-closes-in')).toContainText(/\d{2}:\d{2}:\d{2}/);

  // Not five digits: refused in Thai, nothing shot. Letters never reach the input.
  await input.fill('12a');
  await expect(input).toHaveValue('12');
  await panel.getByRole('button', { name: 'ยิงเลข', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText('กรุณากรอกเลข 5 หลัก (00000-99999)');

  await panel.getByRole('button', { name: 'สุ่มเลข' }).click();
  await expect(input).toHaveValue(/^\d{5}$/);
  await input.fill('31415');
  await panel.getByRole('button', { name: 'ยิงเลข', exact: true }).click();
  await expect(page.getByText('ยิงเลข 31415 สำเร็จ')).toBeVisible();
  // One shot per 10 s: the button counts down.
  await expect(panel.getByTestId('yeekee-shoot')).toHaveText(/ยิงได้อีกใน \d+ วินาที/);
  await expect(panel.getByTestId('yeekee-shoot')).toBeDisabled();
  const mine = panel.locator('[data-testid="yeekee-shot"][data-mine]');
  await expect(mine.first()).toContainText('31415');
  await expect(mine.first()).toContainText('ของฉัน');
  await expect(panel.locator('[data-testid="yeekee-shot"][data-rank="1"]')).toContainText('ลำดับที่ 1');

  // Twenty more members shoot, one after the other, so there is a 16th shot and a result.
  for (let i = 0; i < 20; i++) {
    const member = await playwright.request.newContext({ baseURL });
    await registerByApi(member, `ผู้ยิง ทดสอบ${String.fromCharCode(0x0e01 + i)}`);
    const number = String((i * 7919 + 12345) % 100_000).padStart(5, '0');
    const shot = await (await member.post(lotto.shoot.path, { data: { round_id: round.round_id, number } })).json();
    expect(shot.error, shot.message).toBe(0);
    await member.dispose();
  }
  await expect(panel.locator('[data-testid="yeekee-shot"][data-rank="16"]')).toContainText('ลำดับที่ 16');

  // A visitor sees the same shots and is asked to log in to shoot.
  const visitor = await page.context().browser()!.newPage({ baseURL, viewport: page.viewportSize()! });
  await visitor.goto(`/lotto/${round.round_id}`);
  const visitorPanel = yeekeePanel(visitor);
  await expect(visitorPanel.getByTestId('yeekee-login').getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute(
    'href',
    /^\/login\?next=%2Flotto%2F\d+$/,
  );
  await expect(visitorPanel.locator('[data-testid="yeekee-shot"][data-rank="16"]')).toContainText('ลำดับที่ 16');
  await visitor.close();

  operator('settle', String(round.round_id));

  // Other members may have shot as well: redo the arithmetic from the list the panel shows.
  await expect(panel.getByTestId('yeekee-arithmetic')).toBeVisible({ timeout: 20_000 });
  const showAll = panel.getByRole('button', { name: /แสดงทั้งหมด/ });
  if (await showAll.count()) await showAll.click();
  const shown = await panel.getByTestId('shot-number').allTextContents();
  const sum = shown.reduce((total, n) => total + BigInt(n), 0n);
  const lastFive = String((sum - BigInt(shown[15]!)) % 100_000n).padStart(5, '0');
  await expect(panel.getByTestId('yeekee-three-top')).toHaveText(lastFive.slice(2));
  await expect(panel.getByTestId('yeekee-two-bottom')).toHaveText(lastFive.slice(0, 2));
  await expect(panel.getByTestId('yeekee-arithmetic')).toContainText(shown[15]!);
  await expect(panel.getByRole('button', { name: 'ยิงเลข', exact: true })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);

  // Opened once finished, the server's page already shows the round finished: the result first, no
  // log-in call or shoot form that would leave (and move everything) when the list arrives.
  const serverOnly = await page.context().browser()!.newContext({ baseURL, viewport: page.viewportSize()!, javaScriptEnabled: false });
  const late = await serverOnly.newPage();
  await late.goto(`/lotto/${round.round_id}`);
  const latePanel = yeekeePanel(late);
  await expect(latePanel).toBeVisible();
  await expect(latePanel.getByTestId('yeekee-login')).toHaveCount(0);
  await expect(latePanel.getByRole('button', { name: 'ยิงเลข', exact: true })).toHaveCount(0);
  const [resultBox, panelBox] = await Promise.all([late.getByTestId('round-closed').boundingBox(), latePanel.boundingBox()]);
  expect(resultBox!.y).toBeLessThan(panelBox!.y);
  await serverOnly.close();
});
