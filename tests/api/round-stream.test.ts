// A Yeekee round's live stream over HTTP against the built site (issue 43): a visitor watching the
// round hears a member's shot as `shots` (the list call's `since` answer, read once for all
// watchers), the shooter's own stream marks it theirs, the round's end comes as `round`, and a
// round that is not Yeekee (or none) is refused with the Thai envelope.
import { describe, expect, it } from 'vitest';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import { roundStream } from '../../src/contract/endpoints/lotto/lotto.ts';
import type { ShotList } from '../../src/contract/lotto/lotto.ts';
import { checkAgainstContract } from '../support/contract-check.ts';
import { openStream } from '../support/event-stream.ts';
import { Member } from './client.ts';
import { THAI, extraYeekeeRound, lobby, newMember, passDrawTime } from './lotto-helpers.ts';

async function watch(roundId: number, member = new Member()) {
  const cookie = [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const opened = await openStream(`${member.baseUrl}${roundStream.path}?round_id=${roundId}`, { cookie });
  if (opened.envelope) checkAgainstContract('GET', roundStream.path, opened.status, opened.envelope);
  return opened;
}

describe('a Yeekee round’s live stream', () => {
  it('brings a shot to a visitor and to the shooter (marked theirs), then the round’s end', async () => {
    const round = await extraYeekeeRound();
    const [shooter, other] = [await newMember('ยิงสด ทดสอบ'), await newMember('ยิงสด สอง')];
    const visitor = await watch(round.round_id);
    const own = await watch(round.round_id, shooter);
    expect([visitor.status, own.status]).toEqual([200, 200]);
    expect(visitor.headers['content-type']).toMatch(/^text\/event-stream/);

    const shot = await shooter.send(lotto.shoot, { round_id: round.round_id, number: '12345' });
    expect(shot.body.error, shot.body.message).toBe(0);
    const seen = (await visitor.events!.nextNamed('shots', 3_000)).data as ShotList;
    expect(seen).toMatchObject({ round_id: round.round_id, since: 0, count: 1, sixteenth: null });
    expect(seen.shots).toEqual([{ ...shot.body.data.shot, mine: false }]);
    const mine = (await own.events!.nextNamed('shots', 3_000)).data as ShotList;
    expect(mine.shots).toEqual([shot.body.data.shot]);

    // Two more shots: only the newer shots each time, each event on top of the one before (one
    // event for both when they land within the node's gathering window, else one each).
    const [a, b] = [
      await other.send(lotto.shoot, { round_id: round.round_id, number: '00001' }),
      await (await newMember('ยิงสด สาม')).send(lotto.shoot, { round_id: round.round_id, number: '00002' }),
    ];
    expect([a.body.error, b.body.error]).toEqual([0, 0]);
    let newest = shot.body.data.shot.shot_id;
    let carried: string[] = [];
    for (let count = 1; count < 3;) {
      const later = (await visitor.events!.nextNamed('shots', 3_000)).data as ShotList;
      expect(later.since).toBe(newest);
      newest = later.shots[0]!.shot_id;
      // Newest first, as the list shows them.
      carried = [...later.shots.map((one) => one.number), ...carried];
      count = later.count;
    }
    expect(carried).toEqual(['00002', '00001']);

    // Fewer shots than the round needs: at its time it is refunded, and the watchers hear it ended.
    await passDrawTime(round.round_id, 1);
    expect((await lobby()).body.error).toBe(0);
    expect((await visitor.events!.nextNamed('round', 5_000)).data).toEqual({ round_id: round.round_id });
    await Promise.all([visitor.events!.cancel(), own.events!.cancel()]);
  });

  it('refuses a round that is not Yeekee, or none, with the Thai envelope', async () => {
    const { body } = await lobby();
    const government = body.data.categories.find((entry) => entry.kind !== 'yeekee' && entry.rounds.length)!.rounds[0]!;
    const notYeekee = await watch(government.round_id);
    expect(notYeekee.events).toBeNull();
    expect(notYeekee.envelope).toMatchObject({ message: expect.stringMatching(THAI), data: null });
    expect(notYeekee.envelope!.error).not.toBe(0);
    const none = await watch(999_999_999);
    expect(none.envelope).toMatchObject({ message: expect.stringMatching(THAI), data: null });
    const malformed = await watch('abc' as never);
    expect(malformed.events).toBeNull();
    expect(malformed.envelope).toMatchObject({ error: 1001, message: expect.stringMatching(THAI) });
  });
});
