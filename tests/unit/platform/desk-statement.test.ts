// The money desk's bank statement match (both engines): the bank's CSV read by csv-parse (header
// or not, Thai and Christian dates, amounts with commas), and each line money came in on set
// against the waiting deposit requests: one request of that exact amount within its time is
// proposed; several, two lines on one request, none, or an unreadable line are reported as such.
import { afterEach, describe, expect, it } from 'vitest';
import { channelIdOf } from '../../../src/rules/money/payment-channels.ts';
import { matchStatement, readStatement } from '../../../src/platform/desk/statement.ts';
import { confirmStatementLine } from '../../../src/platform/flows/desk-deposits.ts';
import { isBusinessError } from '../../../src/platform/errors.ts';
import { registeredMember, staffActor, testPlatform, type TestPlatform } from './helpers.ts';
import * as payments from '../../../src/contract/endpoints/money/payments.ts';

// Saturday 21 Nov 2026, 10:00 in Bangkok.
const START = '2026-11-21T03:00:00.000Z';
const PROMPTPAY = channelIdOf('promptpay');

let t: TestPlatform;
afterEach(() => t?.close());

describe('reading the statement', () => {
  it('reads date, time and amount with or without a header, any delimiter, BE years, commas and baht signs', () => {
    const lines = readStatement(
      ['วันที่,เวลา,รายละเอียด,จำนวนเงิน', '21/11/2569,10:05,โอนเข้า,"1,500.37"', '2026-11-21,10:06:30,PromptPay,฿100.01'].join('\n'),
    );
    // The header names the amount's column (the fourth here).
    expect(lines).toMatchObject([
      { line: 2, ok: true, satang: 150_037, paidAt: Date.parse('2026-11-21T03:05:00Z'), precisionMs: 60_000 },
      { line: 3, ok: true, satang: 10_001, paidAt: Date.parse('2026-11-21T03:06:30Z'), precisionMs: 1000 },
    ]);
    expect(readStatement('2026-11-21\t10:06:30\t100.01\n21.11.2026;10.07;20.05')).toMatchObject([
      { ok: true, satang: 10_001, paidAt: Date.parse('2026-11-21T03:06:30Z'), precisionMs: 1000 },
      { ok: true, satang: 2005, paidAt: Date.parse('2026-11-21T03:07:00Z') },
    ]);
  });

  it('reports each line it cannot use with a Thai reason, and refuses text that is not CSV', () => {
    const lines = readStatement('31/02/2026,10:00,100\n2026-11-21,25:00,100\n2026-11-21,10:00,abc\n2026-11-21,10:00,-500.00');
    expect(lines.map((line) => (line.ok ? 'ok' : line.problem))).toEqual([
      expect.stringContaining('วันที่'),
      expect.stringContaining('เวลา'),
      expect.stringContaining('จำนวนเงิน'),
      'ไม่ใช่รายการเงินเข้า',
    ]);
    let code = 0;
    try {
      readStatement('2026-11-21,10:00,"100');
    } catch (error) {
      if (isBusinessError(error)) code = error.code;
    }
    expect(code).toBe(6109);
  });
});

describe('matching the waiting requests', () => {
  async function waitingDeposit(amount: number): Promise<{ id: number; pay_amount: number }> {
    const m = await registeredMember(t);
    const channels = await t.send(payments.channels, {}, m.token);
    const account = channels.data.find((channel) => channel.id === PROMPTPAY)!.sub_channels[0].id;
    const made = await t.send(payments.generateQr, { channel_id: PROMPTPAY, sub_channel_id: account, amount }, m.token);
    expect(made.error, made.message).toBe(0);
    return made.data;
  }

  it('proposes the one request of the exact amount within its time; ambiguous and unmatched lines are never guessed', async () => {
    t = await testPlatform(START);
    const a = await waitingDeposit(100); // 100.01, 10:00-10:15
    const b = await waitingDeposit(100); // 100.02
    t.advance(5);
    const c = await waitingDeposit(300); // 300.01, 10:05-10:20
    expect([a.pay_amount, b.pay_amount, c.pay_amount]).toEqual([100.01, 100.02, 300.01]);
    const csv = [
      '2026-11-21,10:03,100.01', // a
      '2026-11-21,10:03,100.03', // no request of that amount
      '2026-11-21,09:58,100.02', // before b was asked
      '2026-11-21,10:07,300.01', // c
      '2026-11-21,10:08,300.01', // c again: which paid it is a guess
      'not,a,line',
    ].join('\n');
    const lines = await matchStatement(t.db, csv);
    expect(lines.map((line) => [line.line, line.outcome, line.deposit_ids])).toEqual([
      [1, 'matched', [a.id]],
      [2, 'unmatched', []],
      [3, 'unmatched', []],
      [4, 'ambiguous', [c.id]],
      [5, 'ambiguous', [c.id]],
      [6, 'invalid', []],
    ]);
    expect(lines[0]!.proposal).toMatchObject({ id: a.id, pay_amount: 100.01, channel: 'promptpay' });
    expect(lines[3]!.proposal).toBeNull();
  });

  it('two requests of one amount in the window make the line ambiguous; confirming a line checks it again', async () => {
    t = await testPlatform(START);
    const a = await waitingDeposit(100);
    // a's 100.01 is held while it waits; once it is paid the amount is free for the next request.
    const cashier = staffActor(7, 'cashier');
    await confirmStatementLine(t.db, a.id, { satang: 10_001, paidAt: Date.parse('2026-11-21T03:01:00Z') }, cashier);
    expect(await t.row('SELECT status, decided_by FROM deposits WHERE id = ?', a.id)).toEqual({ status: 'paid', decided_by: 'staff-7' });
    const b = await waitingDeposit(100);
    expect(b.pay_amount).toBe(100.01);
    // Confirming again, or a line that does not fit the request, is refused and moves nothing.
    await expect(
      confirmStatementLine(t.db, a.id, { satang: 10_001, paidAt: Date.parse('2026-11-21T03:01:00Z') }, cashier),
    ).rejects.toMatchObject({
      key: 'DESK_LINE_NOT_MATCHED',
    });
    await expect(
      confirmStatementLine(t.db, b.id, { satang: 10_002, paidAt: Date.parse('2026-11-21T03:01:00Z') }, cashier),
    ).rejects.toMatchObject({
      key: 'DESK_LINE_NOT_MATCHED',
    });
    expect(await t.row('SELECT status FROM deposits WHERE id = ?', b.id)).toEqual({ status: 'pending' });
  });
});
