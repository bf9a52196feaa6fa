// A Yeekee round watched live (issue 43): a member shoots through the form in one browser, and a
// visitor watching the same round in another sees the number on top of the list a moment later,
// pushed by the round's stream: no poll of the list carried it. The stream's opening reads the
// list once with `since` (only the newer shots). It watches a Yeekee round of its own
// (lotto-rounds.ts). The polls that stand in when the stream cannot open: tests/unit/client/yeekee-polling.test.ts.
import { expect, test } from '@playwright/test';
import { registerByApi, skipAnnouncements } from './helpers.ts';
import { freshYeekeeRound } from './lotto-rounds.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import { ROUND_STREAM_PATH } from '../../src/contract/lotto/round-live-path.ts';

test.beforeEach(async ({ page }) => skipAnnouncements(page));

test('a shot taken in one browser shows in another watching the round, pushed, not polled', async ({ page, browser }, testInfo) => {
  test.setTimeout(60_000);
  const roundId = (await freshYeekeeRound(page.request)).round_id;

  const lists: { since: string | null; shots: string[] }[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname !== lotto.shotList.path) return;
    const body = await response.json();
    lists.push({ since: url.searchParams.get('since'), shots: body.data.shots.map((shot: { number: string }) => shot.number) });
  });
  const streaming = page.waitForResponse((response) => new URL(response.url()).pathname === ROUND_STREAM_PATH && response.status() === 200);
  await page.goto(`/lotto/${roundId}`);
  await streaming;
  const panel = page.getByTestId('yeekee-panel');
  await expect(panel.getByTestId('yeekee-count')).toBeVisible();
  // The stream's opening read what came before it, once.
  await expect.poll(() => lists.length).toBeGreaterThanOrEqual(1);

  // A member, in a browser of their own, shoots through the form.
  const context = await browser.newContext({ viewport: page.viewportSize()!, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const member = await context.newPage();
  await skipAnnouncements(member);
  await registerByApi(member.request, 'ยิงสด ทดสอบ');
  await member.goto(`/lotto/${roundId}`);
  const number = String(10_000 + Math.floor(Math.random() * 89_999));
  const form = member.getByTestId('yeekee-panel');
  await form.getByPlaceholder('00000').fill(number);
  const shot = member.waitForResponse((response) => new URL(response.url()).pathname === lotto.shoot.path);
  await form.getByTestId('yeekee-shoot').click();
  expect((await (await shot).json()).error).toBe(0);
  const shotAt = Date.now();

  // On top of the visitor's list well before the 3-second poll would ask.
  await expect(panel.getByTestId('shot-number').first()).toHaveText(number, { timeout: 2_500 });
  testInfo.annotations.push({ type: 'shot to watcher', description: `${Date.now() - shotAt} ms` });
  // No answer of the list call brought it: the stream did.
  expect(lists.some((list) => list.shots.includes(number))).toBe(false);
  // The shooter's own list shows it as theirs.
  await expect(form.getByTestId('shot-number').first()).toHaveText(number);
  await context.close();
});
