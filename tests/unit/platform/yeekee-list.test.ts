// The Yeekee shot list polled every few seconds: with `since` (the newest shot id the client
// holds) only the newer shots come back, ranked among all, with what the client needs to stay
// right (the count, the shot at the subtracted rank, the round's state and arithmetic); without
// it, the whole list exactly as before.
import { afterEach, describe, expect, it } from 'vitest';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import { operatorSettle } from '../../../src/platform/lotto/settlement.ts';
import { setSetting } from '../../../src/platform/settings.ts';
import type { InputOf } from '../../support/typed-call.ts';
import { testPlatform, type TestPlatform } from './helpers.ts';

// Saturday 21 Nov 2026, 10:00 in Bangkok: Yeekee round 18 is open.
const START = '2026-11-21T03:00:00.000Z';

let t: TestPlatform;
afterEach(() => t?.close());

async function yeekeeRound(): Promise<number> {
  const lobby = await t.send(lotto.lobby);
  return lobby.data.categories.find((category) => category.code === 'yeekee')!.rounds[0]!.round_id;
}

/** Three members taking turns, one shot every 4 seconds of clock (each waits the 10 s interval). */
async function shoot(roundId: number, count: number): Promise<{ tokens: string[]; numbers: string[] }> {
  const tokens: string[] = [];
  for (let i = 0; i < 3; i++) tokens.push((await t.register()).data.access_token);
  const numbers: string[] = [];
  for (let i = 0; i < count; i++) {
    const number = String((i * 7919 + 4242) % 100_000).padStart(5, '0');
    const answer = await t.send(lotto.shoot, { round_id: roundId, number }, tokens[i % 3]);
    expect(answer.error, answer.message).toBe(0);
    numbers.push(number);
    t.advance(4 / 60);
  }
  return { tokens, numbers };
}

const list = (roundId: number, since?: InputOf<typeof lotto.shotList>['since'], token?: string) =>
  t.send(lotto.shotList, { round_id: roundId, since }, token);

describe('the Yeekee shot list with since', () => {
  it('sends only the shots newer than since, ranked 1.., with the count and the 16th newest', async () => {
    t = await testPlatform(START);
    const roundId = await yeekeeRound();
    const { tokens, numbers } = await shoot(roundId, 20);
    const whole = (await list(roundId, undefined, tokens[0])).data;
    const held = whole.shots;
    expect(held.map((shot) => shot.number)).toEqual([...numbers].reverse());

    // The client holds all but the newest four.
    const since = held[4]!.shot_id;
    const answer = await list(roundId, since, tokens[0]);
    expect(answer.error).toBe(0);
    expect(answer.data).toMatchObject({ round_id: roundId, since, count: 20, yeekee: null, next_shot_at: whole.next_shot_at });
    expect(answer.data.shots).toEqual(held.slice(0, 4));
    expect(answer.data.sixteenth).toEqual({ shot_id: held[15]!.shot_id, rank: 16, number: held[15]!.number });
    for (const key of ['open_at', 'shoot_until', 'server_time'] as const) expect(answer.data[key]).toBe(whole[key]);

    // Nothing newer: no shots, the same count.
    const none = await list(roundId, held[0]!.shot_id);
    expect(none.data).toMatchObject({ shots: [], count: 20 });
  });

  it('lets a client that merges the answer into what it held end with the whole list', async () => {
    t = await testPlatform(START);
    const roundId = await yeekeeRound();
    const { tokens } = await shoot(roundId, 12);
    const before = (await list(roundId, undefined, tokens[1])).data;
    expect(before.shots).toHaveLength(12);
    // Fewer than 16 shots: no 16th yet.
    expect((await list(roundId, before.shots[0].shot_id)).data.sixteenth).toBeNull();

    const again = async (token: string, number: string) =>
      expect((await t.send(lotto.shoot, { round_id: roundId, number }, token)).error).toBe(0);
    t.advance(11 / 60);
    await again(tokens[1]!, '00007');
    t.advance(11 / 60);
    for (const token of tokens) await again(token, '54321');

    const delta = (await list(roundId, before.shots[0].shot_id, tokens[1])).data;
    expect(delta.shots).toHaveLength(4);
    const merged = [...delta.shots, ...before.shots].map((shot, index) => ({ ...shot, rank: index + 1 }));
    const after = (await list(roundId, undefined, tokens[1])).data;
    expect(merged).toEqual(after.shots);
    expect(delta.count).toBe(after.shots.length);
    expect(delta.sixteenth).toEqual({ shot_id: after.shots[15].shot_id, rank: 16, number: after.shots[15].number });
    // The member's own shots are marked in the newer ones too; a visitor's are never.
    expect(delta.shots.filter((shot) => shot.mine).map((shot) => shot.number)).toEqual(['54321', '00007']);
    expect((await list(roundId, before.shots[0].shot_id)).data.shots.some((shot) => shot.mine)).toBe(false);
  });

  it('carries the arithmetic once the round is settled, as the whole list does', async () => {
    t = await testPlatform(START);
    const roundId = await yeekeeRound();
    const { tokens } = await shoot(roundId, 21);
    const held = (await list(roundId)).data.shots;
    await operatorSettle(t.db, roundId);
    const whole = (await list(roundId, undefined, tokens[2])).data;
    const delta = (await list(roundId, held[0]!.shot_id, tokens[2])).data;
    expect(whole.yeekee).toMatchObject({ shot_count: 21, sixteenth: { rank: 16, number: held[15]!.number } });
    expect(delta).toMatchObject({ shots: [], count: 21, yeekee: whole.yeekee });
  });

  it('answers without since exactly as before: every shot and no since fields', async () => {
    t = await testPlatform(START);
    const roundId = await yeekeeRound();
    await shoot(roundId, 3);
    const whole = await list(roundId);
    expect(Object.keys(whole.data)).toEqual([
      'round_id',
      'shots',
      'count',
      'open_at',
      'shoot_until',
      'next_shot_at',
      'yeekee',
      'min_shots',
      'subtract_rank',
      'server_time',
    ]);
    expect(whole.data.shots.map((shot) => shot.rank)).toEqual([1, 2, 3]);
  });

  it("carries the operator's minimum shots and subtracted rank, and follows a change of either", async () => {
    t = await testPlatform(START);
    const roundId = await yeekeeRound();
    const { numbers } = await shoot(roundId, 12);
    const before = (await list(roundId)).data;
    expect(before).toMatchObject({ min_shots: 20, subtract_rank: 16 });

    await setSetting(t.db, 'lotto.yeekee_min_shots', 10);
    await setSetting(t.db, 'lotto.yeekee_subtract_rank', 4);
    const whole = (await list(roundId)).data;
    expect(whole).toMatchObject({ min_shots: 10, subtract_rank: 4 });
    const delta = (await list(roundId, whole.shots[1].shot_id)).data;
    expect(delta).toMatchObject({ min_shots: 10, subtract_rank: 4, sixteenth: { rank: 4, number: numbers[numbers.length - 4] } });
  });

  it('refuses a since that is not a shot id, in Thai, and changes nothing', async () => {
    t = await testPlatform(START);
    const roundId = await yeekeeRound();
    await shoot(roundId, 2);
    for (const since of ['', 'abc', '0', '-1', '1.5', '0x2', ' 2 ', 'true']) {
      const answer = await list(roundId, since);
      expect(answer, `since=${since}`).toMatchObject({
        status: 200,
        error: 1001,
        data: { fields: { since: expect.stringMatching(/[ก-๙]/) } },
      });
    }
    expect(await t.count('yeekee_shots')).toBe(2);
  });
});
