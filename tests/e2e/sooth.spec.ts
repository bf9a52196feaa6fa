// The baccarat formulas as people read them, on the phone: the warning with the
// house edge, a room's roads drawn from the table's real hands (a hand just dealt shows last), the
// formulas' records, and the room picked kept for the next visit.
import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, registerByApi, skipAnnouncements } from './helpers.ts';
import * as games from '../../src/contract/endpoints/games/games.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

// A table of its own for each project: the phone and the desktop run at once on one site.
const TABLES = {
  phone: { game_id: 'andaman-baccarat', provider_id: 'r999', name: 'บาคาร่าอันดามัน' },
  desktop: { game_id: 'r999-baccarat-2', provider_id: 'r999', name: 'บาคาร่า R999 โต๊ะ 2' },
};

test('a room shows the hand just dealt on its table, the formulas beside the house edge, and stays picked', async ({ page }, testInfo) => {
  const { name, ...TABLE } = TABLES[testInfo.project.name as keyof typeof TABLES];
  // A member deals one hand on the table (through the game calls, as the game page does).
  await registerByApi(page.request, 'เซียน บาคาร่า');
  const wallets = await (await page.request.post(games.wallets.path, { data: { ...TABLE, sub_provider_id: '' } })).json();
  const main = wallets.data.find((wallet: { wallet_type_id: number }) => wallet.wallet_type_id === 1);
  const link = await (await page.request.post(games.link.path, { data: { ...TABLE, wallet_id: main.id, is_mobile: true } })).json();
  const deal = await (
    await page.request.post(games.baccaratDeal.path, {
      data: { link: String(link.data.link).replace('/game/', ''), bets: { banker: 10 } },
    })
  ).json();
  const winner = { banker: 'เจ้ามือ', player: 'ผู้เล่น', tie: 'เสมอ' }[deal.data.outcome.winner as 'banker'];

  await page.goto('/sooth');
  await expect(page.getByRole('heading', { name: 'สูตรบาคาร่า', level: 1 })).toBeVisible();
  await expect(page.getByTestId('house-edge')).toHaveText('ความได้เปรียบของเจ้ามือ: แทงเจ้ามือ 1.06% · แทงผู้เล่น 1.23% · แทงเสมอ 14.12%');
  await expect(page.getByTestId('sooth-warning')).toContainText('สถิติ ไม่ใช่การรับประกันผล');
  await expectNoHorizontalOverflow(page);

  await page.getByRole('button', { name }).click();
  await expect(page).toHaveURL(/\/sooth\?room=\d+$/);
  const room = page.getByTestId('sooth-room');
  await expect(room.getByRole('heading', { name })).toBeVisible();
  const beads = page.getByTestId('bead-road').getByRole('listitem');
  const hands = await beads.count();
  expect(hands).toBeGreaterThanOrEqual(37);
  await expect(room).toContainText(`${hands} ตาล่าสุด`);
  await expect(beads.last()).toHaveAttribute('aria-label', winner);
  const counts = (await page.getByTestId('sooth-counts').textContent())!.match(/\d+/g)!.map(Number);
  expect(counts.reduce((sum, n) => sum + n, 0)).toBe(hands);
  await expect(page.getByTestId('formula')).toHaveCount(3);
  for (const record of await page.getByTestId('formula-record').all()) await expect(record).toHaveText(/^ถูก \d+ จาก \d+ ตา \([\d.]+%\)$/);

  // The next visit, without the room in the address, opens the room picked last.
  await page.goto('/sooth');
  await expect(page.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
  await expect(room.getByRole('heading', { name })).toBeVisible();
});
