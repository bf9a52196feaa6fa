// Rounds, results and settlement over HTTP, finished with the operator command: the lobby, an
// operator's result refused for a committed draw and entered for an outside one, a round settled
// from its committed draw, and Yeekee from members' shots.
// The tests run in order: the lobby is read before any round here is settled early (a settled
// round's category has no open round until the next one's scheduled opening).
import { userInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import { Member } from './client.ts';
import {
  ISO_TIME,
  THAI,
  billCount,
  billDetail,
  committedDraw,
  create,
  lobby,
  mainBalance,
  newMember,
  openRound,
  extraYeekeeRound,
  operator,
  passDrawTime,
  peek,
  placeBill,
  sha256,
  validate,
} from './lotto-helpers.ts';

const CODES = [
  'government',
  'lao',
  'hanoi_special',
  'hanoi_normal',
  'hanoi_vip',
  'nikkei_morning',
  'nikkei_afternoon',
  'hangseng',
  'dowjones',
  'yeekee',
];
// The categories this file settles rounds of (hanoi_special, hanoi_vip and these); the other
// lotto files bet on other categories.
const STOCKS = ['nikkei_morning', 'nikkei_afternoon', 'hangseng', 'dowjones'];

async function resultOf(roundId: number) {
  const answer = await new Member().send(lotto.result, { round_id: roundId });
  expect(answer.body.error, answer.body.message).toBe(0);
  return answer.body.data;
}

describe('lobby and rounds', () => {
  it('lists an open round of every category, with ISO times and the server time', async () => {
    const { body } = await lobby();
    expect(body.status).toBe(0);
    expect(body.error).toBe(0);
    expect(body.server_time).toMatch(ISO_TIME);
    expect(body.data.server_time).toMatch(ISO_TIME);
    const now = Date.parse(body.data.server_time);
    expect(Math.abs(now - Date.now())).toBeLessThan(5_000);

    expect(body.data.categories.map((category) => category.code)).toEqual(CODES);
    for (const category of body.data.categories) {
      expect(category.name, category.code).toMatch(THAI);
      expect(category.rounds.length, `${category.code} has an open round`).toBeGreaterThan(0);
      for (const round of category.rounds) {
        expect(round).toMatchObject({ category_id: category.category_id, category_code: category.code, status: 'open' });
        for (const time of [round.open_at, round.close_at, round.result_at]) expect(time).toMatch(ISO_TIME);
        expect(Date.parse(round.open_at)).toBeLessThanOrEqual(now);
        expect(Date.parse(round.close_at)).toBeGreaterThan(now);
        expect(Date.parse(round.result_at)).toBeGreaterThanOrEqual(Date.parse(round.close_at));
      }
    }
    expect(body.data.categories.find((category) => category.code === 'yeekee')!.kind).toBe('yeekee');
  });

  it(`answers GET ${lotto.rounds.path} as a list of rounds holding every open round of the lobby`, async () => {
    const visitor = new Member();
    const [{ body: lobbyBody }, rounds, open] = await Promise.all([
      lobby(visitor),
      visitor.send(lotto.rounds),
      visitor.send(lotto.rounds, { status: 'open' }),
    ]);
    expect(rounds.body.error).toBe(0);
    expect(rounds.body).toHaveProperty('server_time');
    expect(rounds.body.data.length).toBeGreaterThanOrEqual(CODES.length);
    for (const round of rounds.body.data) {
      expect(round).toEqual(
        expect.objectContaining({
          round_id: expect.any(Number),
          category_id: expect.any(Number),
          category_code: expect.any(String),
          name: expect.stringMatching(THAI),
          open_at: expect.stringMatching(ISO_TIME),
          close_at: expect.stringMatching(ISO_TIME),
          result_at: expect.stringMatching(ISO_TIME),
          status: expect.stringMatching(/^(open|closed|settled|refunded)$/),
        }),
      );
      expect(CODES).toContain(round.category_code);
    }
    expect(open.body.data.every((round) => round.status === 'open')).toBe(true);
    const openIds = open.body.data.map((round) => round.round_id);
    for (const category of lobbyBody.data.categories) {
      for (const round of category.rounds) expect(openIds).toContain(round.round_id);
    }
    expect(rounds.body.data.some((round) => round.category_code === 'yeekee')).toBe(true);
  });
});

describe('operator result', () => {
  it('is refused for a round whose draw was committed before betting, and changes nothing', async () => {
    const round = await openRound(['hanoi_special'], 60_000);
    const member = await newMember();
    const draw = await committedDraw(round.round_id);
    // Known winners from the committed draw (a test may peek at it; members cannot): 3-top and
    // 2-bottom, unless the draw landed on a closed number, and a 2-bottom that loses.
    const lines = [
      ...(draw.three_top === '999' ? [] : [{ bet_type: 'three_top', number: draw.three_top, amount: 10 }]),
      ...(draw.two_bottom === '99' ? [] : [{ bet_type: 'two_bottom', number: draw.two_bottom, amount: 10 }]),
      { bet_type: 'two_bottom', number: draw.two_bottom === '12' ? '13' : '12', amount: 10 },
    ];
    const bill = await placeBill(member, round.round_id, lines);
    const paid = await mainBalance(member);
    expect(paid).toBe(1000 - 10 * lines.length);
    const published = (await new Member().send(lotto.round, { round_id: round.round_id })).body.data;
    expect(published.commit_hash).toMatch(/^[0-9a-f]{64}$/);

    await expect(operator('result', String(round.round_id), draw.three_top === '123' ? '124' : '123', '45')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('3009'),
    });
    expect((await new Member().send(lotto.round, { round_id: round.round_id })).body.data.status).toBe('open');
    expect((await billDetail(member, bill.bill_id)).status).toBe('pending');
    expect(await mainBalance(member)).toBe(paid);
    expect((await new Member().send(lotto.result, { round_id: round.round_id })).body.error).toBe(3005);
    expect(await peek('SELECT * FROM lotto_official_results WHERE round_id = ?', round.round_id)).toEqual([]);

    // It settles from that draw, which is revealed and checks out against the published hash.
    expect(await operator('settle', String(round.round_id))).toMatch(/settled/);
    const result = await resultOf(round.round_id);
    expect(result).toMatchObject({ status: 'settled', source: 'draw', official: null, ...draw, commit_hash: published.commit_hash });
    expect(sha256(result.commit_text!)).toBe(published.commit_hash);
    const detail = await billDetail(member, bill.bill_id);
    expect(detail.lines.map((line) => line.result)).toEqual(lines.map((_, i) => (i === lines.length - 1 ? 'lost' : 'won')));
    const payout = detail.lines.reduce((sum, line) => sum + (line.result === 'won' ? line.amount * line.rate : 0), 0);
    expect(detail.payout).toBe(payout);
    expect(await mainBalance(member)).toBe(paid + payout);
    expect(published).toHaveProperty('draw_source', 'committed');
  });

  it('on an outside draw pays the winning lines, loses the others, is published as official and logged with who and when', async () => {
    // hanoi_vip is marked external before the test server makes rounds (global-setup.ts).
    const round = await openRound(['hanoi_vip'], 60_000);
    const published = (await new Member().send(lotto.round, { round_id: round.round_id })).body.data;
    expect(published).toMatchObject({ draw_source: 'external', commit_hash: null });
    const member = await newMember();
    const bill = await placeBill(member, round.round_id, [
      { bet_type: 'three_top', number: '123', amount: 10 },
      { bet_type: 'three_top', number: '124', amount: 10 },
      { bet_type: 'three_tod', number: '312', amount: 10 },
      { bet_type: 'two_top', number: '23', amount: 10 },
      { bet_type: 'two_bottom', number: '45', amount: 10 },
      { bet_type: 'two_bottom', number: '54', amount: 10 },
      { bet_type: 'run_top', number: '2', amount: 10 },
      { bet_type: 'run_bottom', number: '9', amount: 10 },
    ]);
    expect(await mainBalance(member)).toBe(920);
    const rate = Object.fromEntries(bill.lines.map((line) => [`${line.bet_type}:${line.number}`, line.rate]));

    // Before its draw time the command refuses the result, naming the draw time in Thai, and nothing moves.
    const early = operator('result', String(round.round_id), '123', '45');
    await expect(early).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/Refused \(3071\): ยังไม่ถึงเวลาออกผลของงวดนี้ กรอกผลได้ตั้งแต่ \d{1,2} \S+ 25\d\d เวลา \d\d:\d\d น\./),
    });
    expect((await billDetail(member, bill.bill_id)).status).toBe('pending');
    expect(await peek('SELECT * FROM lotto_staged_results WHERE round_id = ?', round.round_id)).toEqual([]);
    await passDrawTime(round.round_id);

    // Without --by the command records the OS user who ran it.
    const before = Date.now();
    expect(await operator('result', String(round.round_id), '123', '45')).toMatch(/settled/);

    const detail = await billDetail(member, bill.bill_id);
    expect(detail.status).toBe('won');
    const outcome = detail.lines.map(({ bet_type, number, result, payout }) => [bet_type, number, result, payout]);
    const won = (key: string) => Math.round(10 * rate[key]! * 100) / 100;
    expect(outcome).toEqual([
      ['three_top', '123', 'won', won('three_top:123')],
      ['three_top', '124', 'lost', 0],
      ['three_tod', '123', 'won', won('three_tod:123')],
      ['two_top', '23', 'won', won('two_top:23')],
      ['two_bottom', '45', 'won', won('two_bottom:45')],
      ['two_bottom', '54', 'lost', 0],
      ['run_top', '2', 'won', won('run_top:2')],
      ['run_bottom', '9', 'lost', 0],
    ]);
    const payout = outcome.reduce((sum, line) => sum + (line[3] as number), 0);
    expect(payout).toBe(8500 + 1500 + 900 + 900 + 32);
    expect(detail.payout).toBe(payout);
    expect(await mainBalance(member)).toBe(920 + payout);

    const [logged] = await peek<{ entered_by: string; entered_at: number; result: string }>(
      'SELECT entered_by, entered_at, result FROM lotto_official_results WHERE round_id = ?',
      round.round_id,
    );
    expect(logged).toMatchObject({ entered_by: userInfo().username });
    expect(logged!.entered_at).toBeGreaterThanOrEqual(before - 1000);
    expect(logged!.entered_at).toBeLessThanOrEqual(Date.now());
    expect(JSON.parse(logged!.result)).toMatchObject({ three_top: '123', two_bottom: '45' });

    const result = await resultOf(round.round_id);
    expect(result).toMatchObject({
      status: 'settled',
      three_top: '123',
      two_bottom: '45',
      source: 'official',
      official: { entered_at: new Date(logged!.entered_at).toISOString(), entered_by: 'ผู้ดูแลระบบ' },
      commit_hash: null,
      commit_text: null,
    });
    // Its category's list: the list of every category's latest shows another test's later round of it.
    const list = await new Member().send(lotto.results, { agent_id: 33, category_id: published.category_id });
    expect(list.body.error).toBe(0);
    expect(list.body.data.find((entry) => entry.round_id === round.round_id)).toMatchObject({
      three_top: '123',
      two_bottom: '45',
      source: 'official',
    });

    // The round is closed now: betting on it is refused and moves nothing.
    const lines = [{ bet_type: 'three_top', number: '321', amount: 10 }];
    for (const answer of [await validate(member, round.round_id, lines), await create(member, round.round_id, lines)]) {
      expect(answer.status).toBe(200);
      expect(answer.body.error).toBe(3004);
      expect(answer.body.message).toBe('งวดนี้ปิดรับแทงแล้ว');
    }
    expect(await mainBalance(member)).toBe(920 + payout);
    expect(await billCount(member)).toBe(1);

    // A second result for the same round is refused by the command and pays nothing more.
    await expect(operator('result', String(round.round_id), '124', '54', '--by', 'somchai')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('3006'),
    });
    expect(await mainBalance(member)).toBe(920 + payout);
    expect(await peek('SELECT * FROM lotto_official_results WHERE round_id = ?', round.round_id)).toHaveLength(1);
  }, 90_000); // three operator commands, each a Node start on a loaded machine
});

describe('operator settle from the committed draw', () => {
  it('settles from the draw whose hash was published before betting: sha256(commit_text) = commit_hash', async () => {
    const round = await openRound(STOCKS, 60_000);
    const published = (await new Member().send(lotto.round, { round_id: round.round_id })).body.data.commit_hash;
    expect(published).toMatch(/^[0-9a-f]{64}$/);
    const member = await newMember();
    const bill = await placeBill(member, round.round_id, [
      { bet_type: 'three_top', number: '123', amount: 10 },
      { bet_type: 'two_bottom', number: '45', amount: 10 },
    ]);

    // A malformed result is refused by the command and leaves the round open.
    await expect(operator('result', String(round.round_id), '12', '345')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('3007'),
    });
    expect((await new Member().send(lotto.round, { round_id: round.round_id })).body.data.status).toBe('open');

    expect(await operator('settle', String(round.round_id))).toMatch(/settled/);

    const result = await resultOf(round.round_id);
    expect(result).toMatchObject({ status: 'settled', source: 'draw', commit_hash: published });
    expect(result.three_top).toMatch(/^\d{3}$/);
    expect(result.two_bottom).toMatch(/^\d{2}$/);
    expect(sha256(result.commit_text!)).toBe(published);
    expect(result.commit_text!.startsWith(`top=${result.three_top},bottom=${result.two_bottom};secret=`)).toBe(true);
    expect(result.detail).toHaveProperty('index_close');

    const detail = await billDetail(member, bill.bill_id);
    const expected = [result.three_top === '123', result.two_bottom === '45'];
    expect(detail.lines.map((line) => line.result)).toEqual(expected.map((won) => (won ? 'won' : 'lost')));
    expect(detail.status).toBe(expected.some(Boolean) ? 'won' : 'lost');
    const payout = detail.lines.reduce((sum, line) => sum + (line.result === 'won' ? line.amount * line.rate : 0), 0);
    expect(detail.payout).toBe(payout);
    expect(await mainBalance(member)).toBe(980 + payout);
  });
});

describe('Yeekee', () => {
  const shoot = (member: Member, roundId: number, number: string) => member.send(lotto.shoot, { round_id: roundId, number });
  const SPECIAL = ['555', '789', '999'];

  /** 5-digit numbers whose result (shot in order, one member each) is no hot or closed number. */
  function plannedShots(count: number): string[] {
    for (;;) {
      const numbers = Array.from({ length: count }, () => String(Math.floor(Math.random() * 100_000)).padStart(5, '0'));
      const sum = numbers.reduce((total, number) => total + Number(number), 0);
      const lastFive = String((sum - Number(numbers[count - 16])) % 100_000).padStart(5, '0');
      if (!SPECIAL.includes(lastFive.slice(2))) return numbers;
    }
  }

  let shooters: Member[] = [];
  let yeekeeRoundId = 0;

  it('settles 25 shots to sum minus the 16th newest, pays a bill on its 3-top and shows the arithmetic', async () => {
    // 25 sign-ups at once: on PostgreSQL they take turns only per phone and bank account (auth/).
    shooters = await Promise.all(Array.from({ length: 25 }, (_, i) => newMember(`ยิงเลข ทดสอบ${String.fromCharCode(0x0e01 + i)}`)));
    const round = await extraYeekeeRound();
    yeekeeRoundId = round.round_id;
    const numbers = plannedShots(25);
    // One after another, so the order (and the 16th newest) is the planned one.
    for (const [i, number] of numbers.entries()) {
      const answer = await shoot(shooters[i]!, round.round_id, number);
      expect(answer.body.error, answer.body.message).toBe(0);
      expect(answer.body.data.shot).toMatchObject({ number, rank: 1, mine: true });
    }
    const tooSoon = await shoot(shooters[0]!, round.round_id, '12345');
    expect(tooSoon.status).toBe(200);
    expect(tooSoon.body.error).toBe(3043);
    expect(tooSoon.body.message).toMatch(/^ยิงเลขได้อีกครั้งในอีก \d+ วินาที$/);
    expect((await shoot(shooters[1]!, round.round_id, '1234')).body.error).toBe(3044);

    // The expected result, from the public list alone (newest first).
    const list = await shooters[0]!.send(lotto.shotList, { round_id: round.round_id });
    expect(list.body.error).toBe(0);
    const shots = list.body.data.shots;
    expect(list.body.data.count).toBe(25);
    // The round's own answer says the same count, and the minimum the round needed (the page shows both).
    expect((await shooters[0]!.send(lotto.round, { round_id: round.round_id })).body.data).toMatchObject({
      shot_count: 25,
      min_shots: 20,
    });
    expect(shots.map((shot) => shot.number)).toEqual([...numbers].reverse());
    expect(shots.map((shot) => shot.rank)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(shots.filter((shot) => shot.mine)).toHaveLength(1);
    const sum = shots.reduce((total, shot) => total + BigInt(shot.number), 0n);
    const sixteenth = shots[15]!.number;
    const difference = sum - BigInt(sixteenth);
    const lastFive = String(difference % 100_000n).padStart(5, '0');
    const threeTop = lastFive.slice(2);
    const twoBottom = lastFive.slice(0, 2);

    const bettor = shooters[0]!;
    let losing = (Number(twoBottom) + 1) % 100;
    while ([55, 99].includes(losing)) losing = (losing + 1) % 100;
    const bill = await placeBill(bettor, round.round_id, [
      { bet_type: 'three_top', number: threeTop, amount: 10 },
      { bet_type: 'two_bottom', number: String(losing).padStart(2, '0'), amount: 10 },
    ]);
    expect(await mainBalance(bettor)).toBe(980);
    const cancelled = await bettor.send(lotto.billCancel, { agent_id: 33, ids: [bill.bill_id] });
    expect(cancelled.body.error).toBe(3034);
    expect(cancelled.body.message).toBe('โพยหวยยี่กียกเลิกไม่ได้');
    expect(await mainBalance(bettor)).toBe(980);

    expect(await operator('settle', String(round.round_id))).toMatch(/settled/);

    const result = await resultOf(round.round_id);
    expect(result).toMatchObject({ status: 'settled', source: 'shots', three_top: threeTop, two_bottom: twoBottom });
    expect(result.yeekee).toEqual({
      shot_count: 25,
      sum: sum.toString(),
      sixteenth: { rank: 16, number: sixteenth, name: expect.stringMatching(/\*\*\*/) },
      difference: difference.toString(),
      last_five: lastFive,
    });
    // The list shows the same arithmetic once the round is settled.
    expect((await new Member().send(lotto.shotList, { round_id: round.round_id })).body.data.yeekee).toEqual(result.yeekee);

    const detail = await billDetail(bettor, bill.bill_id);
    const rate = bill.lines[0]!.rate;
    expect(rate).toBeGreaterThan(0);
    expect(detail.status).toBe('won');
    expect(detail.lines.map(({ result, payout }) => [result, payout])).toEqual([
      ['won', 10 * rate],
      ['lost', 0],
    ]);
    expect(await mainBalance(bettor)).toBe(980 + 10 * rate);

    // Shooting is over once the round is settled.
    expect((await shoot(shooters[2]!, round.round_id, '54321')).body.error).toBe(3042);
  }, 120_000);

  it('refunds a round of 19 shots: its bills get their stakes back', async () => {
    expect(yeekeeRoundId, 'the 25-shot round ran').toBeGreaterThan(0);
    const round = await extraYeekeeRound();

    const bettor = shooters[3]!;
    const start = await mainBalance(bettor);
    const bill = await placeBill(bettor, round.round_id, [
      { bet_type: 'three_top', number: '123', amount: 10 },
      { bet_type: 'two_bottom', number: '45', amount: 15 },
    ]);
    expect(await mainBalance(bettor)).toBe(start - 25);
    for (const [i, number] of plannedShots(19).entries()) {
      expect((await shoot(shooters[i]!, round.round_id, number)).body.error).toBe(0);
    }

    expect(await operator('settle', String(round.round_id))).toMatch(/refunded/);

    const result = await resultOf(round.round_id);
    expect(result).toMatchObject({ status: 'refunded', source: 'refund', three_top: null, two_bottom: null });
    expect(result.yeekee?.shot_count).toBe(19);
    const detail = await billDetail(bettor, bill.bill_id);
    expect(detail.status).toBe('refunded');
    expect(detail.lines.map((line) => line.result)).toEqual(['refunded', 'refunded']);
    expect(await mainBalance(bettor)).toBe(start);
    const refunded = await bettor.send(lotto.rounds, { status: 'refunded' });
    expect(refunded.body.data.map((entry) => entry.round_id)).toContain(round.round_id);
  });
});
