// The lottery's clock tick on the busiest calls (lobby, bets, shots) settles due rounds at most
// once a second: those answers never depend on a round being settled this instant. A bet or shot
// a moment past the close is refused whatever the tick did, and the calls that show results
// settle first, every time.
import { afterEach, describe, expect, it } from 'vitest';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import { findRound } from '../../../src/platform/lotto/rounds.ts';
import { lottoTick, operatorSettle, settleDueRounds } from '../../../src/platform/lotto/settlement.ts';
import { unbalancedWallets } from '../../../src/platform/money/ledger.ts';
import { createPlatform } from '../../../src/platform/index.ts';
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
  const lobby = await t.send(lotto.lobby);
  return lobby.data.categories.find((category) => category.code === code)!.rounds[0];
}

const at = (iso: string, ms: number) => t.setTime(new Date(Date.parse(iso) + ms).toISOString());
const bet = (roundId: number, token: string) =>
  t.send(lotto.billCreate, { round_id: roundId, lines: [{ bet_type: 'two_top', number: '12', amount: 5 }] }, token);

describe('the tick on the busiest calls', () => {
  it('refuses a bet and a shot a moment past the close, within the second after a tick', async () => {
    t = await testPlatform(START);
    const token = await t.login();
    const hanoi = await openRound('hanoi_vip');
    const yeekee = await openRound('yeekee');

    // The Yeekee round first: the clock only moves forward.
    at(yeekee.shoot_until!, -300);
    expect((await t.send(lotto.shoot, { round_id: yeekee.round_id, number: '12345' }, token)).error).toBe(0);
    at(yeekee.shoot_until!, 1);
    expect((await t.send(lotto.shoot, { round_id: yeekee.round_id, number: '54321' }, await t.login())).error).toBe(3042);
    expect(await t.count('yeekee_shots')).toBe(1);
    at(hanoi.close_at, -400);
    expect((await bet(hanoi.round_id, token)).error).toBe(0);
    at(hanoi.close_at, 0);
    expect(await bet(hanoi.round_id, token)).toMatchObject({ error: 3004, message: 'งวดนี้ปิดรับแทงแล้ว' });
    expect(
      (await t.send(lotto.billValidate, { round_id: hanoi.round_id, lines: [{ bet_type: 'two_top', number: '12', amount: 5 }] }, token))
        .error,
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
    const result = await t.send(lotto.result, { round_id: hanoi.round_id });
    expect(result.data).toMatchObject({ status: 'settled', source: 'draw' });

    // A round due a second after the last settling: the lobby settles it.
    const nextHanoi = (await openRound('hanoi_vip')).round_id;
    expect((await bet(nextHanoi, token)).error).toBe(0);
    at(await findRoundTime(nextHanoi), 0);
    await t.send(lotto.lobby);
    expect((await findRound(t.db, nextHanoi)).state).toBe('settled');
  });
});

async function findRoundTime(roundId: number): Promise<string> {
  return new Date((await findRound(t.db, roundId)).result_at).toISOString();
}

describe('ticks at the same moment', () => {
  /** Payout rows per bill of the round: exactly one per winning bill, or the round was paid twice. */
  const payouts = (roundId: number) =>
    t.rows(
      `SELECT b.id, COUNT(l.id) AS n FROM lotto_bills b LEFT JOIN ledger l ON l.ref = 'lotto_bill:' || b.id AND l.type = 'payout'
       WHERE b.round_id = ? AND b.status = 'won' GROUP BY b.id ORDER BY b.id`,
      roundId,
    );

  it('settle a due round once, however many ticks run at once, and pay each winner once', async () => {
    t = await testPlatform(START);
    const hanoi = await openRound('hanoi_vip');
    const draw = JSON.parse((await findRound(t.db, hanoi.round_id)).draw!) as { three_top: string };
    const tokens = [await t.login(), (await t.register()).data.access_token, (await t.register()).data.access_token];
    for (const token of tokens) {
      const winning = { bet_type: 'three_top', number: draw.three_top, amount: 2 };
      expect((await t.send(lotto.billCreate, { round_id: hanoi.round_id, lines: [winning] }, token)).error).toBe(0);
    }
    at(hanoi.result_at, 1);
    // Ticks of this platform and, on PostgreSQL, of a second one on the same database (another node).
    const other = t.engine?.kind === 'postgres' ? await createPlatform({ engine: t.engine, now: t.now }) : null;
    const ticks = [lottoTick(t.db), lottoTick(t.db), settleDueRounds(t.db), settleDueRounds(t.db), t.send(lotto.results)];
    if (other) ticks.push(lottoTick(other.db), settleDueRounds(other.db), settleDueRounds(other.db));
    await Promise.all(ticks);
    await other?.close();
    expect((await findRound(t.db, hanoi.round_id)).state).toBe('settled');
    expect((await payouts(hanoi.round_id)).map((row) => Number(row.n))).toEqual([1, 1, 1]);
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });

  it('leave a round the operator settled meanwhile as it is, and answer as usual', async () => {
    t = await testPlatform(START);
    const token = await t.login();
    const hanoi = await openRound('hanoi_vip');
    const draw = JSON.parse((await findRound(t.db, hanoi.round_id)).draw!) as { three_top: string };
    const winning = { bet_type: 'three_top', number: draw.three_top, amount: 2 };
    expect((await t.send(lotto.billCreate, { round_id: hanoi.round_id, lines: [winning] }, token)).error).toBe(0);
    at(hanoi.result_at, 1);
    // The operator's settle and the members' calls, at the same moment.
    const [settled, results, lobby] = await Promise.all([operatorSettle(t.db, hanoi.round_id), t.send(lotto.results), t.send(lotto.lobby)]);
    expect(settled.state).toBe('settled');
    expect([results.error, lobby.error]).toEqual([0, 0]);
    expect((await payouts(hanoi.round_id)).map((row) => Number(row.n))).toEqual([1]);
    // A tick that comes later finds nothing to do.
    await lottoTick(t.db);
    expect((await payouts(hanoi.round_id)).map((row) => Number(row.n))).toEqual([1]);
  });
});
