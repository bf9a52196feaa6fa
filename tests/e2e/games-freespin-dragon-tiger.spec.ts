// The free-spin slot and dragon tiger as a member plays them: the home tile opens the lobby of the
// game's kind, a free-spin feature plays inside one round (the test peeks at the seed, as members
// cannot, to reach a nonce whose base spin shows three scatters) and verifies from the revealed
// seed, a dragon tiger deal plays and verifies, the header follows, and demo chips move no money.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { floatsFrom, roundDigest } from '../../src/rules/games/fair.ts';
import { freeSpinSpin } from '../../src/rules/games/freespin.ts';
import { loginAs, registerByApi, skipAnnouncements } from './helpers.ts';
import { E2E_DATA_DIR } from './lotto-rounds.ts';
import * as games from '../../src/contract/endpoints/games/games.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

const launcher = (page: Page) => page.getByTestId('game-launcher');
const game = (page: Page): FrameLocator => launcher(page).frameLocator('iframe');

/** A new member logged in on `page`, on the home page. */
async function memberAtHome(page: Page, request: APIRequestContext): Promise<{ phone: string }> {
  const member = await registerByApi(request);
  await loginAs(page, member.phone, member.password);
  await page.goto('/');
  return member;
}

/** Taps the home page's tile of a category and waits for its lobby to hydrate. */
async function openLobbyFromTile(page: Page, tile: RegExp, category: string): Promise<void> {
  await page.getByRole('main').getByRole('link', { name: tile }).click();
  await expect(page).toHaveURL(`/lobby/${category}`);
  await expect(page.locator('astro-island[component-url*="GameLobby"]:not([ssr])')).toHaveCount(1);
}

/** Resolves once the game frame's element of `testId` has shown text matching `pattern`, however briefly. */
async function seenInGame(page: Page, testId: string, pattern: string): Promise<void> {
  const frame = page.frames().find((candidate) => candidate.url().includes('/game/'));
  expect(frame, 'the game frame is open').toBeDefined();
  await frame!.waitForFunction(
    ([id, source]) => new RegExp(source!).test(document.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''),
    [testId, pattern],
    { polling: 'raf', timeout: 30_000 },
  );
}

/** The member's seed in play, read from the e2e database: a test may peek; members cannot. */
function seedInPlay(phone: string): { server_seed: string; client_seed: string; nonce: number } {
  const db = new DatabaseSync(join(E2E_DATA_DIR, 'platform.sqlite'), { readOnly: true, timeout: 5_000 });
  try {
    const seed = db
      .prepare(
        `SELECT s.server_seed, s.client_seed, s.nonce FROM game_seeds s JOIN members m ON m.id = s.member_id
         WHERE m.phone = ? AND s.revealed_at IS NULL ORDER BY s.id DESC`,
      )
      .get(phone) as { server_seed: string; client_seed: string; nonce: number } | undefined;
    expect(seed, 'the member has a seed in play').toBeDefined();
    return { ...seed!, nonce: Number(seed!.nonce) };
  } finally {
    db.close();
  }
}

test('the free-spin tile opens a free-spin slot; a feature plays in one round, verifies, and the header follows', async ({
  page,
  request,
}) => {
  const member = await memberAtHome(page, request);
  await expect(page.getByRole('main').getByRole('link', { name: /ฟรีสปิน/ })).toContainText('ดาว 3 ดวงรับฟรีสปิน');
  await openLobbyFromTile(page, /ฟรีสปิน/, 'freespin');
  const cards = page.getByTestId('game-grid').getByTestId('game-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('data-game-id', 'siam-fruit-free-spins');
  await page.getByTestId('game-grid').getByRole('button', { name: 'เล่น ผลไม้ฟรีสปิน', exact: true }).click();
  const frame = game(page);
  await expect(frame.getByTestId('game-balance')).toHaveText('฿1,000.00');
  await frame.getByText('ตารางจ่ายและอัตราคืนผู้เล่น').click();
  await expect(frame.getByTestId('slot-rtp')).toHaveText('95.75%');
  await expect(frame.getByText(/ได้ฟรีสปิน 10 ครั้ง เล่นต่อให้อัตโนมัติในตาเดียวกัน/)).toBeVisible();

  // Spins at ฿0.90 through the game's own call until the next nonce is one whose base spin shows
  // three scatters (the seed is the member's, committed before; only the test can look ahead).
  const link = (await launcher(page).locator('iframe').getAttribute('src'))!.split('/').pop()!;
  const seed = seedInPlay(member.phone);
  let trigger = seed.nonce;
  while (freeSpinSpin(floatsFrom(await roundDigest(seed.server_seed, seed.client_seed, trigger))).scatters < 3) trigger += 1;
  for (let nonce = seed.nonce; nonce < trigger; nonce++) {
    const answer = await page.context().request.post(games.freeSpinSpin.path, { data: { link, line_bet: 0.1 } });
    expect((await answer.json()).error).toBe(0);
  }

  await frame.getByRole('button', { name: '1', exact: true }).click();
  // The base spin, then its free spins one by one, counted, with the feature's running total.
  // Each shows for 0.7 s: watched in the frame on every animation frame, so none is missed.
  const shown = [
    seenInGame(page, 'round-result', '^ได้ฟรีสปิน 10 ครั้ง!$'),
    seenInGame(page, 'freespin-counter', '^ฟรีสปิน 1/\\d+$'),
    seenInGame(page, 'freespin-counter', '^ฟรีสปิน 2/\\d+$'),
  ];
  await frame.getByRole('button', { name: /^หมุน/ }).click();
  await Promise.all(shown);
  await expect(frame.getByRole('button', { name: /^หมุน/ })).toBeDisabled();
  await frame.getByRole('button', { name: 'ข้ามไปผลรวม' }).click();
  await expect(frame.getByTestId('freespin-counter')).toHaveText(/^ฟรีสปิน (\d+)\/\1$/);
  await expect(frame.getByTestId('round-result')).toHaveText(/^ได้รับ ฿[\d,]+\.\d\d$/);
  const featureTotal = Number((await frame.getByTestId('feature-total').textContent())!.replace(/[^\d.]/g, ''));
  expect(featureTotal).toBeGreaterThanOrEqual(0);
  await expect(frame.getByRole('button', { name: /^หมุน/ })).toBeEnabled();
  const balance = (await frame.getByTestId('game-balance').textContent())!;

  // Verified in the browser from the revealed seed, with the contract's code.
  await frame.getByText('พิสูจน์ความยุติธรรม').click();
  await frame.getByRole('button', { name: 'เปลี่ยนรหัสสุ่มและเปิดเผยรหัสเดิม' }).click();
  await expect(frame.getByText('เปิดเผยรหัสสุ่มเดิมแล้ว')).toBeVisible();
  await frame.getByRole('button', { name: `ตรวจสอบ ตาที่ ${trigger}` }).click();
  await expect(frame.getByTestId('verify-rounds').getByRole('status')).toHaveText(/^ตรงกัน/);

  await page.getByRole('button', { name: 'ปิดเกม' }).click();
  await expect(page.getByTestId('wallet-total')).toHaveText(balance);
});

test('the casino tile opens dragon tiger; a deal plays, verifies from the revealed seed, and the header follows', async ({
  page,
  request,
}) => {
  await memberAtHome(page, request);
  await expect(page.getByRole('main').getByRole('link', { name: /คาสิโน/ })).toContainText('บาคาร่า เสือมังกร');
  await openLobbyFromTile(page, /คาสิโน/, 'casino');
  await page.getByTestId('game-grid').getByRole('button', { name: 'เล่น เสือมังกร R999', exact: true }).click();
  const frame = game(page);
  await expect(frame.getByTestId('game-balance')).toHaveText('฿1,000.00');
  await expect(frame.getByTestId('dragon-tiger-rtp')).toHaveText('มังกร 96.15% · เสมอ 92.31% · เสือ 96.15%');
  await expect(frame.locator('astro-island[ssr]:not([client="wanted"])')).toHaveCount(0);
  await frame.getByRole('button', { name: '50', exact: true }).click();
  await frame.getByRole('button', { name: /^มังกร/ }).click();
  await expect(frame.getByTestId('bet-dragon')).toHaveText('฿50.00');
  await frame.getByRole('button', { name: /^แจกไพ่/ }).click();
  await expect(frame.getByTestId('round-result')).toHaveText(/^(มังกรชนะ|เสือชนะ|เสมอ) · /);
  await expect(frame.getByTestId('dragon-card').getByRole('img')).toHaveCount(1);
  await expect(frame.getByTestId('tiger-card').getByRole('img')).toHaveCount(1);
  await expect(frame.getByTestId('dragon-tiger-history').getByRole('listitem')).toHaveCount(1);
  const balance = (await frame.getByTestId('game-balance').textContent())!;
  // Dragon wins 50, a tie gives half back, tiger takes the stake.
  expect(['฿1,050.00', '฿975.00', '฿950.00']).toContain(balance);

  await frame.getByText('พิสูจน์ความยุติธรรม').click();
  await frame.getByRole('button', { name: 'เปลี่ยนรหัสสุ่มและเปิดเผยรหัสเดิม' }).click();
  await frame.getByRole('button', { name: 'ตรวจสอบ ตาที่ 0' }).click();
  await expect(frame.getByTestId('verify-rounds').getByRole('status')).toHaveText(/^ตรงกัน/);
  await page.getByRole('button', { name: 'ปิดเกม' }).click();
  await expect(page.getByTestId('wallet-total')).toHaveText(balance);
});

test('the free-spin slot and dragon tiger play demo chips that move no money', async ({ page, request }) => {
  await memberAtHome(page, request);
  await openLobbyFromTile(page, /ฟรีสปิน/, 'freespin');
  await page.getByTestId('game-grid').getByRole('button', { name: 'ทดลองเล่น ผลไม้ฟรีสปิน' }).click();
  await expect(game(page).getByTestId('game-balance')).toHaveText('฿10,000.00');
  await game(page).getByRole('button', { name: '10', exact: true }).click();
  await game(page).getByRole('button', { name: /^หมุน/ }).click();
  await expect(game(page).getByTestId('round-result')).not.toBeEmpty();
  // A feature, if the chips' seed gives one, is shown to its end before the chips are counted.
  await expect(game(page).getByTestId('game-balance')).not.toHaveText('฿10,000.00', { timeout: 60_000 });
  await page.getByRole('button', { name: 'ปิดเกม' }).click();

  await page.goto('/lobby/casino');
  await expect(page.locator('astro-island[component-url*="GameLobby"]:not([ssr])')).toHaveCount(1);
  await page.getByTestId('game-grid').getByRole('button', { name: 'ทดลองเล่น เสือมังกร R999' }).click();
  await expect(game(page).getByTestId('game-balance')).toHaveText('฿10,000.00');
  await expect(game(page).locator('astro-island[ssr]:not([client="wanted"])')).toHaveCount(0);
  await game(page).getByRole('button', { name: /^เสือ/ }).click();
  await game(page)
    .getByRole('button', { name: /^แจกไพ่/ })
    .click();
  await expect(game(page).getByTestId('round-result')).not.toBeEmpty();
  await page.getByRole('button', { name: 'ปิดเกม' }).click();
  await page.getByRole('button', { name: 'รีเฟรชยอดเงิน' }).click();
  await expect(page.getByTestId('wallet-total')).toHaveText('฿1,000.00');
});
