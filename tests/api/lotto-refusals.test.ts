// Every kind of bad bill line is refused over HTTP with its code and Thai message, per line, and
// neither validate nor create moves money or makes a bill; malformed bodies and missing sessions
// are answered, never a 500.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import * as memberCalls from '../../src/contract/endpoints/account/member.ts';
import { Member, type Answer } from './client.ts';
import {
  THAI,
  billCount,
  create,
  expectRefusedLines,
  mainBalance,
  newMember,
  openRound,
  validate,
  type Line,
  type RoundView,
} from './lotto-helpers.ts';

let member: Member;
let government: RoundView;
let nonGovernment: RoundView;

beforeAll(async () => {
  member = await newMember();
  // This file bets on these categories only (another file settles rounds of other categories).
  // A minute is enough: nothing here waits for a cancel window.
  government = await openRound(['government'], 60_000);
  nonGovernment = await openRound(['hanoi_normal', 'lao'], 60_000);
});

// Nothing in this file may move the member's money or leave a bill behind.
afterEach(async () => {
  expect(await mainBalance(member)).toBe(1000);
  expect(await billCount(member)).toBe(0);
});

/** Validate and create both refuse the bill with the same per-line codes. */
async function refusedBoth(roundId: number, lines: Line[], codes: number[]) {
  const checked = expectRefusedLines(await validate(member, roundId, lines), codes);
  expectRefusedLines(await create(member, roundId, lines), codes);
  return checked;
}

describe('bad lines', () => {
  it('refuses a number with the wrong digit count for its bet type (3021)', async () => {
    const lines = await refusedBoth(
      government.round_id,
      [
        { bet_type: 'three_top', number: '12', amount: 10 },
        { bet_type: 'two_bottom', number: '123', amount: 10 },
        { bet_type: 'run_top', number: '12', amount: 10 },
        { bet_type: 'three_top', number: '12a', amount: 10 },
        { bet_type: 'two_top', number: '12', amount: 10 },
      ],
      [3021, 3021, 3021, 3021, 0],
    );
    expect(lines[0]!.message).toBe('3 ตัวบน ต้องเป็นตัวเลข 3 หลัก');
    expect(lines[1]!.message).toBe('2 ตัวล่าง ต้องเป็นตัวเลข 2 หลัก');
  });

  it('refuses a stake of 0, a fraction of a baht and over 1,000 (3024, 3023, 3025)', async () => {
    const lines = await refusedBoth(
      government.round_id,
      [
        { bet_type: 'three_top', number: '123', amount: 0 },
        { bet_type: 'three_top', number: '124', amount: -5 },
        { bet_type: 'three_top', number: '125', amount: 1.5 },
        { bet_type: 'three_top', number: '126', amount: 1001 },
        { bet_type: 'three_top', number: '127', amount: 1000 },
        { bet_type: 'three_top', number: '128', amount: 1 },
      ],
      [3024, 3024, 3023, 3025, 0, 0],
    );
    expect(lines[0]!.message).toBe('แทงขั้นต่ำรายการละ 1 บาท');
    expect(lines[3]!.message).toBe('แทงสูงสุดรายการละ 1,000 บาท');
  });

  it('refuses a closed number and takes a hot one at half rate', async () => {
    const rates = await member.send(lotto.rate, { round_id: government.round_id });
    const rateOf = (betType: string) => rates.body.data.find((r) => r.bet_type === betType)!.rate;
    const lines = await refusedBoth(
      government.round_id,
      [
        { bet_type: 'three_top', number: '999', amount: 10 },
        { bet_type: 'two_top', number: '99', amount: 10 },
        { bet_type: 'two_bottom', number: '99', amount: 10 },
        { bet_type: 'three_top', number: '555', amount: 10 },
        { bet_type: 'two_bottom', number: '55', amount: 10 },
        { bet_type: 'three_top', number: '556', amount: 10 },
      ],
      [3028, 3028, 3028, 0, 0, 0],
    );
    expect(lines[0]!.message).toBe('เลข 999 (3 ตัวบน) เป็นเลขปิด ไม่รับแทง');
    expect(lines[3]).toMatchObject({ hot: true, rate: rateOf('three_top') / 2 });
    expect(lines[4]).toMatchObject({ hot: true, rate: rateOf('two_bottom') / 2 });
    expect(lines[5]).toMatchObject({ hot: false, rate: rateOf('three_top') });
    expect(rateOf('three_top')).toBeGreaterThan(0);
  });

  it('refuses tod on a triple (3022), an unknown bet type and three_front outside the government lottery (3020)', async () => {
    const lines = await refusedBoth(
      nonGovernment.round_id,
      [
        { bet_type: 'three_tod', number: '111', amount: 10 },
        { bet_type: 'five_top', number: '12345', amount: 10 },
        { bet_type: 'three_front', number: '123', amount: 10 },
        { bet_type: 'three_tod', number: '112', amount: 10 },
      ],
      [3022, 3020, 3020, 0],
    );
    expect(lines[0]!.message).toBe('เลขตอง 111 แทง 3 ตัวโต๊ดไม่ได้');
    expect(lines[2]!.message).toBe('งวดนี้ไม่มีประเภท 3 ตัวหน้า');
    // The government lottery does take three_front.
    expect((await validate(member, government.round_id, [{ bet_type: 'three_front', number: '123', amount: 10 }])).body.error).toBe(0);
  });

  it('refuses a line whose rate differs from the current one (3029) and takes the current rate', async () => {
    const lines = await refusedBoth(
      government.round_id,
      [
        { bet_type: 'three_top', number: '555', amount: 10, rate: 900 },
        { bet_type: 'three_top', number: '123', amount: 10, rate: 900 },
      ],
      [3029, 0],
    );
    expect(lines[0]!.message).toBe('อัตราจ่ายเลข 555 (3 ตัวบน) เปลี่ยนเป็นบาทละ 450 กรุณาตรวจสอบและยืนยันอีกครั้ง');
  });

  it('refuses more than 2,500 on one number across two bills (3026); the first bill stands', async () => {
    const other = await newMember();
    const first = await create(other, government.round_id, [{ bet_type: 'two_top', number: '31', amount: 1000 }]);
    expect(first.body.error, first.body.message).toBe(0);
    // Another member's stake on the number does not count toward this member's limit.
    expect((await validate(member, government.round_id, [{ bet_type: 'two_top', number: '31', amount: 1000 }])).body.error).toBe(0);

    const second = [
      { bet_type: 'two_top', number: '31', amount: 1000 },
      { bet_type: 'two_top', number: '31', amount: 501 },
    ];
    const lines = expectRefusedLines(await validate(other, government.round_id, second), [0, 3026]);
    expect(lines[1]!.message).toBe('เลข 31 (2 ตัวบน) แทงได้ไม่เกิน 2,500 บาทต่องวด แทงได้อีก 500 บาท');
    expectRefusedLines(await create(other, government.round_id, second), [0, 3026]);
    expect(await mainBalance(other)).toBe(0);
    expect(await billCount(other)).toBe(1);

    // Tod numbers count as one number whatever the order of their digits.
    const tod = [
      { bet_type: 'three_tod', number: '321', amount: 1000 },
      { bet_type: 'three_tod', number: '213', amount: 1000 },
      { bet_type: 'three_tod', number: '132', amount: 501 },
    ];
    const todLines = expectRefusedLines(await validate(member, government.round_id, tod), [0, 0, 3026]);
    expect(todLines.map((line) => line.number)).toEqual(['123', '123', '123']);
  });

  it("refuses paying from another member's wallet (2002)", async () => {
    const other = await newMember();
    const wallets = (await other.send(memberCalls.wallets)).body.data;
    const answer = await member.send(lotto.billCreate, {
      agent_id: 33,
      round_id: government.round_id,
      lines: [{ bet_type: 'three_top', number: '123', amount: 10 }],
      wallet_id: wallets.find((wallet) => wallet.wallet_type_id === 1)!.id,
    });
    expect(answer.body.error).toBe(2002);
    expect(answer.body.message).toMatch(THAI);
    expect(await mainBalance(other)).toBe(1000);
  });

  it('refuses a bill over the balance as a whole (2001)', async () => {
    const lines = [
      { bet_type: 'three_top', number: '123', amount: 1000 },
      { bet_type: 'three_top', number: '321', amount: 1 },
    ];
    const created = await create(member, government.round_id, lines);
    expect(created.status).toBe(200);
    expect(created.body.error).toBe(2001);
    expect(created.body.message).toBe('ยอดเงินในกระเป๋าไม่เพียงพอ');
  });

  it('refuses an unknown round (3002)', async () => {
    const answer = await validate(member, 999_999, [{ bet_type: 'three_top', number: '123', amount: 1 }]);
    expect(answer.body.error).toBe(3002);
    expect(answer.body.message).toMatch(THAI);
  });
});

describe('malformed bodies', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['no lines', {}],
    ['empty lines', { lines: [] }],
    ['lines not a list', { lines: 'three_top 123 10' }],
    ['the number as a JSON number', { lines: [{ bet_type: 'three_top', number: 123, amount: 10 }] }],
    ['the amount as text', { lines: [{ bet_type: 'three_top', number: '123', amount: '10' }] }],
    ['no bet type', { lines: [{ number: '123', amount: 10 }] }],
  ];

  it.each(cases)('answers %s with HTTP 200, an error code and a Thai message', async (_name, body) => {
    for (const endpoint of [lotto.billValidate, lotto.billCreate]) {
      const { path } = endpoint;
      // The body is what the schema refuses: sent as it is.
      const answer = await member.send(endpoint, {
        agent_id: 33,
        round_id: government.round_id,
        idempotency_key: `${_name}-key`,
        ...body,
      } as never);
      expect(answer.status, path).toBe(200);
      expect(answer.body.error, path).toBe(1001);
      expect(answer.body.message, path).toMatch(THAI);
    }
  });

  it('names the line field in the refusal of a number sent as a JSON number', async () => {
    // A refusal's data (the fields in error) is not the declared answer: the raw call types it.
    const answer = await member.post<{ fields: Record<string, string> }>(lotto.billValidate.path, {
      round_id: government.round_id,
      lines: [{ bet_type: 'three_top', number: 123, amount: 10 }],
    });
    expect(answer.body.message).toBe('กรุณาระบุเลขที่แทงเป็นข้อความตัวเลข');
    expect(answer.body.data.fields).toHaveProperty(['lines.0.number']);
  });

  it('answers a body that is not JSON with HTTP 400 and a Thai message', async () => {
    const answer = await member.call('POST', lotto.billCreate.path, undefined, '{"round_id": 1, "lines": [');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(400);
    expect(answer.body.message).toMatch(THAI);
  });

  it('refuses another agent id (1301)', async () => {
    const answer = await member.send(lotto.billValidate, {
      agent_id: 34,
      round_id: government.round_id,
      lines: [{ bet_type: 'three_top', number: '123', amount: 10 }],
    });
    expect(answer.body.error).toBe(1301);
  });
});

describe('without a session', () => {
  const visitor = new Member();
  const lines = [{ bet_type: 'three_top', number: '123', amount: 10 }];
  const calls: [string, () => Promise<Answer<unknown>>][] = [
    [lotto.billValidate.path, () => visitor.send(lotto.billValidate, { round_id: 1, lines })],
    [lotto.billCreate.path, () => visitor.send(lotto.billCreate, { round_id: 1, lines })],
    [lotto.billList.path, () => visitor.send(lotto.billList)],
    [lotto.billDetail.path, () => visitor.send(lotto.billDetail, { bill_id: 1 })],
    [lotto.billCancel.path, () => visitor.send(lotto.billCancel, { agent_id: 33, ids: [1] })],
    [lotto.shoot.path, () => visitor.send(lotto.shoot, { round_id: 1, number: '12345' })],
    [lotto.myShots.path, () => visitor.send(lotto.myShots, { round_id: 1 })],
  ];

  it.each(calls)('%s answers 401 with a Thai message', async (_path, call) => {
    const answer = await call();
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe(401);
    expect(answer.body.message).toMatch(THAI);
  });

  it('reads the lobby, rates and limits without a session', async () => {
    for (const [path, call] of [
      [lotto.lobby.path, () => visitor.send(lotto.lobby)],
      [lotto.rate.path, () => visitor.send(lotto.rate, { round_id: government.round_id })],
      [lotto.limit.path, () => visitor.send(lotto.limit, { round_id: government.round_id })],
    ] as const) {
      const answer = await call();
      expect(answer.status, path).toBe(200);
      expect(answer.body.error, path).toBe(0);
    }
  });
});
