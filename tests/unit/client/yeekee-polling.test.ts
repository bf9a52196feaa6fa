// The Yeekee panel's polls: after the first whole list, each asks only for the shots newer than
// the newest it holds (`since`) and merges them on top; the count and the 16th newest the answer
// carries decide whether the merged list is the server's, and when not the whole list is asked.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Shot, ShotList } from '../../../src/contract/lotto/lotto.ts';
import { mergeShots, pollShots } from '../../../src/lib/lotto/yeekee-shots.ts';

const ROUND = 7;

/** A server's shots, newest first: ids 1..count, every third one the member's. */
function shotsUpTo(count: number): Shot[] {
  return Array.from({ length: count }, (_, index) => {
    const id = count - index;
    return {
      shot_id: id,
      rank: index + 1,
      number: String((id * 7919) % 100_000).padStart(5, '0'),
      name: 'ab***yz',
      shot_at: new Date(Date.UTC(2026, 10, 21, 3, 0, id)).toISOString(),
      mine: id % 3 === 0,
    };
  });
}

const STATE = {
  open_at: '2026-11-21T03:00:00.000Z',
  shoot_until: '2026-11-21T03:17:00.000Z',
  next_shot_at: null,
  yeekee: null,
  server_time: '2026-11-21T03:05:00.000Z',
};

/** What the platform answers for `count` shots, whole or after `since`. */
function answer(count: number, since?: number): ShotList {
  const all = shotsUpTo(count);
  if (since === undefined) return { round_id: ROUND, shots: all, count, ...STATE };
  const sixteenth = all[15];
  return {
    round_id: ROUND,
    since,
    shots: all.filter((shot) => shot.shot_id > since),
    count,
    sixteenth: sixteenth ? { shot_id: sixteenth.shot_id, rank: 16, number: sixteenth.number } : null,
    ...STATE,
  };
}

describe('merging the newer shots into the list held', () => {
  it('puts them on top, ranks every shot by its place, and ends with the whole list', () => {
    const held = answer(20);
    const merged = mergeShots(held, { ...answer(24, 20), next_shot_at: '2026-11-21T03:05:09.000Z' });
    expect(merged).toEqual({ ...answer(24), next_shot_at: '2026-11-21T03:05:09.000Z' });
    expect(merged).not.toHaveProperty('since');
    expect(merged).not.toHaveProperty('sixteenth');
  });

  it('keeps a shot it already holds once (an answer to an older since)', () => {
    expect(mergeShots(answer(20), answer(22, 18))).toEqual(answer(22));
  });

  it('takes a whole list as it is (a platform that ignores since)', () => {
    const whole = answer(30);
    expect(mergeShots(answer(10), whole)).toBe(whole);
  });

  it('refuses a merge that is not the server’s list: a shot missed, a 16th that differs, another round', () => {
    // The answer starts after shot 22, but the client holds only up to 20: shots 21 and 22 are missing.
    expect(mergeShots(answer(20), answer(25, 22))).toBeNull();
    const wrongSixteenth = { ...answer(25, 20), sixteenth: { shot_id: 3, rank: 16, number: '00000' } };
    expect(mergeShots(answer(20), wrongSixteenth)).toBeNull();
    // Under 16 shots the server has no 16th, and neither may the merged list.
    expect(mergeShots(answer(10), answer(12, 10))).toEqual(answer(12));
    expect(mergeShots(answer(16), { ...answer(17, 16), sixteenth: null })).toBeNull();
    expect(mergeShots(answer(20), { ...answer(22, 20), round_id: ROUND + 1 })).toBeNull();
  });
});

describe('a poll', () => {
  function platform(count: () => number) {
    const calls: (number | undefined)[] = [];
    let sent = 0;
    const get = async (roundId: number, since?: number) => {
      expect(roundId).toBe(ROUND);
      calls.push(since);
      const list = answer(count(), since);
      sent += list.shots.length;
      return list;
    };
    return { get, calls, sent: () => sent };
  }

  it('asks for the whole list when nothing is held, then only for what is newer', async () => {
    let count = 40;
    const server = platform(() => count);
    const first = await pollShots(ROUND, null, server.get);
    count = 43;
    const second = await pollShots(ROUND, first, server.get);
    expect(server.calls).toEqual([undefined, 40]);
    expect(second).toEqual(answer(43));
    expect(server.sent()).toBe(43);
  });

  it('asks for the whole list again when the newer shots do not fit', async () => {
    const server = platform(() => 30);
    const gap = { ...answer(25), shots: answer(25).shots.slice(0, 20), count: 20 };
    expect(await pollShots(ROUND, gap, server.get)).toEqual(answer(30));
    expect(server.calls).toEqual([25, undefined]);
  });

  it('asks for the whole list when what is held is another round’s', async () => {
    const server = platform(() => 5);
    await pollShots(ROUND, { ...answer(9), round_id: ROUND + 1 }, server.get);
    expect(server.calls).toEqual([undefined]);
  });

  it('stays the server’s list over any run of polls, receiving each shot once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat({ max: 30 }), { minLength: 1, maxLength: 30 }), async (arrivals) => {
        let count = 0;
        const server = platform(() => count);
        let held: ShotList | null = null;
        for (const arriving of arrivals) {
          count += arriving;
          held = await pollShots(ROUND, held, server.get);
          expect(held).toEqual(answer(count));
        }
        expect(server.sent()).toBe(count);
      }),
    );
  });
});
