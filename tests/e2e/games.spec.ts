// Games as a member plays them: a lobby, the launcher (one eligible wallet picked for them, two
// offered), rounds in the embedded platform's slot machine and baccarat table, the header total
// after closing, demo chips that move no money, and a round verified in the fairness panel.
import { expect, test, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { loginAs, registerByApi, skipAnnouncements } from './helpers.ts';
import { operator } from './lotto-rounds.ts';
import * as memberCalls from '../../src/contract/endpoints/account/member.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

const launcher = (page: Page) => page.getByTestId('game-launcher');
const game = (page: Page): FrameLocator => launcher(page).frameLocator('iframe');

/** A new member (registered through `request`, its own session) logged in on `page`, on a game lobby. */
async function memberOnLobby(page: Page, request: APIRequestContext, category: string): Promise<{ phone: string; password: string }> {
  const member = await registerByApi(request);
  await loginAs(page, member.phone, member.password);
  await page.goto(`/lobby/${category}`);
  // Clicks before the grid hydrates would do nothing.
  await expect(page.locator('astro-island[component-url*="GameLobby"]:not([ssr])')).toHaveCount(1);
  return member;
}

/** Spins `times`, each time waiting for its result; answers the balance the game shows. */
async function spin(page: Page, times: number): Promise<string> {
  const frame = game(page);
  for (let round = 0; round < times; round++) {
    const before = await frame.getByTestId('slot-window').getAttribute('data-stops');
    await frame.getByRole('button', { name: /^หมุน/ }).click();
    await expect(frame.getByTestId('round-result')).not.toBeEmpty();
    await expect(frame.getByRole('button', { name: /^หมุน/ })).toBeEnabled();
    expect(before).not.toBeNull();
  }
  return (await frame.getByTestId('game-balance').textContent())!;
}

test('a member plays a slot from its lobby with the one wallet that has money, and the header follows', async ({ page, request }) => {
  await memberOnLobby(page, request, 'slot');
  await page.getByTestId('game-grid').getByRole('button', { name: 'เล่น ผลไม้ R999', exact: true }).click();
  await expect(launcher(page)).toBeVisible();
  await expect(page.getByText('กำลังพาท่านเข้าสู่เกม')).toBeVisible();
  // Only the main wallet holds money: it is picked without asking.
  await expect(page.getByText('เลือกกระเป๋าที่จะใช้เล่น')).toHaveCount(0);
  await expect(game(page).getByText('เครดิตหลัก')).toBeVisible();
  await expect(game(page).getByTestId('game-balance')).toHaveText('฿1,000.00');
  await expect(game(page).getByTestId('slot-rtp')).toHaveText('96.93%');

  await game(page).getByRole('button', { name: '0.5', exact: true }).click();
  const shown = await spin(page, 3);
  // While playing, the header (behind the sheet) already says the same.
  await expect(page.getByTestId('wallet-total')).toHaveText(shown);

  await page.getByRole('button', { name: 'ปิดเกม' }).click();
  await expect(launcher(page)).toHaveCount(0);
  await expect(page.getByTestId('wallet-total')).toHaveText(shown);
  const wallets = await (await page.context().request.post(memberCalls.wallets.path, { data: {} })).json();
  const total = wallets.data.reduce((sum: number, wallet: { balance: number }) => sum + wallet.balance, 0);
  expect(new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB' }).format(total)).toBe(shown);

  // The game is first among the recently played.
  await page.reload();
  await expect(page.getByTestId('last-played').getByTestId('game-card').first()).toHaveAttribute('data-game-id', 'r999-fruits');
});

test('with money in two wallets the member picks one, is refused a stake above it, and plays from it', async ({ page, request }) => {
  const member = await memberOnLobby(page, request, 'slot');
  operator('credit', member.phone, '2', '40', '--by', 'e2e');
  await page.getByTestId('game-grid').getByRole('button', { name: 'เล่น ช้างทองสยาม', exact: true }).click();
  await expect(page.getByText('เลือกกระเป๋าที่จะใช้เล่น')).toBeVisible();
  await expect(launcher(page).getByRole('listitem')).toHaveCount(2);
  await launcher(page)
    .getByRole('button', { name: /เครดิตโบนัส/ })
    .click();
  const frame = game(page);
  await expect(frame.getByText('เครดิตโบนัส')).toBeVisible();
  await expect(frame.getByTestId('game-balance')).toHaveText('฿40.00');

  // 5 a line on 9 lines is 45: above the wallet, refused inside the game, in Thai; nothing moves.
  await frame.getByRole('button', { name: '5', exact: true }).click();
  await frame.getByRole('button', { name: /^หมุน/ }).click();
  await expect(frame.getByTestId('game-refusal')).toHaveText('ยอดเงินในกระเป๋าไม่เพียงพอ');
  await expect(frame.getByTestId('game-balance')).toHaveText('฿40.00');

  await frame.getByRole('button', { name: '2', exact: true }).click();
  const left = await spin(page, 1);
  await expect(frame.getByTestId('game-refusal')).toBeHidden();
  await page.getByRole('button', { name: 'ปิดเกม' }).click();
  const wallets = await (await page.context().request.post(memberCalls.wallets.path, { data: {} })).json();
  expect(wallets.data[0].balance).toBe(1000);
  expect(wallets.data[1].balance).toBe(Number(left.replace(/[^\d.]/g, '')));
});

test('a game the operator closes while the member picks a wallet: the centred alert tells why, OK closes the launcher', async ({
  page,
  request,
}) => {
  // A game no other test plays: tests run at once, and a closed game is gone from every lobby until
  // this test opens it again.
  const [code, name] = ['arcade-river-fishing', 'ยิงปลาสายน้ำไทย'];
  const member = await memberOnLobby(page, request, 'fishing');
  operator('credit', member.phone, '3', '20', '--by', 'e2e');
  await page
    .getByTestId('game-grid')
    .getByRole('button', { name: `เล่น ${name}`, exact: true })
    .click();
  await expect(page.getByText('เลือกกระเป๋าที่จะใช้เล่น')).toBeVisible();
  operator('game', code, 'off');
  try {
    await launcher(page)
      .getByRole('button', { name: /เครดิตฟรี/ })
      .click();
    const alert = page.getByRole('alertdialog', { name: 'พบบางอย่างผิดปกติ' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('ไม่พบเกมนี้ หรือเกมปิดให้บริการชั่วคราว');
    await expect(launcher(page).locator('iframe')).toHaveCount(0);
    await alert.getByRole('button', { name: 'ตกลง' }).click();
    await expect(launcher(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('game-grid').getByRole('button', { name: `เล่น ${name}`, exact: true })).toHaveCount(0);
  } finally {
    operator('game', code, 'on');
  }
});

test('a member plays baccarat, sees the bead road grow and verifies the hand in the fairness panel', async ({ page, request }) => {
  await memberOnLobby(page, request, 'casino');
  await page.getByTestId('game-grid').getByRole('button', { name: 'เล่น บาคาร่า R999 โต๊ะ 1', exact: true }).click();
  const frame = game(page);
  await expect(frame.getByTestId('game-balance')).toHaveText('฿1,000.00');
  await frame.getByRole('button', { name: '50', exact: true }).click();
  await frame.getByRole('button', { name: /^ผู้เล่น/ }).click();
  await expect(frame.getByTestId('bet-player')).toHaveText('฿50.00');
  await frame.getByRole('button', { name: /^แจกไพ่/ }).click();
  await expect(frame.getByTestId('round-result')).toContainText(/ชนะ|เสมอ/);
  const road = frame.getByTestId('bead-road');
  await expect(road.locator('[title]')).toHaveCount(1);
  // In Thai beads (จ ผ ส, as on /sooth), on the dark table: no white box.
  await expect(road.locator('[title]')).toHaveText(/^[จผส]$/);
  expect(await road.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgb(255, 255, 255)');
  await expect(frame.getByRole('heading', { name: 'เค้าไพ่', exact: true })).toBeVisible();
  await expect(frame.getByTestId('player-total')).toHaveText(/^[0-9]$/);
  const balance = await frame.getByTestId('game-balance').textContent();
  expect(['฿950.00', '฿1,000.00', '฿1,050.00']).toContain(balance);

  await frame.getByText('พิสูจน์ความยุติธรรม').click();
  const committed = await frame.getByTestId('seed-hash').textContent();
  await expect(frame.getByTestId('verify-rounds')).toContainText('ตรวจสอบได้เมื่อเปิดเผยรหัสสุ่มแล้ว');
  // Plain Thai, no "seed" or "nonce" jargon.
  await expect(frame.getByTestId('verify-rounds')).not.toContainText(/ซีด|nonce/i);
  await frame.getByLabel('รหัสสุ่มของคุณ').fill('my-own-seed');
  await frame.getByRole('button', { name: 'เปลี่ยนรหัสสุ่มและเปิดเผยรหัสเดิม' }).click();
  await expect(frame.getByText('เปิดเผยรหัสสุ่มเดิมแล้ว')).toBeVisible();
  await expect(frame.getByTestId('seed-hash')).not.toHaveText(committed!);
  await frame.getByRole('button', { name: 'ตรวจสอบ ตาที่ 0' }).click();
  await expect(frame.getByTestId('verify-rounds').getByRole('status')).toHaveText(/^ตรงกัน/);
  await page.getByRole('button', { name: 'ปิดเกม' }).click();
  await expect(page.getByTestId('wallet-total')).toHaveText(balance!);
});

test('a slot title plays its own machine: its symbols, its 5 lines and RTP, and its spins verify in the fairness panel', async ({
  page,
  request,
}) => {
  await memberOnLobby(page, request, 'slot');
  await page.getByTestId('game-grid').getByRole('button', { name: 'เล่น เจ็ดนำโชค', exact: true }).click();
  const frame = game(page);
  await expect(frame.getByTestId('game-balance')).toHaveText('฿1,000.00');
  // Lucky sevens, clovers and horseshoes, not the fruit machine's cherries.
  const reels = frame.getByTestId('slot-window');
  await expect(reels).toHaveAttribute('aria-label', /เจ็ดทอง|เจ็ดฟ้า|ทับทิม|เกือกม้า|ใบโคลเวอร์/);
  await expect(reels).not.toHaveAttribute('aria-label', /เชอร์รี่|แตงโม|ระฆัง/);
  await expect(frame.getByText('เดิมพันต่อไลน์ (5 ไลน์) · เดิมพันรวม ฿5.00')).toBeVisible();
  await frame.getByText('ตารางจ่ายและอัตราคืนผู้เล่น').click();
  await expect(frame.getByTestId('slot-rtp')).toHaveText('97.59%');
  await expect(frame.getByRole('rowheader', { name: 'เจ็ดทอง' })).toBeVisible();

  const shown = await spin(page, 2);
  await expect(reels).not.toHaveAttribute('aria-label', /เชอร์รี่|แตงโม|ระฆัง/);
  await frame.getByText('พิสูจน์ความยุติธรรม').click();
  await expect(frame.getByTestId('fair-rtp')).toHaveText('97.59%');
  await frame.getByRole('button', { name: 'เปลี่ยนรหัสสุ่มและเปิดเผยรหัสเดิม' }).click();
  await expect(frame.getByText('เปิดเผยรหัสสุ่มเดิมแล้ว')).toBeVisible();
  for (const nonce of [1, 0]) {
    await frame.getByRole('button', { name: `ตรวจสอบ ตาที่ ${nonce}` }).click();
  }
  await expect(frame.getByTestId('verify-rounds').getByRole('status')).toHaveText([/^ตรงกัน/, /^ตรงกัน/]);
  await page.getByRole('button', { name: 'ปิดเกม' }).click();
  await expect(page.getByTestId('wallet-total')).toHaveText(shown);
});

test('a demo game plays with chips and leaves the balance as it was', async ({ page, request }) => {
  await memberOnLobby(page, request, 'slot');
  await page.getByTestId('game-grid').getByRole('button', { name: 'ทดลองเล่น สงกรานต์สาดโชค' }).click();
  await expect(launcher(page).getByText('โหมดทดลองเล่น').first()).toBeVisible();
  await expect(game(page).getByTestId('game-balance')).toHaveText('฿10,000.00');
  await game(page).getByRole('button', { name: '10', exact: true }).click();
  // Spins until the chips move: a spin may win back exactly its stake.
  let chips = '฿10,000.00';
  for (let spins = 0; spins < 10 && chips === '฿10,000.00'; spins++) chips = await spin(page, 1);
  expect(chips).not.toBe('฿10,000.00');
  await page.getByRole('button', { name: 'ปิดเกม' }).click();
  await page.getByRole('button', { name: 'รีเฟรชยอดเงิน' }).click();
  await expect(page.getByTestId('wallet-total')).toHaveText('฿1,000.00');
});

test('a visitor plays a demo, is asked to log in to play for money, and a link that is no game says so', async ({ page }) => {
  await page.goto('/lobby/casino');
  await expect(page.locator('astro-island[component-url*="GameLobby"]:not([ssr])')).toHaveCount(1);
  await page.getByTestId('game-grid').getByRole('button', { name: 'ทดลองเล่น บาคาร่าสยาม' }).click();
  await expect(game(page).getByTestId('game-balance')).toHaveText('฿10,000.00');
  await page.keyboard.press('Escape');
  await expect(launcher(page)).toHaveCount(0);

  await page.getByTestId('game-grid').getByRole('button', { name: 'เล่น บาคาร่าสยาม', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?/);

  const response = await page.goto(`/game/${'x'.repeat(32)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('game-unavailable')).toContainText('เปิดเกมไม่ได้');
});

test('a baccarat chip that would take the bets past the balance is refused at the chip, in Thai', async ({ page, request }) => {
  await memberOnLobby(page, request, 'casino');
  await page.getByTestId('game-grid').getByRole('button', { name: 'เล่น บาคาร่า R999 โต๊ะ 1', exact: true }).click();
  const frame = game(page);
  await expect(frame.getByTestId('game-balance')).toHaveText('฿1,000.00');
  // A chip picked before the table hydrates would be lost (the toast area waits for its first toast).
  await expect(frame.locator('astro-island[ssr]:not([client="wanted"])')).toHaveCount(0);
  await frame.getByRole('button', { name: '500', exact: true }).click();
  await expect(frame.getByRole('button', { name: '500', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await frame.getByRole('button', { name: /^ผู้เล่น/ }).click();
  await frame.getByRole('button', { name: /^เจ้ามือ/ }).click();
  await expect(frame.getByTestId('chip-refusal')).toHaveCount(0);
  // ฿1,000 on the table: one more chip of 10 is more than the wallet holds.
  await frame.getByRole('button', { name: '10', exact: true }).click();
  await frame.getByRole('button', { name: /^เสมอ/ }).click();
  await expect(frame.getByTestId('chip-refusal')).toHaveText('วางชิปเพิ่มไม่ได้: เดิมพันรวมจะเกินยอดคงเหลือ ฿1,000.00 ลดชิปหรือล้างเดิมพันก่อน');
  await expect(frame.getByTestId('bet-tie')).toHaveText('—');
  await expect(frame.getByRole('button', { name: /^แจกไพ่/ })).toHaveText('แจกไพ่ (฿1,000.00)');
  await frame.getByRole('button', { name: 'ล้างเดิมพัน' }).click();
  await expect(frame.getByTestId('chip-refusal')).toHaveCount(0);
});
