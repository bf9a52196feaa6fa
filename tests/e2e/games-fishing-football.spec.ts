// The fishing game and virtual football as a member plays them, on a phone: the
// fishing lobby opens the fishing game, a fish tapped in the sea is shot and the header follows, the
// shot verifies from its revealed seed; a virtual match is kicked off from a slip, its score runs
// live with the clock to full time, the header follows and the match verifies.
import { expect, test, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { loginAs, registerByApi, skipAnnouncements } from './helpers.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

const launcher = (page: Page) => page.getByTestId('game-launcher');
const game = (page: Page): FrameLocator => launcher(page).frameLocator('iframe');

async function memberOnLobby(page: Page, request: APIRequestContext, category: string): Promise<void> {
  const member = await registerByApi(request);
  await loginAs(page, member.phone, member.password);
  await page.goto(`/lobby/${category}`);
  await expect(page.locator('astro-island[component-url*="GameLobby"]:not([ssr])')).toHaveCount(1);
}

/** Reveals the seed in the fairness panel and checks round 0 there, in the browser. */
async function verifyFirstRound(frame: FrameLocator): Promise<void> {
  await frame.getByText('พิสูจน์ความยุติธรรม').click();
  await frame.getByRole('button', { name: 'เปลี่ยนรหัสสุ่มและเปิดเผยรหัสเดิม' }).click();
  await expect(frame.getByText('เปิดเผยรหัสสุ่มเดิมแล้ว')).toBeVisible();
  await frame.getByRole('button', { name: 'ตรวจสอบ ตาที่ 0' }).click();
  await expect(frame.getByTestId('verify-rounds').getByRole('status')).toHaveText(/^ตรงกัน/);
}

test.describe('fishing', () => {
  // The fish rest where they are, as for a member who asks for less motion: a tap lands on the fish.
  test.use({ reducedMotion: 'reduce' });

  test('the fishing lobby opens the fishing game; a tapped fish is shot, the header follows, the shot verifies', async ({
    page,
    request,
  }) => {
    await memberOnLobby(page, request, 'fishing');
    await page.getByTestId('game-grid').getByRole('button', { name: 'เล่น ยิงปลาแนวปะการัง', exact: true }).click();
    const frame = game(page);
    await expect(frame.getByTestId('game-balance')).toHaveText('฿1,000.00');
    await expect(frame.getByTestId('fishing-sea')).toBeVisible();
    await expect(frame.locator('astro-island[ssr]:not([client="wanted"])')).toHaveCount(0);
    // Seven fish of the reef swim, the boss among them; each says what it pays.
    await expect(frame.getByTestId('fishing-sea').getByRole('button')).toHaveCount(7);
    await frame.getByText('ตารางจ่ายและโอกาสจับได้').click();
    await expect(frame.getByTestId('fishing-rtp')).toHaveText('96.00%');
    await expect(frame.getByRole('row', { name: /มังกรทะเล \(บอส\) ×100 0\.96%/ })).toBeVisible();

    await frame.getByRole('button', { name: '10', exact: true }).click();
    await frame.getByRole('button', { name: 'ยิงปลาการ์ตูน ×2 (฿10.00)' }).click();
    await expect(frame.getByTestId('round-result')).toHaveText(/^(จับปลาการ์ตูนได้ ×2 · ได้รับ ฿20\.00|ปลาการ์ตูนหลุดไป · ไม่ถูกรางวัล)$/);
    const caught = (await frame.getByTestId('round-result').textContent())!.startsWith('จับ');
    const balance = caught ? '฿1,010.00' : '฿990.00';
    await expect(frame.getByTestId('game-balance')).toHaveText(balance);
    await expect(page.getByTestId('wallet-total')).toHaveText(balance);

    await verifyFirstRound(frame);
    await page.getByRole('button', { name: 'ปิดเกม' }).click();
    await expect(page.getByTestId('wallet-total')).toHaveText(balance);
  });
});

test('a virtual match: the slip, the live score with the clock to full time, the header after it, the match verified', async ({
  page,
  request,
}) => {
  // The page's clock, so that the minute-long match is played out here in moments.
  await page.clock.install();
  await memberOnLobby(page, request, 'sport');
  await page.getByTestId('game-grid').getByRole('button', { name: 'เล่น ฟุตบอลเสมือนจริง ลีกคลาสสิก', exact: true }).click();
  const frame = game(page);
  await expect(frame.getByTestId('game-balance')).toHaveText('฿1,000.00');
  await expect(frame.getByTestId('virtual-label')).toHaveText('ฟุตบอลเสมือนจริง · ผลจากระบบสุ่ม ไม่ใช่การแข่งขันจริง');
  await expect(frame.locator('astro-island[ssr]:not([client="wanted"])')).toHaveCount(0);

  // The classic league's published prices: home 2.10, over 2.02.
  await frame.getByRole('button', { name: 'เจ้าบ้านชนะ 2.10' }).click();
  await frame.getByRole('group', { name: 'เดิมพัน ผลการแข่งขัน (1X2)' }).getByRole('button', { name: '100', exact: true }).click();
  await frame.getByRole('button', { name: 'สูง (3 ประตูขึ้นไป) 2.02' }).click();
  await expect(frame.getByRole('button', { name: /^เริ่มการแข่งขัน/ })).toHaveText('เริ่มการแข่งขัน (฿150.00)');
  // The page's time stands still from here, and moves only as the test says.
  await page.clock.pauseAt(Date.now() + 2_000);
  await frame.getByRole('button', { name: /^เริ่มการแข่งขัน/ }).click();
  // Kicked off once the platform has answered: the goals list appears (the clock and the score
  // read 0' and 0 - 0 before that too, so they cannot say the match has begun).
  await expect(frame.getByTestId('match-goals')).toBeVisible();
  await expect(frame.getByTestId('match-clock')).toHaveText("0'");
  await expect(frame.getByTestId('match-score')).toHaveText('0 - 0');
  // Until full time the balance is as before the slip: the result is not told by the header.
  await expect(frame.getByTestId('game-balance')).toHaveText('฿1,000.00');

  // 20 seconds in: the 30th minute, the score the goals listed so far.
  await page.clock.runFor(20_000);
  await expect(frame.getByTestId('match-clock')).toHaveText("30'");
  const goalsBy = async (side: 'เจ้าบ้าน' | 'ทีมเยือน') => frame.getByTestId('match-goals').getByText(`ประตู ${side}`).count();
  await expect(frame.getByTestId('match-score')).toHaveText(`${await goalsBy('เจ้าบ้าน')} - ${await goalsBy('ทีมเยือน')}`);
  const scoreAt30 = await frame.getByTestId('match-score').textContent();

  await page.clock.runFor(41_000);
  await expect(frame.getByTestId('match-clock')).toHaveText('จบการแข่งขัน');
  const [home, away] = [await goalsBy('เจ้าบ้าน'), await goalsBy('ทีมเยือน')];
  await expect(frame.getByTestId('match-score')).toHaveText(`${home} - ${away}`);
  // The score at the 30th minute was that of the match's goals scored by then, no more.
  const goals = await frame
    .getByTestId('match-goals')
    .getByText(/^\d+' ประตู/)
    .allTextContents();
  const by30 = (side: string) => goals.filter((goal) => Number.parseInt(goal, 10) <= 30 && goal.endsWith(side)).length;
  expect(scoreAt30).toBe(`${by30('เจ้าบ้าน')} - ${by30('ทีมเยือน')}`);
  const pays = (home > away ? 210 : 0) + (home + away > 2 ? 101 : 0);
  await expect(frame.getByTestId('round-result')).toHaveText(`จบการแข่งขัน ${home}-${away} · ${pays ? `ได้รับ ฿${pays}.00` : 'ไม่ถูกรางวัล'}`);
  const balance = `฿${(1000 - 150 + pays).toLocaleString('en-US')}.00`;
  await expect(frame.getByTestId('game-balance')).toHaveText(balance);
  await expect(page.getByTestId('wallet-total')).toHaveText(balance);

  await verifyFirstRound(frame);
  await frame.getByRole('button', { name: 'เล่นนัดต่อไป' }).click();
  // The next match starts from the same slip, the board back at kick-off.
  await expect(frame.getByRole('button', { name: /^เริ่มการแข่งขัน/ })).toHaveText('เริ่มการแข่งขัน (฿150.00)');
  await expect(frame.getByTestId('match-score')).toHaveText('0 - 0');
});
