// The lotto lobby, results and rates pages, as a visitor or member uses them on a phone and a
// desktop: every category with live countdowns, a round card leading to its round, results with
// Thai dates in the Buddhist year and a checkable commitment, and the rate table per category.
//
// Rounds are shared by every spec on one database. The results test settles one round through the
// operator command, in the category it owns (lotto-rounds.ts).
import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { expectNoHorizontalOverflow, skipAnnouncements } from './helpers.ts';
import { operator, roundToSettle } from './lotto-rounds.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

interface ApiRound {
  round_id: number;
  category_code: string;
  close_at: string;
  status: string;
}

interface LobbyAnswer {
  categories: { name: string; kind: string; rounds: ApiRound[]; next_round: ApiRound | null }[];
}

async function lobby(request: APIRequestContext): Promise<LobbyAnswer> {
  const answer = await (await request.get(lotto.lobby.path)).json();
  expect(answer.error).toBe(0);
  return answer.data as LobbyAnswer;
}

/** A drawn (not Yeekee) result with its commitment: settles a round of the category this test owns. */
async function ensureDrawnResult(request: APIRequestContext, testInfo: TestInfo): Promise<void> {
  const latest = (await (await request.get(lotto.results.path, { params: { agent_id: 33 } })).json()).data as {
    source: string;
    commit_text: string | null;
  }[];
  if (latest.some((result) => result.source === 'draw' && result.commit_text)) return;
  operator('settle', String((await roundToSettle(request, 'drawnResult', testInfo)).round_id));
}

test('/lotto goes to the lobby', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/lotto');
  await expect(page).toHaveURL('/lotto/lobby');
  await expect(page.getByRole('heading', { name: 'แทงหวย', level: 1 })).toBeVisible();
});

test('the lobby shows every category with a countdown that runs, and a round card opens its round', async ({ page }) => {
  const { categories } = await lobby(page.request);
  expect(categories.length).toBeGreaterThan(0);
  await page.goto('/lotto/lobby');

  const cards = page.getByTestId('lotto-category');
  await expect(cards).toHaveCount(categories.length);
  for (const category of categories) {
    await expect(page.getByRole('heading', { name: category.name, exact: true })).toBeVisible();
  }
  // Yeekee: the round open now (or the next one) is shown, not a wall of 88 cards.
  const yeekee = page.locator('[data-testid="lotto-category"][data-kind="yeekee"]');
  await expect(yeekee).toBeVisible();
  await expect(yeekee.getByTestId('round-card')).toHaveCount(1);
  expect(await yeekee.getByTestId('round-chip').count()).toBeLessThanOrEqual(7);

  // The countdown counts on server time once the island is live.
  const countdown = page.locator('[data-testid="round-card"][data-phase="open"] [data-testid="round-countdown"]').first();
  await expect(countdown).toHaveText(/\d{2}:\d{2}:\d{2}$/);
  const before = await countdown.textContent();
  await expect.poll(() => countdown.textContent(), { timeout: 5_000 }).not.toBe(before);
  await expectNoHorizontalOverflow(page);

  // Tapping an open round of the government lottery (or any open round) goes to the round page.
  const government = page.locator('[data-testid="lotto-category"][data-kind="government"] a[data-testid="round-card"]');
  const card = (await government.count()) > 0 ? government.first() : page.locator('a[data-testid="round-card"]').first();
  const roundId = await card.getAttribute('data-round-id');
  await card.click();
  await expect(page).toHaveURL(`/lotto/${roundId}`);
});

test('the kind filter narrows the lobby to one kind and back', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/lotto/lobby');
  const filter = page.getByRole('group', { name: 'กรองตามประเภทหวย' });
  await filter.getByRole('button', { name: 'ยี่กี' }).click();
  await expect(filter.getByRole('button', { name: 'ยี่กี' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('lotto-category')).toHaveCount(1);
  await expect(page.getByTestId('lotto-category')).toHaveAttribute('data-kind', 'yeekee');
  await filter.getByRole('button', { name: 'ทั้งหมด' }).click();
  expect(await page.getByTestId('lotto-category').count()).toBeGreaterThan(1);
});

test('the lobby links to results and rates', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/lotto/lobby');
  const nav = page.getByRole('navigation', { name: 'เมนูหวย' });
  await nav.getByRole('link', { name: 'ผลรางวัล' }).click();
  await expect(page).toHaveURL('/lotto/results');
  await page.getByRole('navigation', { name: 'เมนูหวย' }).getByRole('link', { name: 'อัตราจ่าย' }).click();
  await expect(page).toHaveURL('/lotto/rates');
});

test(
  'results show the numbers, Thai dates in the Buddhist year and a commitment that checks out',
  { tag: '@phone-only' },
  async ({ page }, testInfo) => {
    await ensureDrawnResult(page.request, testInfo);
    const card = page
      .locator('[data-testid="result-card"]')
      .filter({ has: page.getByTestId('result-commitment') })
      .first();
    // Visitors get the results page from a cache a few seconds old (cacheForVisitors): a round settled
    // just now shows on a reload within that time, as a member reloading would see it.
    await expect(async () => {
      await page.goto('/lotto/results');
      await expect(card).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByTestId('results-heading')).toHaveText('ผลล่าสุด');
    await expect(card.getByTestId('result-date')).toHaveText(/งวดวันที่ \d{1,2} \S+ 25\d\d/);
    await expect(card.getByText('3 ตัวบน', { exact: true })).toBeVisible();
    await expect(card.getByText('2 ตัวล่าง', { exact: true })).toBeVisible();
    await expect(card.getByText(/^\d{3}$/).first()).toBeVisible();

    await expect(card.getByTestId('result-source')).toHaveText('ผลจำลองจากระบบ ผูกผลไว้ก่อนเปิดรับแทง ตรวจสอบได้ด้านล่าง');

    // The commitment (the published hash of the draw and its secret), checked in the browser.
    await card.getByText('ตรวจสอบผล', { exact: true }).click();
    await expect(card.getByText('รหัสยืนยันผล (เผยแพร่ก่อนเปิดรับแทง)', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'ตรวจสอบในเครื่องนี้' }).click();
    await expect(card.getByRole('status')).toContainText('ตรงกัน');
    await expectNoHorizontalOverflow(page);
  },
);

test('results of one day are picked with the Thai date picker, in place and by address', async ({ page }) => {
  await page.goto('/lotto/results');
  // A date picked before the island has hydrated would change nothing (a loaded machine is slow).
  await expect(page.locator('astro-island[component-url*="LottoResults"]:not([ssr])')).toHaveCount(1);
  await page.getByRole('button', { name: /^ดูผลตามวันที่ / }).click();
  const picker = page.getByRole('dialog', { name: 'เลือกดูผลตามวันที่' });
  // Thai months and Buddhist-era years, never the browser's own picker.
  await expect(picker.getByRole('combobox', { name: 'เดือน' })).toContainText('พฤศจิกายน');
  await expect(picker.getByRole('combobox', { name: 'ปี พ.ศ.' }).locator('option:checked')).toHaveText(/^25\d\d$/);
  // It opens on this month: the last day it offers is today (no draw has a later date).
  const latest = picker.getByRole('group').getByRole('button', { disabled: false }).last();
  const label = (await latest.getAttribute('aria-label'))!;
  const buddhistYear = label.slice(-4);
  await latest.click();
  await expect(picker).toBeHidden();
  await expect(page).toHaveURL(/\/lotto\/results\?date=\d{4}-\d{2}-\d{2}$/);
  const today = new URL(page.url()).searchParams.get('date')!;
  expect(Number(today.slice(0, 4)) + 543).toBe(Number(buddhistYear));
  await expect(page.getByRole('button', { name: /^ดูผลตามวันที่ / })).toHaveText(label);
  await expect(page.getByTestId('results-heading')).toHaveText(new RegExp(`^ผลรางวัลวันที่ \\d{1,2} \\S+ ${buddhistYear}$`));
  // Either that day's results or a clear "none".
  await expect(page.getByTestId('lotto-results').or(page.getByTestId('results-empty'))).toBeVisible();

  await page.getByRole('link', { name: 'ผลล่าสุด' }).click();
  await expect(page.getByTestId('results-heading')).toHaveText('ผลล่าสุด');

  // The same day by address renders on the server.
  await page.goto(`/lotto/results?date=${today}`);
  await expect(page.getByTestId('results-heading')).toContainText(buddhistYear);
  await expectNoHorizontalOverflow(page);
});

test('the rates page lists every category; the government lottery pays 3 ตัวบน at 900', { tag: '@phone-only' }, async ({ page }) => {
  const { categories } = await lobby(page.request);
  await page.goto('/lotto/rates');
  for (const category of categories) {
    await expect(page.getByRole('navigation', { name: 'ไปที่ประเภทหวย' }).getByRole('link', { name: category.name })).toBeVisible();
  }
  const government = page.locator('[data-testid="rate-category"][data-kind="government"]');
  const threeTop = government.locator('[data-testid="rate-row"][data-bet-type="three_top"]');
  await expect(threeTop.getByRole('rowheader')).toHaveText('3 ตัวบน');
  await expect(threeTop).toContainText('บาทละ 900');
  await expect(threeTop).toContainText('1–1,000');
  // Others pay 850 on 3 ตัวบน.
  await expect(page.locator('[data-testid="rate-category"][data-kind="lao"] [data-bet-type="three_top"]')).toContainText('บาทละ 850');
  await expectNoHorizontalOverflow(page);
});

test(
  "each rates table lists its categories' hot and closed numbers, before any round is opened",
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/lotto/rates');
    const rules = page.locator('[data-testid="rate-category"][data-kind="government"] [data-testid="number-rules"]');
    await expect(rules.getByRole('heading', { name: 'เลขอั้น · เลขปิด' })).toBeVisible();
    // The seeded rules: 3 ตัวบน 555 and 789 hot at half of 900, 999 closed.
    await expect(rules.locator('[data-rule="hot"][data-rule-bet="three_top"]')).toHaveText(/เลขอั้น 3 ตัวบน \(จ่ายบาทละ 450\)\s*555 789/);
    await expect(rules.locator('[data-rule="closed"][data-rule-bet="three_top"]')).toHaveText(/เลขปิด 3 ตัวบน \(ไม่รับแทง\)\s*999/);
    await expect(rules).toContainText('งวดที่มีเลขอั้นหรือเลขปิดเพิ่มจะแสดงในหน้าแทงของงวดนั้น');
    await expectNoHorizontalOverflow(page);
  },
);
