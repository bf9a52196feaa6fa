// Bills over HTTP: a valid bill debits exactly its total and is listed, a retried create makes
// nothing new, cancel refunds, and concurrent creates never overdraw the wallet.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import { Member } from './client.ts';
import {
  AGENT_ID,
  THAI,
  billCount,
  billDetail,
  create,
  mainBalance,
  newMember,
  openRound,
  placeBill,
  validate,
  type RoundView,
} from './lotto-helpers.ts';

// This file bets on these categories only (another file settles rounds of other categories).
const CATEGORIES = ['government', 'hanoi_normal', 'lao'];
let round: RoundView;

beforeAll(async () => {
  round = await openRound(CATEGORIES);
});

describe('a valid bill', () => {
  it('is validated, created, debited exactly its total, and listed with its lines', async () => {
    const member = await newMember();
    const start = await mainBalance(member);
    expect(start).toBe(1000);
    const lines = [
      { bet_type: 'three_top', number: '123', amount: 10 },
      { bet_type: 'three_tod', number: '321', amount: 5 },
      { bet_type: 'two_bottom', number: '07', amount: 20 },
      { bet_type: 'run_top', number: '4', amount: 1 },
    ];

    const checked = await validate(member, round.round_id, lines);
    expect(checked.status).toBe(200);
    expect(checked.body.error).toBe(0);
    expect(checked.body.data.total).toBe(36);
    expect(checked.body.data.lines.every((line) => line.ok && line.code === 0)).toBe(true);
    // Validating moves no money.
    expect(await mainBalance(member)).toBe(start);

    const key = randomUUID();
    const created = await create(member, round.round_id, lines, key);
    expect(created.body.error, created.body.message).toBe(0);
    expect(created.body.message).toMatch(THAI);
    const billId = created.body.data.bill_id;
    expect(billId).toBeGreaterThan(0);
    expect(created.body.data.total).toBe(36);
    expect(await mainBalance(member)).toBe(start - 36);

    const list = await member.send(lotto.billList);
    expect(list.body.error).toBe(0);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ bill_id: billId, round_id: round.round_id, total: 36, status: 'pending', line_count: 4 });

    const detail = await billDetail(member, billId);
    expect(detail).toMatchObject({ bill_id: billId, status: 'pending', total: 36, payout: 0 });
    const stored = detail.lines.map(({ number, bet_type, amount, result, payout }) => ({ number, bet_type, amount, result, payout }));
    expect(stored).toEqual([
      { number: '123', bet_type: 'three_top', amount: 10, result: 'pending', payout: 0 },
      // A tod number is stored with its digits sorted.
      { number: '123', bet_type: 'three_tod', amount: 5, result: 'pending', payout: 0 },
      { number: '07', bet_type: 'two_bottom', amount: 20, result: 'pending', payout: 0 },
      { number: '4', bet_type: 'run_top', amount: 1, result: 'pending', payout: 0 },
    ]);
    // Each line carries the round's current rate for its bet type, locked at creation.
    const rates = (await member.send(lotto.rate, { round_id: round.round_id })).body.data;
    for (const line of detail.lines) expect(line.rate).toBe(rates.find((rate) => rate.bet_type === line.bet_type)!.rate);
    expect(detail.lines[0]!.rate).toBeGreaterThan(0);

    // The same create again (a retry after a lost answer) answers the same bill and moves nothing.
    const retried = await create(member, round.round_id, lines, key);
    expect(retried.body.error).toBe(0);
    expect(retried.body.data.bill_id).toBe(billId);
    expect(await mainBalance(member)).toBe(start - 36);
    expect(await billCount(member)).toBe(1);
  });

  it('makes one bill of two creates sent at once with the same idempotency key', async () => {
    const member = await newMember();
    const lines = [{ bet_type: 'two_top', number: '42', amount: 50 }];
    const key = randomUUID();
    const answers = await Promise.all([create(member, round.round_id, lines, key), create(member, round.round_id, lines, key)]);
    expect(answers.map((answer) => answer.body.error)).toEqual([0, 0]);
    expect(answers[0]!.body.data.bill_id).toBe(answers[1]!.body.data.bill_id);
    expect(await mainBalance(member)).toBe(950);
    expect(await billCount(member)).toBe(1);
  });

  it('refuses the same idempotency key with a different bill (2004) and moves no money', async () => {
    const member = await newMember();
    const key = randomUUID();
    expect((await create(member, round.round_id, [{ bet_type: 'two_top', number: '42', amount: 10 }], key)).body.error).toBe(0);
    const other = await create(member, round.round_id, [{ bet_type: 'two_top', number: '43', amount: 10 }], key);
    expect(other.body.error).toBe(2004);
    expect(other.body.message).toMatch(THAI);
    expect(await mainBalance(member)).toBe(990);
    expect(await billCount(member)).toBe(1);
  });
  it('keeps idempotency keys per member: two members with one key get two bills', async () => {
    const [first, second] = await Promise.all([newMember(), newMember()]);
    const key = randomUUID();
    const lines = [{ bet_type: 'run_top', number: '5', amount: 15 }];
    const a = await create(first, round.round_id, lines, key);
    const b = await create(second, round.round_id, lines, key);
    expect([a.body.error, b.body.error]).toEqual([0, 0]);
    expect(a.body.data.bill_id).not.toBe(b.body.data.bill_id);
    expect([await mainBalance(first), await mainBalance(second)]).toEqual([985, 985]);
  });
});

describe('cancel', () => {
  const cancel = (member: Member, ids: number[]) => member.send(lotto.billCancel, { agent_id: AGENT_ID, ids });

  it('refunds the stake and marks the bill cancelled; a second cancel is refused', async () => {
    const member = await newMember();
    const bill = await placeBill(member, round.round_id, [
      { bet_type: 'three_top', number: '246', amount: 100 },
      { bet_type: 'two_bottom', number: '13', amount: 25 },
    ]);
    expect(await mainBalance(member)).toBe(875);
    const [summary] = (await member.send(lotto.billList)).body.data;
    expect(summary).toMatchObject({ bill_id: bill.bill_id, can_cancel: true });

    const cancelled = await cancel(member, [bill.bill_id]);
    expect(cancelled.body.error, cancelled.body.message).toBe(0);
    expect(cancelled.body.message).toMatch(THAI);
    expect(cancelled.body.data).toEqual({ cancelled: [bill.bill_id], refunded: 125 });
    expect(await mainBalance(member)).toBe(1000);
    const detail = await billDetail(member, bill.bill_id);
    expect(detail.status).toBe('cancelled');
    expect(detail.lines.map((line) => line.result)).toEqual(['refunded', 'refunded']);
    expect((await member.send(lotto.billList, { status: 'cancelled' })).body.data).toHaveLength(1);

    const again = await cancel(member, [bill.bill_id]);
    expect(again.status).toBe(200);
    expect(again.body.error).toBe(3031);
    expect(again.body.message).toMatch(THAI);
    expect(await mainBalance(member)).toBe(1000);
  });

  it("refuses another member's bill as not found and leaves it and both wallets alone", async () => {
    const [owner, stranger] = await Promise.all([newMember(), newMember()]);
    const bill = await placeBill(owner, round.round_id, [{ bet_type: 'two_top', number: '88', amount: 40 }]);

    const refused = await cancel(stranger, [bill.bill_id]);
    expect(refused.body.error).toBe(3030);
    expect(refused.body.message).toBe('ไม่พบโพยนี้');
    const peek = await stranger.send(lotto.billDetail, { bill_id: bill.bill_id });
    expect(peek.body.error).toBe(3030);

    expect(await mainBalance(stranger)).toBe(1000);
    expect(await mainBalance(owner)).toBe(960);
    expect((await billDetail(owner, bill.bill_id)).status).toBe('pending');
  });

  it('cancels all or nothing: one bill not found refunds none', async () => {
    const member = await newMember();
    const bill = await placeBill(member, round.round_id, [{ bet_type: 'run_bottom', number: '7', amount: 30 }]);
    const refused = await cancel(member, [bill.bill_id, 999_999]);
    expect(refused.body.error).toBe(3030);
    expect(await mainBalance(member)).toBe(970);
    expect((await billDetail(member, bill.bill_id)).status).toBe('pending');
  });
});

describe('concurrent creates', () => {
  it('never take the balance below zero: 20 bills of 90 against 1,000 accept 11 and refuse 9 with 2001', async () => {
    const member = await newMember();
    const start = await mainBalance(member);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        create(member, round.round_id, [{ bet_type: 'three_top', number: String(100 + i), amount: 90 }]),
      ),
    );
    const accepted = answers.filter((answer) => answer.body.error === 0);
    const refused = answers.filter((answer) => answer.body.error !== 0);
    for (const answer of refused) {
      expect(answer.status).toBe(200);
      expect(answer.body.error).toBe(2001);
      expect(answer.body.message).toBe('ยอดเงินในกระเป๋าไม่เพียงพอ');
    }
    const spent = accepted.reduce((sum, answer) => sum + answer.body.data.total, 0);
    const end = await mainBalance(member);
    expect(end).toBeGreaterThanOrEqual(0);
    expect(end).toBe(start - spent);
    expect(accepted).toHaveLength(Math.floor(start / 90));
    expect(new Set(accepted.map((answer) => answer.body.data.bill_id)).size).toBe(accepted.length);
    expect(await billCount(member)).toBe(accepted.length);
  });
});
