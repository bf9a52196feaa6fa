// The lottery on the embedded platform with a clock the tests move: rounds on schedule, bills,
// limits, cancel windows, settlement and Yeekee, with every baht accounted for in the ledger.
import { beforeEach, describe, expect, it } from 'vitest';
import { operatorResult } from '../../../src/platform/lotto/results-desk.ts';
import { operatorSettle } from '../../../src/platform/lotto/settlement.ts';
import { unbalancedWallets } from '../../../src/platform/money/ledger.ts';
import { passDrawTime, testPlatform, type TestPlatform } from './helpers.ts';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import * as member from '../../../src/contract/endpoints/account/member.ts';

// Saturday 21 Nov 2026, 10:00 in Bangkok.
const START = '2026-11-21T03:00:00.000Z';

async function lobby(t: TestPlatform) {
  const answer = await t.send(lotto.lobby);
  expect(answer.error).toBe(0);
  return answer.data.categories;
}

async function openRound(t: TestPlatform, code: string) {
  const category = (await lobby(t)).find((entry) => entry.code === code)!;
  expect(category.rounds.length).toBeGreaterThan(0);
  return category.rounds[0]!;
}

async function balance(t: TestPlatform, token: string): Promise<number> {
  const wallets = await t.send(member.wallets, {}, token);
  return wallets.data.find((wallet) => wallet.wallet_type_id === 1)!.balance;
}

const line = (bet_type: string, number: string, amount: number) => ({ bet_type, number, amount });

describe('rounds on schedule', () => {
  it('always has an open round in every category, over a month of clock time', async () => {
    const t = await testPlatform(START);
    for (let step = 0; step < 30 * 24; step += 7) {
      const categories = await lobby(t);
      expect(categories).toHaveLength(10);
      for (const category of categories) expect(category.rounds.length, `${category.code} at ${t.now().toISOString()}`).toBeGreaterThan(0);
      t.advance(7 * 60 + 13);
    }
    // A month of rounds made step by step (about 100 lobby calls): on PostgreSQL on a busy machine it took 20 s.
  }, 90_000);

  it('answers rounds with ISO times, statuses and server_time', async () => {
    const t = await testPlatform(START);
    const answer = await t.send(lotto.rounds);
    expect(answer.server_time).toBe(START);
    const yeekee = answer.data.filter((round) => round.category_code === 'yeekee');
    // Round 17 closed at 10:00 but takes shots until 10:02; round 18 is open.
    expect(yeekee.map((round) => [round.name, round.status])).toEqual([
      ['ยี่กี รอบที่ 17', 'closed'],
      ['ยี่กี รอบที่ 18', 'open'],
    ]);
    expect(yeekee[1].close_at).toBe('2026-11-21T03:15:00.000Z');
    t.advance(16);
    const later = await t.send(lotto.rounds, { category_id: 10 });
    expect(later.data.map((round) => round.status)).toEqual(['refunded', 'closed', 'open']);
  });
});

describe('bills', () => {
  let t: TestPlatform;
  let token: string;
  beforeEach(async () => {
    t = await testPlatform(START);
    token = await t.login();
  });

  it('debits exactly the total, locks the rates and pays stake x locked rate', async () => {
    // The government lottery: its official result is entered by the operator.
    const round = await openRound(t, 'government');
    const before = await balance(t, token);
    const created = await t.send(
      lotto.billCreate,
      {
        agent_id: 33,
        round_id: round.round_id,
        lines: [line('three_top', '123', 10), line('three_top', '555', 10), line('two_bottom', '45', 20)],
      },
      token,
    );
    expect(created.error).toBe(0);
    expect(created.data.lines.map((entry) => [entry.rate, entry.hot])).toEqual([
      [900, false],
      [450, true],
      [90, false],
    ]);
    expect(await balance(t, token)).toBe(before - 40);

    // The operator raises the rate after the bill: the bill keeps the rate it was placed at.
    await t.rows("UPDATE lotto_rates SET rate_centi = 100000 WHERE bet_type = 'three_top'");
    // The result is taken from the draw time on, ten days later (the member logs in again).
    await passDrawTime(t, round.round_id);
    token = await t.login();
    await operatorResult(t.db, round.round_id, { three_top: '555', two_bottom: '45', three_front: [], three_bottom: [] }, 'somchai');
    const detail = await t.send(lotto.billDetail, { bill_id: created.data.bill_id }, token);
    expect(detail.data.status).toBe('won');
    expect(detail.data.lines.map((entry) => [entry.result, entry.payout])).toEqual([
      ['lost', 0],
      ['won', 4500],
      ['won', 1800],
    ]);
    expect(detail.data.payout).toBe(6300);
    expect(await balance(t, token)).toBe(before - 40 + 6300);
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });

  it('refuses a line whose rate changed since validation, until the member confirms the new rate', async () => {
    const round = await openRound(t, 'lao');
    const validated = await t.send(
      lotto.billValidate,
      { agent_id: 33, round_id: round.round_id, lines: [line('two_top', '12', 5)] },
      token,
    );
    expect(validated.error).toBe(0);
    const seen = validated.data.lines[0].rate;
    await t.rows("UPDATE lotto_rates SET rate_centi = 8500 WHERE bet_type = 'two_top'");
    const refused = await t.send(
      lotto.billCreate,
      { round_id: round.round_id, lines: [{ ...line('two_top', '12', 5), rate: seen }] },
      token,
    );
    expect(refused.error).toBe(3010);
    expect(refused.data.lines[0]).toMatchObject({ ok: false, code: 3029, rate: 85 });
    expect(refused.data.lines[0].message).toContain('85');
    expect(await t.count('lotto_bills')).toBe(0);
    const confirmed = await t.send(
      lotto.billCreate,
      { round_id: round.round_id, lines: [{ ...line('two_top', '12', 5), rate: 85 }] },
      token,
    );
    expect(confirmed.error).toBe(0);
  });

  it('adds the member limit up over bills and tod orderings, and the house limit over members', async () => {
    const round = await openRound(t, 'hanoi_vip');
    const first = await t.send(
      lotto.billCreate,
      { round_id: round.round_id, lines: [line('three_tod', '736', 1000), line('three_tod', '367', 1000)] },
      token,
    );
    expect(first.error).toBe(0);
    const over = await t.send(lotto.billValidate, { round_id: round.round_id, lines: [line('three_tod', '673', 501)] }, token);
    expect(over.data.lines[0]).toMatchObject({ code: 3026, number: '367' });
    expect(over.data.lines[0].message).toContain('500');
    expect((await t.send(lotto.billValidate, { round_id: round.round_id, lines: [line('three_tod', '673', 500)] }, token)).error).toBe(0);

    await t.rows("UPDATE lotto_rates SET house_number_max = 2600 WHERE bet_type = 'three_tod'");
    await t.register({ phone: '0900000001' });
    const other = await t.login('0900000001', 'secret123');
    const house = await t.send(lotto.billValidate, { round_id: round.round_id, lines: [line('three_tod', '376', 700)] }, other);
    expect(house.data.lines[0]).toMatchObject({ code: 3027 });
    expect(house.data.lines[0].message).toContain('600');
  });

  it('refuses bets on a round that has closed or not opened yet', async () => {
    const round = await openRound(t, 'yeekee');
    const next = (await t.send(lotto.lobby)).data.categories.find((c) => c.code === 'yeekee')!.next_round;
    expect((await t.send(lotto.billValidate, { round_id: next!.round_id, lines: [line('two_top', '12', 5)] }, token)).error).toBe(3003);
    t.setTime(round.close_at);
    const closed = await t.send(lotto.billCreate, { round_id: round.round_id, lines: [line('two_top', '12', 5)] }, token);
    expect(closed).toMatchObject({ error: 3004, message: 'งวดนี้ปิดรับแทงแล้ว' });
    expect((await t.send(lotto.billCreate, { round_id: 999_999, lines: [line('two_top', '12', 5)] }, token)).error).toBe(3002);
  });

  it('cancels within 30 minutes of placing and at least 10 minutes before close, refunding through the ledger', async () => {
    const round = await openRound(t, 'hanoi_special'); // closes 17:00 today
    const before = await balance(t, token);
    const bill = (await t.send(lotto.billCreate, { round_id: round.round_id, lines: [line('two_top', '12', 50)] }, token)).data.bill_id;
    t.advance(29);
    const cancelled = await t.send(lotto.billCancel, { agent_id: 33, ids: [bill] }, token);
    expect(cancelled.data).toEqual({ cancelled: [bill], refunded: 50 });
    expect(await balance(t, token)).toBe(before);
    expect((await t.send(lotto.billCancel, { ids: [bill] }, token)).error).toBe(3031);

    const late = (await t.send(lotto.billCreate, { round_id: round.round_id, lines: [line('two_top', '12', 50)] }, token)).data.bill_id;
    t.advance(31);
    expect((await t.send(lotto.billCancel, { ids: [late] }, token)).error).toBe(3032);

    t.setTime('2026-11-21T09:45:00.000Z'); // 16:45, 15 minutes before close
    const nearClose = (await t.send(lotto.billCreate, { round_id: round.round_id, lines: [line('two_top', '12', 50)] }, token)).data
      .bill_id;
    const list = await t.send(lotto.billList, {}, token);
    expect(list.data.find((entry) => entry.bill_id === nearClose)).toMatchObject({
      can_cancel: true,
      cancel_until: '2026-11-21T09:50:00.000Z',
    });
    t.advance(6);
    expect((await t.send(lotto.billCancel, { ids: [nearClose] }, token)).error).toBe(3033);
    expect(await balance(t, token)).toBe(before - 100);
  });

  it('answers a retried create with the same idempotency key with the same bill and one debit', async () => {
    const round = await openRound(t, 'lao');
    const body = { round_id: round.round_id, idempotency_key: 'retry-key-1', lines: [line('run_top', '7', 100)] };
    const before = await balance(t, token);
    const [a, b] = await Promise.all([t.send(lotto.billCreate, body, token), t.send(lotto.billCreate, body, token)]);
    expect(a.data.bill_id).toBe(b.data.bill_id);
    expect(await balance(t, token)).toBe(before - 100);
    const conflict = await t.send(lotto.billCreate, { ...body, lines: [line('run_top', '8', 100)] }, token);
    expect(conflict.error).toBe(2004);
  });
});

describe('Yeekee', () => {
  async function members(t: TestPlatform, count: number): Promise<string[]> {
    const tokens: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const phone = `09${String(20_000_000 + i).slice(-8)}`;
      expect((await t.register({ phone })).error).toBe(0);
      tokens.push(await t.login(phone, 'secret123'));
    }
    return tokens;
  }

  it('settles 25 shots to sum minus the 16th newest and pays a 3-top bill stake x rate', async () => {
    const t = await testPlatform(START);
    const round = await openRound(t, 'yeekee');
    const shooters = await members(t, 25);
    const numbers = shooters.map((_, i) => String((i * 7919 + 12345) % 100_000).padStart(5, '0'));
    for (const [i, token] of shooters.entries()) {
      const shot = await t.send(lotto.shoot, { round_id: round.round_id, number: numbers[i] }, token);
      expect(shot.error).toBe(0);
    }
    const newestFirst = [...numbers].reverse();
    const sum = numbers.reduce((total, number) => total + Number(number), 0);
    const lastFive = String((sum - Number(newestFirst[15])) % 100_000).padStart(5, '0');

    const bettor = shooters[0]!;
    const before = await balance(t, bettor);
    const bill = await t.send(
      lotto.billCreate,
      { round_id: round.round_id, lines: [line('three_top', lastFive.slice(2), 2), line('two_bottom', lastFive.slice(0, 2), 3)] },
      bettor,
    );
    expect(bill.error).toBe(0);
    expect((await t.send(lotto.billCancel, { ids: [bill.data.bill_id] }, bettor)).error).toBe(3034);

    t.setTime(round.close_at);
    t.advance(2);
    const result = await t.send(lotto.result, { round_id: round.round_id });
    expect(result.data).toMatchObject({
      three_top: lastFive.slice(2),
      two_bottom: lastFive.slice(0, 2),
      source: 'shots',
      status: 'settled',
    });
    expect(result.data.yeekee).toMatchObject({
      shot_count: 25,
      sum: String(sum),
      sixteenth: { rank: 16, number: newestFirst[15] },
      last_five: lastFive,
    });
    expect(await balance(t, bettor)).toBe(before - 5 + 2 * 850 + 3 * 90);
    const shots = await t.send(lotto.shotList, { round_id: round.round_id });
    expect(shots.data.shots.map((shot) => shot.number)).toEqual(newestFirst);
    expect(shots.data.yeekee!.difference).toBe(String(sum - Number(newestFirst[15])));
  });

  it('refunds a round with 19 shots', async () => {
    const t = await testPlatform(START);
    const round = await openRound(t, 'yeekee');
    const shooters = await members(t, 19);
    for (const token of shooters) expect((await t.send(lotto.shoot, { round_id: round.round_id, number: '12345' }, token)).error).toBe(0);
    const before = await balance(t, shooters[0]!);
    const bill = await t.send(lotto.billCreate, { round_id: round.round_id, lines: [line('two_top', '12', 10)] }, shooters[0]!);
    expect(await balance(t, shooters[0]!)).toBe(before - 10);
    await operatorSettle(t.db, round.round_id);
    const detail = await t.send(lotto.billDetail, { bill_id: bill.data.bill_id }, shooters[0]!);
    expect(detail.data.status).toBe('refunded');
    expect(detail.data.result).toMatchObject({ status: 'refunded', three_top: null, yeekee: { shot_count: 19 } });
    expect(await balance(t, shooters[0]!)).toBe(before);
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });

  it('takes 5-digit shots, one per member every 10 seconds, until 2 minutes after close', async () => {
    const t = await testPlatform(START);
    const token = await t.login();
    const round = await openRound(t, 'yeekee');
    const shoot = (number: string | number) => t.send(lotto.shoot, { round_id: round.round_id, number }, token);
    expect((await shoot('1234')).error).toBe(3044);
    expect((await shoot('12a45')).error).toBe(3044);
    expect((await shoot('00001')).error).toBe(0);
    const tooSoon = await shoot('00002');
    expect(tooSoon).toMatchObject({ error: 3043, message: 'ยิงเลขได้อีกครั้งในอีก 10 วินาที' });
    t.advance(1 / 6);
    expect((await shoot('00002')).error).toBe(0);
    t.setTime(round.close_at);
    t.advance(1);
    expect((await shoot('00003')).error).toBe(0);
    t.advance(1);
    expect((await shoot('00004')).error).toBe(3042);
    expect((await t.send(lotto.shoot, { round_id: round.round_id, number: '12345' })).status).toBe(401);
    const hanoi = await openRound(t, 'hanoi_vip');
    expect((await t.send(lotto.shoot, { round_id: hanoi.round_id, number: '12345' }, token)).error).toBe(3040);
  });
});

describe('results', () => {
  it("starts a new site with the official government archive and no made-up past draws; an older site's are not listed", async () => {
    const t = await testPlatform(START);
    const latest = await t.send(lotto.results, { agent_id: 33 });
    // Lao, Hanoi and the stock draws before the site started were never open for betting: no results.
    expect(latest.data.map((result) => result.category_code)).toEqual(['government']);
    // The last published draw shipped with the site (16 May 2026): an official result, not a simulated one.
    expect(latest.data[0]).toMatchObject({
      draw_date: '2026-05-16',
      status: 'settled',
      source: 'official',
      three_top: '387',
      two_bottom: '08',
    });
    expect((await t.send(lotto.results, { date: '2026-11-20' })).data).toEqual([]);
    expect(await t.rows("SELECT id FROM lotto_rounds WHERE result_source = 'draw'")).toEqual([]);

    // A site started before this change made a week of them (settled from their own draw, no commitment): never listed.
    const lao = await t.row<{ id: number }>("SELECT id FROM lotto_categories WHERE code = 'lao'");
    await t.rows(
      `INSERT INTO lotto_rounds (category_id, draw_date, seq, name, open_at, close_at, result_at, draw, commit_text, commit_hash, state, result, result_source, settled_at)
       VALUES (?, '2026-11-20', 1, 'หวยลาวพัฒนา 20/11/69', 1, 2, 3, ?, NULL, NULL, 'settled', ?, 'draw', 3)`,
      lao!.id,
      JSON.stringify({ three_top: '123', two_bottom: '45' }),
      JSON.stringify({ three_top: '123', two_bottom: '45' }),
    );
    for (const query of [{ agent_id: 33 }, { date: '2026-11-20' }, { category_id: lao!.id }]) {
      const listed = await t.send(lotto.results, query);
      expect(listed.data.map((result) => result.category_code)).not.toContain('lao');
    }
  });

  it('reveals a committed draw that matches its published hash', async () => {
    const t = await testPlatform(START);
    const round = await openRound(t, 'nikkei_morning');
    const before = await t.send(lotto.round, { round_id: round.round_id });
    expect(before.data.commit_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(before.data.result).toBeNull();
    expect((await t.send(lotto.result, { round_id: round.round_id })).error).toBe(3005);
    await operatorSettle(t.db, round.round_id);
    const { data } = await t.send(lotto.result, { round_id: round.round_id });
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(data.commit_text!).digest('hex')).toBe(before.data.commit_hash);
    expect(data.commit_text).toContain(`top=${data.three_top},bottom=${data.two_bottom};secret=`);
    const latest = await t.send(lotto.results, { agent_id: 33 });
    expect(latest.data.find((entry) => entry.round_id === round.round_id)).toBeDefined();
    expect((await t.send(lotto.results, { agent_id: 34 })).error).toBe(1301);
    expect((await t.send(lotto.results, { date: '2026-02-30' })).error).toBe(1001);
  });

  it('refunds government 3-front and 3-bottom lines when the operator enters only 3-top and 2-bottom', async () => {
    const t = await testPlatform(START);
    let token = await t.login();
    const round = await openRound(t, 'government');
    const bill = await t.send(
      lotto.billCreate,
      { round_id: round.round_id, lines: [line('three_front', '123', 10), line('three_top', '456', 10)] },
      token,
    );
    await passDrawTime(t, round.round_id);
    token = await t.login();
    await operatorResult(t.db, round.round_id, { three_top: '456', two_bottom: '78', three_front: [], three_bottom: [] }, 'somchai');
    const detail = await t.send(lotto.billDetail, { bill_id: bill.data.bill_id }, token);
    expect(detail.data.lines.map((entry) => entry.result)).toEqual(['refunded', 'won']);
    expect(detail.data.result).toMatchObject({ source: 'official', commit_hash: null, commit_text: null });
    await expect(
      operatorResult(t.db, round.round_id, { three_top: '111', two_bottom: '11', three_front: [], three_bottom: [] }, 'somchai'),
    ).rejects.toThrow(/ออกผล/);
    const ledger = await t.rows('SELECT type, amount FROM ledger WHERE ref = ? ORDER BY id', `lotto_bill:${bill.data.bill_id}`);
    expect(ledger).toEqual([
      { type: 'bet', amount: -2000 },
      { type: 'payout', amount: 900_000 },
      { type: 'refund', amount: 1000 },
    ]);
  });
});
