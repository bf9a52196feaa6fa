// The Yeekee shot list stays live without fetching every shot every 3 seconds: after the first
// whole list the panel asks only for the shots newer than the newest it holds (since), and the
// list it shows is the round's list. It watches a Yeekee round of its own (lotto-rounds.ts).
import { expect, test } from '@playwright/test';
import { registerByApi, skipAnnouncements } from './helpers.ts';
import { freshYeekeeRound } from './lotto-rounds.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

test('a visitor watching a Yeekee round gets only the new shots on each poll, and sees them on top', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const roundId = (await freshYeekeeRound(page.request)).round_id;
  /** A new member's shot (one member per shot: a member shoots once every 10 s). */
  const shootAs = async (number: string) => {
    const member = await playwright.request.newContext({ baseURL });
    await registerByApi(member, 'ยิงสด ทดสอบ');
    const shot = await (await member.post(lotto.shoot.path, { data: { round_id: roundId, number } })).json();
    expect(shot.error, shot.message).toBe(0);
    await member.dispose();
  };
  const randomNumber = () => String(10_000 + Math.floor(Math.random() * 89_999));
  // The round has a shot before the page opens, so the panel holds one to ask since.
  await shootAs(randomNumber());

  const polls: { since: string | null; shots: number[]; count: number }[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname !== lotto.shotList.path) return;
    const body = await response.json();
    polls.push({
      since: url.searchParams.get('since'),
      shots: body.data.shots.map((shot: { shot_id: number }) => shot.shot_id),
      count: body.data.count,
    });
  });

  await page.goto(`/lotto/${roundId}`);
  const panel = page.getByTestId('yeekee-panel');
  await expect(panel.getByTestId('yeekee-count')).toBeVisible();
  await expect.poll(() => polls.length).toBeGreaterThan(0);
  const first = polls[0]!;
  expect(first.since).toBeNull();

  expect(first.shots.length).toBeGreaterThan(0);

  // Two members shoot while the page is open.
  const numbers = [randomNumber(), randomNumber()];
  for (const number of numbers) await shootAs(number);

  // The panel shows them on top, newest first.
  const shown = () => panel.getByTestId('shot-number').allTextContents();
  await expect
    .poll(async () => (await shown()).slice(0, 6).filter((number) => numbers.includes(number)), { timeout: 15_000 })
    .toEqual([numbers[1], numbers[0]]);
  // The count shown is the round's, as the newest answer says.
  await expect
    .poll(
      async () => (await panel.getByTestId('yeekee-count').textContent()) === `ทั้งหมด ${polls.at(-1)!.count.toLocaleString('th-TH')} เลข`,
    )
    .toBe(true);
  // The polls so far (another may land while this checks them).
  const seen = polls.slice();
  const last = seen.at(-1)!;

  // Every poll after the first sent since, and got back only shots newer than it.
  const later = seen.slice(1);
  expect(later.length).toBeGreaterThan(0);
  for (const poll of later) {
    expect(poll.since).toMatch(/^\d+$/);
    for (const id of poll.shots) expect(id).toBeGreaterThan(Number(poll.since));
  }
  // Together they carried each shot once: the two new ones (and any other member's meanwhile).
  const received = later.flatMap((poll) => poll.shots);
  expect(new Set(received).size).toBe(received.length);
  expect(first.shots.length + received.length).toBe(last.count);
});
