// The lottery risk desk in Chromium: a risk staff member (made from the command line, enrolled with
// the code an authenticator computes) opens a kept round's risk screen, finds a number in the grid
// and sets it to pay 70% of the rate (4.2 -> 2.94); a member then sees the เลขอั้น notice on the lobby card and,
// in the bill builder, that line priced at the reduced rate and marked; reduced again while the page
// is open, the confirm dialog announces the new rate before the bill is placed at it. Then a
// round of an outside draw of the test's own: its rules page (a 19-door set closed, one lifted, a
// limit with its automatic rule) and its result desk (the result entered, previewed, confirmed).
// Last, a Lao round's four digits by hundreds, and the alert share set from the desk: a number newly
// past it beeps and pulses, and the rounds list counts with it.
import { expect, test } from '@playwright/test';
import { enrolledStaff, openDesk } from './staff.ts';
import { registerByApi, skipAnnouncements } from './helpers.ts';
import { extraExternalRound, passDrawTime, roundToKeep } from './lotto-rounds.ts';
import * as adminRisk from '../../src/contract/endpoints/admin/admin-risk.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';

// วิ่งล่าง 8 on the phone, 7 on the desktop (both projects share the server and the round): bets no
// other e2e test reads the rules of; the rule stays on this round only.
const numberFor = (project: string) => (project === 'desktop' ? '7' : '8');

test('a risk staff member reduces a number from the grid; a member sees the notice and the reduced rate per line', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000); // a loaded machine: enrolment, the desk and the member's pages
  const NUMBER = numberFor(testInfo.project.name);
  const round = await roundToKeep(page.request);
  await enrolledStaff(page, 'risk', `risk-${testInfo.project.name}-${Math.floor(Math.random() * 1e6)}`);
  // Rules belong to a round or a category: the bare address leads to the rounds to choose from.
  await page.goto('/admin/lotto/rules');
  await expect(page).toHaveURL('/admin/lotto/rounds');
  await page.goto('/admin');

  const menu = page.getByRole('navigation', { name: 'เมนูหลังบ้าน' });
  if (!(await menu.isVisible())) await page.getByTestId('admin-menu-open').click();
  await menu.getByRole('link', { name: 'ความเสี่ยงหวย' }).click();
  await expect(page).toHaveURL('/admin/lotto/rounds');
  await page
    .getByTestId('risk-rounds')
    .locator(`[data-round="${round.round_id}"]`)
    .getByRole('link', { name: `· ${round.name}` })
    .click();
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

  // The desk reduces it further (50%: 2.1) while the member's page is open: the confirm dialog
  // announces the new rate beside the one the builder showed, and the bill is placed at it.
  const further = await page.request.post(adminRisk.scopeRules.path, {
    data: { round_id: round.round_id, bet_type: 'run_bottom', numbers: [NUMBER], action: 'reduced', rate_percent: 50 },
  });
  expect((await further.json()).error).toBe(0);
  await member.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
  const confirm = member.getByRole('dialog', { name: 'ยืนยันโพย' });
  await expect(confirm.getByTestId('rates-changed')).toBeVisible();
  await expect(confirm.getByTestId('confirm-lines')).toContainText('อัตราจ่าย 2.1');
  await expect(confirm.getByTestId('rate-changed')).toHaveText('เปลี่ยนจาก 2.94');
  await confirm.getByRole('button', { name: 'ยืนยันแทง' }).click();
  await expect(member.getByTestId('bill-placed')).toBeVisible();
  await member.close();
});

test('a round of an outside draw: a 19-door set closed and a limit set on its rules page; its result previewed and confirmed', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000); // a loaded machine: enrolment and three desk pages
  const roundId = extraExternalRound('lao');
  // A member's bill on the round: 2 ตัวล่าง 45 for 20 baht (pays 90 a baht).
  const member = await browser.newContext();
  await registerByApi(member.request);
  const placed = await (
    await member.request.post(lotto.billCreate.path, {
      data: {
        agent_id: 33,
        round_id: roundId,
        lines: [{ bet_type: 'two_bottom', number: '45', amount: 20 }],
        idempotency_key: `e2e-desk-${roundId}`,
      },
    })
  ).json();
  expect(placed.error, placed.message).toBe(0);
  await enrolledStaff(page, 'risk', `result-${testInfo.project.name}-${Math.floor(Math.random() * 1e6)}`);

  const menu = page.getByRole('navigation', { name: 'เมนูหลังบ้าน' });
  if (!(await menu.isVisible())) await page.getByTestId('admin-menu-open').click();
  await menu.getByRole('link', { name: 'ความเสี่ยงหวย' }).click();
  const card = page.getByTestId('risk-rounds').locator(`[data-round="${roundId}"]`);
  await card.getByRole('link', { name: 'เลขอั้นและวงเงิน' }).click();
  await expect(page).toHaveURL(`/admin/lotto/rules?round_id=${roundId}`);

  // Close every two-digit number with a 1 (19 doors) for 2 ตัวล่าง, then lift 10 again.
  const form = page.getByTestId('rule-form');
  await form.getByLabel('ประเภทการแทง').selectOption({ label: '2 ตัวล่าง' });
  await form.getByLabel('เลขของ 19 ประตู').fill('1');
  await form.getByRole('button', { name: '19 ประตู' }).click();
  await expect(form.getByLabel(/^เลข \(/)).toHaveValue(/^01 10 11 12 13 14 15 16 17 18 19 21 31 41 51 61 71 81 91$/);
  await form.getByLabel('ปิดรับ', { exact: true }).check();
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expect(form.getByRole('status')).toHaveText('ปิดรับเลขแล้ว 19 เลข');
  const closed = page.getByTestId('rules-two_bottom').locator('[data-action="closed"]');
  await expect(closed).toHaveCount(20); // the 19 and the seed's 99 every round has
  await page.getByRole('button', { name: 'ยกเลิก 10' }).click();
  await expect(closed).toHaveCount(19);
  await expect(page.getByTestId('rules-two_bottom').locator('[data-number="10"]')).toHaveCount(0);

  // A house limit of 5,000 a number, 500 a member, closed by itself at 80%.
  const limits = page.getByTestId('limits');
  await limits.getByLabel('แก้วงเงินของประเภทการแทง').selectOption({ label: '2 ตัวล่าง' });
  await limits.getByLabel('วงเงินรับรวมต่อเลข (บาท)').fill('5000');
  await limits.getByLabel('วงเงินต่อเลขต่อสมาชิก (บาท)').fill('500');
  await limits.getByLabel('เมื่อยอดแทงเลขใดถึงสัดส่วนของวงเงิน').selectOption({ label: 'ปิดรับ' });
  await limits.getByLabel('สัดส่วนของวงเงิน (%)').fill('80');
  await limits.getByRole('button', { name: 'บันทึกวงเงิน' }).click();
  await expect(limits.getByRole('status')).toHaveText('บันทึกวงเงินแล้ว: 2 ตัวล่าง');
  await expect(limits.locator('[data-bet="two_bottom"]')).toContainText(
    'รับรวม 5,000 บาท/เลข · ต่อสมาชิก 500 บาท · ถึง 80% ของวงเงิน → ปิดรับ · ตั้งที่นี่',
  );

  // The result desk, five minutes after the draw time (results are taken from then on): enter the
  // outside draw's numbers, read the preview and its warning of a result entered so soon, confirm.
  passDrawTime(roundId, 5);
  await page.goBack();
  await card.getByRole('link', { name: 'ผลรางวัล' }).click();
  await expect(page).toHaveURL(`/admin/lotto/rounds/${roundId}/result`);
  const desk = page.getByTestId('result-desk');
  await desk.getByLabel('3 ตัวบน').fill('123');
  await desk.getByLabel('2 ตัวล่าง').fill('4');
  await desk.getByRole('button', { name: 'ดูตัวอย่างผล' }).click();
  await expect(desk.getByText('2 ตัวล่างต้องเป็นตัวเลข 2 หลัก')).toBeVisible();
  await desk.getByLabel('2 ตัวล่าง').fill('45');
  await desk.getByRole('button', { name: 'ดูตัวอย่างผล' }).click();
  const preview = desk.getByTestId('result-preview');
  await expect(preview).toContainText('2 ตัวล่าง: ถูก 1 รายการ จ่าย 1,800.00 บาท');
  await expect(preview).toContainText('ยอดจ่ายรวม 1,800.00 บาท');
  await expect(preview).toContainText('ผลได้เสียของเว็บ -1,780.00 บาท');
  await expect(preview.getByTestId('result-early')).toContainText('เพียงไม่กี่นาทีหลังเวลาออกผล');
  await preview.getByRole('button', { name: 'ยืนยันผลและจ่ายรางวัล' }).click();
  await expect(page.getByRole('status')).toHaveText('ยืนยันผลและจ่ายรางวัลแล้ว: 1 โพย จ่าย 1,800.00 บาท');

  const detail = await (await member.request.get(lotto.billDetail.path, { params: { bill_id: placed.data.bill_id } })).json();
  expect(detail.data).toMatchObject({ status: 'won', payout: 1800 });
  await member.close();
});

test('four digits by hundreds; the alert share set from the desk applies at once and a number newly past it beeps', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // a loaded machine: enrolment and two desk pages
  const roundId = extraExternalRound('lao');
  // 4 ตัวบน's house limit is 5,000 baht a number: 500 baht is 10% of it, 50 baht 1%.
  const member = await browser.newContext();
  await registerByApi(member.request);
  const placed = await (
    await member.request.post(lotto.billCreate.path, {
      data: {
        agent_id: 33,
        round_id: roundId,
        lines: [
          { bet_type: 'four_top', number: '1234', amount: 500 },
          { bet_type: 'four_top', number: '5678', amount: 50 },
        ],
        idempotency_key: `e2e-hundreds-${roundId}`,
      },
    })
  ).json();
  expect(placed.error, placed.message).toBe(0);
  await member.close();
  // The tones the page starts (a Web Audio oscillator each), counted where the browser makes them.
  await page.addInitScript(() => {
    const counted = window as unknown as { tones: number };
    counted.tones = 0;
    window.AudioContext = class extends window.AudioContext {
      override createOscillator() {
        const oscillator = super.createOscillator();
        const start = oscillator.start.bind(oscillator);
        oscillator.start = (when?: number) => {
          counted.tones += 1;
          start(when);
        };
        return oscillator;
      }
    };
  });
  const tones = () => page.evaluate(() => (window as unknown as { tones: number }).tones);
  await enrolledStaff(page, 'risk', `hundreds-${Math.floor(Math.random() * 1e6)}`);
  await openDesk(page, 'ความเสี่ยงหวย');
  const card = page.getByTestId('risk-rounds').locator(`[data-round="${roundId}"]`);
  await card.getByRole('link').first().click(); // the round's own name: its risk screen
  await expect(page).toHaveURL(`/admin/lotto/rounds/${roundId}/risk`);

  // 4 ตัวบน: the 100 hundreds, the riskiest (12xx) open with its 100 numbers; another hundred on a tap.
  const desk = page.getByTestId('risk-desk');
  await desk.getByTestId('risk-bet-type').selectOption({ label: '4 ตัวบน' });
  const hundreds = desk.getByTestId('risk-hundreds').locator('[data-prefix]');
  await expect(hundreds).toHaveCount(100);
  await expect(hundreds.and(page.locator('[data-prefix="12"]'))).toHaveAttribute('aria-pressed', 'true');
  await expect(hundreds.and(page.locator('[data-prefix="12"]'))).toContainText('500');
  await expect(hundreds.and(page.locator('[data-prefix="12"]'))).toContainText('10%');
  const cells = desk.getByTestId('risk-grid').locator('[data-number]');
  await expect(cells).toHaveCount(100);
  await expect(cells.first()).toHaveAttribute('data-number', '1200');
  await expect(desk.getByTestId('risk-grid').locator('[data-number="1234"]')).toContainText('500');
  await hundreds.and(page.locator('[data-prefix="56"]')).click();
  await expect(cells.first()).toHaveAttribute('data-number', '5600');
  await expect(desk.getByTestId('risk-grid').locator('[data-number="5678"]')).toContainText('50');
  await expect(desk.getByTestId('risk-top')).toContainText('1234'); // the top list covers every hundred
  // Each column named for what it computes: the payout if the number comes out against the whole
  // round's stakes (not "% ยอดแทงงวด", read as this number's share of the stakes), the stakes against
  // the house limit per number.
  const top = desk.getByTestId('risk-top');
  await expect(top.locator('th')).toHaveText([
    'เลข',
    'ยอดแทง (บาท)',
    'ยอดจ่ายถ้าเลขออก (บาท)',
    'ยอดจ่ายเทียบยอดแทงทั้งงวด (%)',
    'ยอดแทงเทียบวงเงินรับต่อเลข (%)',
  ]);
  const row1234 = top.locator('tr', { has: page.getByRole('cell', { name: '1234', exact: true }) }).locator('td');
  await expect(row1234.nth(1)).toHaveText('500');
  await expect(row1234.nth(4)).toHaveText('10%');
  // 1234 paid out against the round's 550 baht of stakes.
  const payout = Number((await row1234.nth(2).innerText()).replace(/,/g, ''));
  await expect(row1234.nth(3)).toHaveText(`${Math.round((payout / 550) * 10000) / 100}%`);
  // A whole number searched opens its hundred.
  await desk.getByLabel('ค้นหาเลข').fill('1234');
  await expect(cells).toHaveCount(1);
  await expect(cells.first()).toHaveAttribute('data-number', '1234');
  await expect(hundreds.and(page.locator('[data-prefix="12"]'))).toHaveAttribute('aria-pressed', 'true');

  // The sound on (its own tap plays a tone), then the share: 0 refused, 10 makes 1234 newly alert.
  await desk.getByLabel(/เปิดเสียงเตือน/).check();
  await expect.poll(tones).toBe(1);
  const share = desk.getByTestId('alert-share');
  await share.getByLabel('แจ้งเตือนเมื่อยอดแทงถึง (% ของวงเงินรับ)').fill('0');
  await share.getByRole('button', { name: 'บันทึกสัดส่วน' }).click();
  await expect(share.getByRole('alert')).toHaveText('สัดส่วนแจ้งเตือนต้องเป็นจำนวนเต็ม 1-100 (% ของวงเงินรับ)');
  await expect(desk.getByTestId('risk-alerts')).toHaveCount(0);
  await share.getByLabel('แจ้งเตือนเมื่อยอดแทงถึง (% ของวงเงินรับ)').fill('10');
  await share.getByRole('button', { name: 'บันทึกสัดส่วน' }).click();
  await expect(share.getByRole('status')).toHaveText('บันทึกแล้ว: แจ้งเตือนเมื่อยอดแทงเลขใดถึง 10% ของวงเงินรับ');
  await expect(desk.getByTestId('risk-alerts')).toHaveText('เลข 1234 (4 ตัวบน) ยอดแทง 10% ของวงเงินรับ');
  await expect(desk.getByTestId('risk-new-alerts')).toContainText('1234');
  await expect(hundreds.and(page.locator('[data-prefix="12"]'))).toHaveAttribute('data-new-alert', 'true');
  await expect.poll(tones).toBe(2);

  // The rounds list counts with the new share; set back to 80 there, the alert is gone.
  await openDesk(page, 'ความเสี่ยงหวย');
  await expect(card.getByTestId('round-alerts')).toHaveText('แจ้งเตือน: 1 เลขยอดแทงเกิน 10% ของวงเงินรับ');
  const listShare = page.getByTestId('alert-share');
  await expect(listShare.getByLabel('แจ้งเตือนเมื่อยอดแทงถึง (% ของวงเงินรับ)')).toHaveValue('10');
  await listShare.getByLabel('แจ้งเตือนเมื่อยอดแทงถึง (% ของวงเงินรับ)').fill('80');
  await listShare.getByRole('button', { name: 'บันทึกสัดส่วน' }).click();
  await expect(card.getByTestId('round-alerts')).toHaveCount(0);
  await expect(page.getByTestId('alert-share').getByLabel('แจ้งเตือนเมื่อยอดแทงถึง (% ของวงเงินรับ)')).toHaveValue('80');
});
