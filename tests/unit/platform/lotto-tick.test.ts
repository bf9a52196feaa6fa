// The lottery's clock tick on the busiest calls (lobby, bets, shots) settles due rounds at most
// once a second: those answers never depend on a round being settled this instant. A bet or shot
// a moment past the close is refused whatever the tick did, and the calls that show results
// settle first, every time.
import { afterEach, describe, expect, it } from 'vitest';
import { findRound } from '../../../src/platform/lotto/rounds.ts';
import { testPlatform, type TestPlatform } from './helpers.ts';

// Saturday 21 Nov 2026, 10:00 in Bangkok.
const START = '2026-11-21T03:00:00.000Z';

let t: TestPlatform;
afterEach(() => t?.close());

interface LobbyRound {
  round_id: number;
  close_at: string;
  result_at: string;
  shoot_until: string | null;
}

async function openRound(code: string): Promise<LobbyRound> {
  const lobby = await t.get('/api/lotto/lobby');
  return lobby.data.categories.find((category: { code: string }) => category.code === code).rounds[0];
}

const at = (iso: string, ms: number) => t.setTime(new Date(Date.parse(iso) + ms).toISOString());
const bet = (roundId: number, token: string) =>
  t.post('/api/lotto/bill/create', { round_id: roundId, lines: [{ bet_type: 'two_top', number: '12', amount: 5 }] }, token);

describe('the tick on the busiest calls', () => {
  it('refuses a bet and a shot a moment past the close, within the second after a tick', async () => {
    t = await testPlatform(START);
    const token = await t.login();
    const hanoi = await openRound('hanoi_vip');
    const yeekee = await openRound('yeekee');

    // The Yeekee round first: the clock only moves forward.
    at(yeekee.shoot_until!, -300);
    expect((await t.post('/api/lotto/yeekee/shoot_number', { round_id: yeekee.round_id, number: '12345' }, token)).error).toBe(0);
    at(yeekee.shoot_until!, 1);
    expect((await t.post('/api/lotto/yeekee/shoot_number', { round_id: yeekee.round_id, number: '54321' }, await t.login())).error).toBe(
      3042,
    );
    expect(await t.count('yeekee_shots')).toBe(1);
    at(hanoi.close_at, -400);
    expect((await bet(hanoi.round_id, token)).error).toBe(0);
    at(hanoi.close_at, 0);
    expect(await bet(hanoi.round_id, token)).toMatchObject({ error: 3004, message: 'งวดนี้ปิดรับแทงแล้ว' });
    expect(
      (
        await t.post(
          '/api/lotto/bill/validate',
          { round_id: hanoi.round_id, lines: [{ bet_type: 'two_top', number: '12', amount: 5 }] },
          token,
        )
      ).error,
    ).toBe(3004);
  });

  it('settles a due round on the next call that shows results, and within a second on the busiest calls', async () => {
    t = await testPlatform(START);
    const token = await t.login();
    const hanoi = await openRound('hanoi_vip');
    const lao = await openRound('lao');
    expect((await bet(hanoi.round_id, token)).error).toBe(0);

    // Due now; a bet on another round a moment later leaves it to the next second.
    at(hanoi.result_at, -200);
    expect((await bet(lao.round_id, token)).error).toBe(0);
    at(hanoi.result_at, 0);
    expect((await bet(lao.round_id, token)).error).toBe(0);
    expect((await findRound(t.db, hanoi.round_id)).state).toBe('pending');
    // A call that shows results settles first.
    const result = await t.get(`/api/lotto/result?round_id=${hanoi.round_id}`);
    expect(result.data).toMatchObject({ status: 'settled', source: 'draw' });

    // A round due a second after the last settling: the lobby settles it.
    const nextHanoi = (await openRound('hanoi_vip')).round_id;
    expect((await bet(nextHanoi, token)).error).toBe(0);
    at(await findRoundTime(nextHanoi), 0);
    await t.get('/api/lotto/lobby');
    expect((await findRound(t.db, nextHanoi)).state).toBe('settled');
  });
});

async function findRoundTime(roundId: number): Promise<string> {
  return new Date((await findRound(t.db, roundId)).result_at).toISOString();
}
