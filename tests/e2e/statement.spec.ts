// The statement as a member reads it: reached from the member menu, newest first with Thai type
// names and signed amounts, filtered by type, a bill's row opening that bill.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs, registerByApi, skipAnnouncements } from './helpers.ts';
import { operator, roundToKeep } from './lotto-rounds.ts';
import * as games from '../../src/contract/endpoints/games/games.ts';
import * as lottoCalls from '../../src/contract/endpoints/lotto/lotto.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

/**
 * No serious axe finding on the page. The login toast may still be sliding in: its contrast is
 * measured mid-animation, so toasts are left to their own tests (toasts.spec.ts).
 */
async function audit(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('[data-sonner-toaster]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A ฿10 three-top bill on the number, placed over the API by the member the request is logged in as. */
async function placeBill(request: APIRequestContext, roundId: number, number: string, key: string): Promise<{ bill_id: number }> {
  const bill = await (
    await request.post(lottoCalls.billCreate.path, {
      data: {
        agent_id: 33,
        round_id: roundId,
        lines: [{ bet_type: 'three_top', number, amount: 10 }],
        idempotency_key: `${key}-${Date.now()}`,
      },
    })
  ).json();
  expect(bill.error, bill.message).toBe(0);
  return bill.data;
}

test('a member reads the statement, filters it by type, opens a bill from it and reads the win/loss', async ({ page, request }) => {
  const member = await registerByApi(request);
  const round = await roundToKeep(request);
  const bill = await placeBill(request, round.round_id, '481', 'e2e-statement');
  operator('credit', member.phone, '1', '25', '--by', 'e2e');

  await loginAs(page, member.phone, member.password);
  await page.getByRole('button', { name: 'เปิดเมนูสมาชิก' }).click();
  await page.getByRole('dialog', { name: 'เมนูสมาชิก' }).getByRole('link', { name: 'ประวัติการเงิน' }).click();
  await expect(page).toHaveURL('/member/statement');
  const rows = page.getByTestId('statement-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('ปรับยอดโดยผู้ดูแล');
  await expect(rows.nth(0).getByTestId('statement-amount')).toHaveText('+฿25.00');
  await expect(rows.nth(0)).toContainText('คงเหลือ ฿1,015.00');
  await expect(rows.nth(1)).toContainText('เดิมพัน');
  await expect(rows.nth(1).getByTestId('statement-amount')).toHaveText('-฿10.00');
  await expect(rows.nth(2)).toContainText('เครดิตต้อนรับ');

  await page.getByLabel('ประเภทรายการ').selectOption({ label: 'เดิมพัน' });
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await expect(page).toHaveURL(/type=bet/);
  await expect(rows).toHaveCount(1);
  await audit(page);

  await rows
    .first()
    .getByRole('link', { name: `โพย #${bill.bill_id}` })
    .click();
  await expect(page).toHaveURL(`/lotto/bills?bill=${bill.bill_id}`);
  await expect(page.getByRole('dialog', { name: 'รายละเอียดโพย' })).toContainText('481');

  // Win/loss, from the statement: the bill's ฿10 staked on its category, nothing returned yet.
  await page.goto('/member/statement');
  await page.getByRole('link', { name: 'ดูยอดได้เสีย' }).click();
  await expect(page).toHaveURL('/winloss');
  await expect(page.getByTestId('winloss-net')).toHaveText('-฿10.00');
  const product = page.locator(`[data-testid="winloss-product"][data-key="${round.category_code}"]`);
  await expect(product).toContainText('ยอดแทง ฿10.00 · ได้รับ ฿0.00');
  await expect(page.getByTestId('winloss-day')).toHaveCount(1);
  await audit(page);

  // A range with nothing in it says so; a reversed one is refused in Thai.
  await page.goto('/member/statement?from=2020-01-01&to=2020-01-31');
  await expect(page.getByTestId('statement-empty')).toHaveText('ไม่มีรายการในช่วงนี้');
  await page.goto('/member/statement?from=2026-02-01&to=2026-01-01');
  await expect(page.getByTestId('statement-refusal')).toHaveText('วันที่เริ่มต้องไม่หลังวันที่สิ้นสุด');
});

// Issue 40 items 11 and 12: a game round's row named only "เกม ตาที่ #148", and the win/loss
// glued its labels ("หวยหวยรัฐบาลไทย", "เกมR999 Originals").
test("a game round's row names its game, and the win/loss keeps its words apart", async ({ page, request }) => {
  // A spin and a bill placed over the API before two pages: longer than one step of the default allowance.
  test.setTimeout(90_000);
  const member = await registerByApi(request);
  const game = { game_id: 'andaman-lucky-seven', provider_id: 'siam' };
  const wallets = await (await request.post(games.wallets.path, { data: { ...game, sub_provider_id: '' } })).json();
  const main = (wallets.data as { id: number; wallet_type_id: number }[]).find((wallet) => wallet.wallet_type_id === 1)!;
  const link = await (
    await request.post(games.link.path, { data: { ...game, wallet_id: main.id, is_mobile: true, source: 'r999' } })
  ).json();
  expect(link.error, link.message).toBe(0);
  const spin = await (
    await request.post(games.slotSpin.path, { data: { link: String(link.data.link).replace('/game/', ''), line_bet: 1 } })
  ).json();
  expect(spin.error, spin.message).toBe(0);
  const round = await roundToKeep(request);
  await placeBill(request, round.round_id, '482', 'e2e-statement-game');

  await loginAs(page, member.phone, member.password);
  await page.goto('/member/statement?type=bet');
  const played = page.getByTestId('statement-game');
  await expect(played).toHaveCount(1);
  await expect(played).toHaveText(/^ · สล็อต เจ็ดนำโชค ตาที่ #\d+$/);

  await page.goto('/winloss');
  const products = page.getByTestId('winloss-product');
  await expect(products).toHaveCount(2);
  const lotto = page.locator(`[data-testid="winloss-product"][data-key="${round.category_code}"]`);
  await expect(lotto).toContainText(/^หวย \S/, { useInnerText: true });
  await expect(page.locator('[data-testid="winloss-product"][data-key="siam"]')).toContainText(/^เกม \S/, { useInnerText: true });
});
