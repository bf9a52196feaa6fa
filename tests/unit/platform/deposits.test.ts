// Deposits on the embedded platform (both engines): the channels and their accounts, a request's
// unique satang amount and its PromptPay / TrueMoney payload (read back with promptparse's own
// parser), confirmation that credits exactly once under 20 at once, and the refusals (expired,
// rejected, another member's, under the minimum, past the daily deposit limit) that move nothing.
import { parse } from 'promptparse';
import { anyId } from 'promptparse/validate';
import { afterEach, describe, expect, it } from 'vitest';
import { channelIdOf } from '../../../src/rules/money/payment-channels.ts';
import { unbalancedWallets } from '../../../src/platform/money/ledger.ts';
import { confirmDeposit } from '../../../src/platform/flows/deposit.ts';
import { findDeposits, rejectDeposit } from '../../../src/platform/payments/deposits.ts';
import { isBusinessError } from '../../../src/platform/errors.ts';
import { registeredMember, testPlatform, type RegisteredMember, type TestPlatform } from './helpers.ts';
import { operatorActor } from '../../../src/platform/audit/trail.ts';
import * as payments from '../../../src/contract/endpoints/money/payments.ts';
import * as responsible from '../../../src/contract/endpoints/account/responsible.ts';

const TEST_ACTOR = operatorActor('test');

const START = '2026-11-21T03:00:00.000Z';
const BANK = channelIdOf('bank');
const TRUEMONEY = channelIdOf('truemoney');
const PROMPTPAY = channelIdOf('promptpay');

let t: TestPlatform;
afterEach(() => t?.close());

const member = () => registeredMember(t);

const deposits = async () => Number((await t.row<{ n: number }>("SELECT COUNT(*) AS n FROM ledger WHERE type = 'deposit'"))!.n);
const balance = async (walletId: number) =>
  Number((await t.row<{ balance: number }>('SELECT balance FROM wallets WHERE id = ?', walletId))!.balance);

async function subChannel(channelId: number): Promise<number> {
  const channels = (await t.send(payments.channels, {}, (await member()).token)).data;
  return channels.find((channel) => channel.id === channelId)!.sub_channels[0]!.id;
}

const ask = (owner: RegisteredMember, channelId: number, subChannelId: number, amount: number) =>
  t.send(payments.generateQr, { channel_id: channelId, sub_channel_id: subChannelId, amount }, owner.token);

async function refusal(work: Promise<unknown>): Promise<number> {
  try {
    await work;
  } catch (error) {
    if (isBusinessError(error)) return error.code;
    throw error;
  }
  return 0;
}

describe('deposit channels', () => {
  it("lists bank, TrueMoney and PromptPay with the agent's accounts and the limits; info names the member's own account", async () => {
    t = await testPlatform(START);
    const m = await member();
    const channels = await t.send(payments.channels, {}, m.token);
    expect(channels.error).toBe(0);
    expect(channels.data.map((channel) => channel.code)).toEqual(['bank', 'truemoney', 'promptpay']);
    for (const channel of channels.data) expect(channel).toMatchObject({ min: 20, max: 100_000, qr: channel.code !== 'bank' });
    expect(channels.data[0].sub_channels[0]).toMatchObject({ bank_code: 'KBANK', account_no: '0591234567', name: expect.any(String) });

    const info = await t.send(payments.info, { channel_id: BANK }, m.token);
    expect(info.data).toMatchObject({
      channel: { code: 'bank' },
      from_account: { account_masked: expect.stringMatching(/^xxx-x-x\d{4}-x$/) },
      waiting: null,
    });
    expect((await t.send(payments.info, { channel_id: 9 }, m.token)).error).toBe(2501);
    expect((await t.send(payments.channels)).status).toBe(401);
  });
});

describe('a deposit request', () => {
  it('carries a unique satang amount and a PromptPay payload that decodes to the agent, 764, TH and that amount', async () => {
    t = await testPlatform(START);
    const account = await subChannel(PROMPTPAY);
    const [a, b] = [await member(), await member()];
    const first = await ask(a, PROMPTPAY, account, 100);
    const second = await ask(b, PROMPTPAY, account, 100);
    expect(first).toMatchObject({ error: 0, data: { status: 'pending', amount: 100, pay_amount: 100.01, channel: 'promptpay' } });
    expect(second.data.pay_amount).toBe(100.02);
    const payload = first.data.payload!;
    const qr = parse(payload, true, true);

    expect(qr).not.toBeNull();
    expect(qr!.getTagValue('53')).toBe('764');
    expect(qr!.getTagValue('58')).toBe('TH');
    expect(qr!.getTagValue('54')).toBe('100.01');
    expect(anyId(payload)).toEqual({ type: 'MSISDN', target: '0899999999', amount: 100.01 });
    // Valid 15 minutes.
    expect(Date.parse(first.data.expires_at) - Date.parse(first.data.created_at)).toBe(15 * 60_000);

    // A new request never silently replaces the waiting one: refused in Thai, naming it, writing nothing.
    const refused = await ask(a, BANK, await subChannel(BANK), 500);
    expect(refused).toMatchObject({ error: 2511, data: null });
    expect(refused.message).toBe(
      `ท่านมีรายการฝาก #${first.data.id} ยอด 100.01 บาท รอชำระอยู่ กรุณาชำระรายการนั้น หรือยกเลิกรายการนั้นก่อนจึงสร้างรายการใหม่ได้`,
    );
    expect(await t.count('deposits')).toBe(2);
    expect((await t.send(payments.inquiryStatus, { id: first.data.id }, a.token)).data.status).toBe('pending');
    // The member's own cancel closes it and frees its amount; then a new one may be made.
    const cancelled = await t.send(payments.cancel, { id: first.data.id }, a.token);
    expect(cancelled).toMatchObject({ error: 0, data: { id: first.data.id, status: 'cancelled' } });
    const again = await ask(a, PROMPTPAY, account, 100);
    expect(again.data.pay_amount).toBe(100.01);
    expect((await t.send(payments.inquiryStatus, { id: first.data.id }, a.token)).data.status).toBe('cancelled');
    // Past its time it reads as expired, and its amount is free again.
    t.advance(16);
    expect((await t.send(payments.inquiryStatus, { id: again.data.id }, a.token)).data.status).toBe('expired');
    expect((await ask(b, PROMPTPAY, account, 100)).data.pay_amount).toBe(100.01);
  });

  it('TrueMoney has its own QR; a bank transfer has the account and no payload', async () => {
    t = await testPlatform(START);
    const m = await member();
    const truemoney = await ask(m, TRUEMONEY, await subChannel(TRUEMONEY), 50.5);
    expect(truemoney.data.pay_amount).toBe(50.51);
    expect(parse(truemoney.data.payload!, true, true)!.getTagValue('54')).toBe('50.51');
    const n = await member();
    const bank = await ask(n, BANK, await subChannel(BANK), 500);
    expect(bank.data).toMatchObject({ payload: null, pay_amount: 500.01, sub_channel: { account_no: '0591234567' } });
    expect((await t.send(payments.qrcodeInfo, {}, n.token)).data!.id).toBe(bank.data.id);
  });

  it('refuses, in Thai and writing nothing: under 20 baht, over the maximum, 3 decimals, an unknown account, past the deposit limit', async () => {
    t = await testPlatform(START);
    const m = await member();
    const account = await subChannel(PROMPTPAY);
    const under = await ask(m, PROMPTPAY, account, 19.99);
    expect(under).toMatchObject({ error: 2503, message: 'ฝากเงินขั้นต่ำครั้งละ 20 บาท', data: null });
    expect((await ask(m, PROMPTPAY, account, 100_001)).error).toBe(2504);
    expect((await ask(m, PROMPTPAY, account, 20.001)).error).toBe(1001);
    expect((await ask(m, PROMPTPAY, 999, 100)).error).toBe(2502);
    expect((await ask(m, 7, account, 100)).error).toBe(2501);
    expect((await t.send(responsible.limit, { kind: 'deposit', amount: 300 }, m.token)).error).toBe(0);
    const limited = await ask(m, PROMPTPAY, account, 300);
    expect(limited.error).toBe(2402);
    expect(await t.count('deposits')).toBe(0);
    expect((await ask(m, PROMPTPAY, account, 299)).data.pay_amount).toBe(299.01);
  });
});

describe('cancelling a waiting deposit and finding one by its amount', () => {
  it("cancels only the member's own waiting request, once; a cancelled or expired request is refused and still found by amount", async () => {
    t = await testPlatform(START);
    const [m, other] = [await member(), await member()];
    const account = await subChannel(PROMPTPAY);
    const cancel = (owner: RegisteredMember, id: number | string) => t.send(payments.cancel, { id }, owner.token);
    const waiting = (await ask(m, PROMPTPAY, account, 500)).data;
    expect((await cancel(other, waiting.id)).error).toBe(2506);
    expect((await cancel(m, 'abc')).error).toBe(1001);
    expect((await t.send(payments.cancel, { id: waiting.id })).status).toBe(401);
    // 20 taps at once cancel it once.
    const taps = await Promise.all(Array.from({ length: 20 }, () => cancel(m, waiting.id)));
    expect(taps.filter((tap) => tap.error === 0)).toHaveLength(1);
    expect(taps.filter((tap) => tap.error !== 0).every((tap) => tap.error === 2507)).toBe(true);
    // Cancelled, it cannot be paid: confirming it is refused and moves nothing.
    expect(await refusal(confirmDeposit(t.db, waiting.id, TEST_ACTOR))).toBe(2507);

    const late = (await ask(m, PROMPTPAY, account, 500)).data;
    t.advance(16);
    const expired = await cancel(m, late.id);
    expect(expired).toMatchObject({ error: 2508, data: null });
    const paid = (await ask(m, PROMPTPAY, account, 200)).data;
    await confirmDeposit(t.db, paid.id, TEST_ACTOR);
    expect((await cancel(m, paid.id)).error).toBe(2507);

    // Both 500.01 requests, closed, are still found by their exact amount, newest first.
    const found = await findDeposits(t.db, 50_001);
    expect(found.map((row) => [row.id, row.status, row.pay_amount])).toEqual([
      [late.id, 'expired', 50_001],
      [waiting.id, 'cancelled', 50_001],
    ]);
    expect(await findDeposits(t.db, 50_002)).toEqual([]);
    expect(await deposits()).toBe(1);
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });
});

describe('confirming a deposit', () => {
  it('credits the exact pay amount once under 20 confirmations at once; the ledger holds', async () => {
    t = await testPlatform(START);
    const m = await member();
    const deposit = (await ask(m, PROMPTPAY, await subChannel(PROMPTPAY), 250)).data;
    const before = await balance(m.main);
    const codes = await Promise.all(Array.from({ length: 20 }, () => refusal(confirmDeposit(t.db, deposit.id, TEST_ACTOR))));
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code !== 0).every((code) => code === 2507)).toBe(true);
    expect(await balance(m.main)).toBe(before + 25_001);
    expect(await deposits()).toBe(1);
    expect((await t.send(payments.inquiryStatus, { id: deposit.id }, m.token)).data.status).toBe('paid');
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });

  it("an expired, a rejected or another member's request changes nothing", async () => {
    t = await testPlatform(START);
    const [m, other] = [await member(), await member()];
    const account = await subChannel(PROMPTPAY);
    const before = await balance(m.main);
    const late = (await ask(m, PROMPTPAY, account, 100)).data;
    t.advance(15);
    expect(await refusal(confirmDeposit(t.db, late.id, TEST_ACTOR))).toBe(2508);

    const rejected = (await ask(m, PROMPTPAY, account, 100)).data;
    await rejectDeposit(t.db, rejected.id, TEST_ACTOR, 'ไม่พบยอดโอน');
    expect(await refusal(confirmDeposit(t.db, rejected.id, TEST_ACTOR))).toBe(2507);
    expect(await refusal(rejectDeposit(t.db, rejected.id, TEST_ACTOR, 'again'))).toBe(2507);
    expect(await refusal(rejectDeposit(t.db, rejected.id, TEST_ACTOR, ' '))).toBe(2510);
    expect((await t.send(payments.inquiryStatus, { id: rejected.id }, m.token)).data).toMatchObject({
      status: 'rejected',
      reason: 'ไม่พบยอดโอน',
    });
    expect((await t.send(payments.inquiryStatus, { id: rejected.id }, other.token)).error).toBe(2506);
    expect((await t.send(payments.simulate, { id: rejected.id }, other.token)).error).toBe(2506);
    expect(await balance(m.main)).toBe(before);
    expect(await deposits()).toBe(0);
  });

  it("the demo's simulate payment credits the member's own request, and is refused once the operator turns it off", async () => {
    t = await testPlatform(START);
    const m = await member();
    const account = await subChannel(PROMPTPAY);
    const deposit = (await ask(m, PROMPTPAY, account, 100)).data;
    expect(deposit.can_simulate).toBe(true);
    const paid = await t.send(payments.simulate, { id: deposit.id }, m.token);
    expect(paid).toMatchObject({ error: 0, data: { status: 'paid' } });
    expect((await t.send(payments.simulate, { id: deposit.id }, m.token)).error).toBe(2507);
    expect((await t.send(payments.deposits, {}, m.token)).data.map((row) => row.id)).toEqual([deposit.id]);

    await t.rows("UPDATE settings SET value = '0' WHERE key = 'deposits.simulate_payments'");
    const next = (await ask(m, PROMPTPAY, account, 100)).data;
    expect(next.can_simulate).toBe(false);
    expect((await t.send(payments.simulate, { id: next.id }, m.token)).error).toBe(2509);
    expect((await t.send(payments.inquiryStatus, { id: next.id }, m.token)).data.status).toBe('pending');
  });
});
