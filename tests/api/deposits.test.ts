// Deposits over HTTP against the built site (SPEC.md section 7 "Payments"): the PromptPay payload
// read back by promptparse's own parser (the agent's PromptPay id, 764, TH, the exact unique
// amount, a valid CRC); confirmation crediting exactly once under parallel confirmations (8 of the
// operator's command, each a process, and 20 of the demo's simulate call); expired and rejected requests that cannot be
// paid; a new request refused while one waits, the member's own cancel, and the operator finding a
// cancelled request by its exact amount; refusals in Thai that write nothing; every wallet equal to
// its ledger afterwards.
import { parse } from 'promptparse';
import { anyId } from 'promptparse/validate';
import { describe, expect, it } from 'vitest';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as memberCalls from '../../src/contract/endpoints/account/member.ts';
import * as payments from '../../src/contract/endpoints/money/payments.ts';
import { NO_LEDGER_FAULTS, ledgerFaults, serverRows } from '../support/server-database.ts';
import type { InputOf } from '../support/typed-call.ts';
import { Member } from './client.ts';
import { THAI, newMember, operator, sharedServerData } from './lotto-helpers.ts';

async function channel(member: Member, code: string) {
  const answer = await member.send(payments.channels);
  expect(answer.body.error, answer.body.message).toBe(0);
  return answer.body.data.find((each) => each.code === code)!;
}

// Some of the bodies are deliberately bad, so the declaration's type is claimed, not checked.
const generate = (member: Member, body: Record<string, unknown>) =>
  member.send(payments.generateQr, body as InputOf<typeof payments.generateQr>);

async function promptpayDeposit(member: Member, amount: number) {
  const promptpay = await channel(member, 'promptpay');
  const answer = await generate(member, { channel_id: promptpay.id, sub_channel_id: promptpay.sub_channels[0]!.id, amount });
  expect(answer.body.error, answer.body.message).toBe(0);
  return answer.body.data;
}

const mainBalance = async (member: Member) =>
  (await member.send(memberCalls.wallets, {})).body.data.find((wallet) => wallet.wallet_type_id === 1)!.balance;

async function depositRows(member: Member): Promise<number> {
  const id = (await member.send(auth.userInfo)).body.data.id;
  const [row] = await serverRows<{ n: number }>(sharedServerData(), 'SELECT COUNT(*) AS n FROM deposits WHERE member_id = ?', id);
  return Number(row!.n);
}

async function refused(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return '';
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  }
}

describe('deposits over HTTP', () => {
  it('makes a PromptPay QR whose payload decodes to the agent, 764, TH and the exact unique amount', async () => {
    const member = await newMember();
    const deposit = await promptpayDeposit(member, 500);
    expect(deposit.status).toBe('pending');
    expect(deposit.pay_amount).toBeGreaterThan(500);
    expect(deposit.pay_amount).toBeLessThan(501);
    const qr = parse(deposit.payload!, true, true); // strict: the CRC must hold
    expect(qr).not.toBeNull();
    expect(qr!.getTagValue('53')).toBe('764');
    expect(qr!.getTagValue('58')).toBe('TH');
    expect(Number(qr!.getTagValue('54'))).toBe(deposit.pay_amount);
    expect(anyId(deposit.payload!)).toEqual({ type: 'MSISDN', target: '0899999999', amount: deposit.pay_amount });
    // qrcode_info and inquiry_status answer the same request.
    expect((await member.send(payments.qrcodeInfo)).body.data).toMatchObject({ id: deposit.id, payload: deposit.payload });
    expect((await member.send(payments.inquiryStatus, { id: deposit.id })).body.data.status).toBe('pending');
    // Another member waiting on the same amount gets another satang.
    const other = await promptpayDeposit(await newMember(), 500);
    expect(other.pay_amount).not.toBe(deposit.pay_amount);
  });

  it('refuses bad input in Thai and writes nothing', async () => {
    const member = await newMember();
    const bank = await channel(member, 'bank');
    const account = bank.sub_channels[0]!.id;
    const refusals: [Record<string, unknown>, number, string | RegExp][] = [
      [{ channel_id: bank.id, sub_channel_id: account, amount: 19.99 }, 2503, 'ฝากเงินขั้นต่ำครั้งละ 20 บาท'],
      [{ channel_id: bank.id, sub_channel_id: account, amount: 100_000.01 }, 2504, 'ฝากเงินได้สูงสุดครั้งละ 100,000 บาท'],
      [{ channel_id: bank.id, sub_channel_id: account, amount: 20.005 }, 1001, 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง'],
      [{ channel_id: bank.id, sub_channel_id: account, amount: '100' }, 1001, THAI],
      [{ channel_id: bank.id, sub_channel_id: 999_999, amount: 100 }, 2502, THAI],
      [{ channel_id: 99, sub_channel_id: account, amount: 100 }, 2501, THAI],
      [{ channel_id: bank.id, amount: 100 }, 1001, THAI],
    ];
    for (const [body, code, message] of refusals) {
      const answer = await generate(member, body);
      expect(answer.status).toBe(200);
      expect(answer.body.error, JSON.stringify(body)).toBe(code);
      expect(answer.body.message).toMatch(message);
      // A validation refusal names its fields; a rule's refusal carries nothing.
      if (code !== 1001) expect(answer.body.data).toBeNull();
    }
    expect(await depositRows(member)).toBe(0);
    expect((await new Member().send(payments.generateQr, { channel_id: bank.id, sub_channel_id: account, amount: 100 })).status).toBe(401);
    expect((await member.send(payments.inquiryStatus, { id: 'abc' })).body.error).toBe(1001);
  });

  it('confirms once under 8 parallel operator confirmations and 20 simulate calls; the ledger holds', async () => {
    const member = await newMember();
    const before = await mainBalance(member);
    const deposit = await promptpayDeposit(member, 250);
    const confirmations = await Promise.all(
      Array.from({ length: 8 }, () => refused(operator('confirm', String(deposit.id), '--by', 'api-test'))),
    );
    expect(confirmations.filter((failure) => failure === '')).toHaveLength(1);
    expect(await mainBalance(member)).toBeCloseTo(before + deposit.pay_amount, 2);

    const second = await promptpayDeposit(member, 100);
    const taps = await Promise.all(Array.from({ length: 20 }, () => member.send(payments.simulate, { id: second.id })));
    expect(taps.filter((tap) => tap.body.error === 0)).toHaveLength(1);
    expect(taps.every((tap) => [0, 2507].includes(tap.body.error))).toBe(true);
    expect(await mainBalance(member)).toBeCloseTo(before + deposit.pay_amount + second.pay_amount, 2);
    const statuses = await Promise.all([deposit.id, second.id].map((id) => member.send(payments.inquiryStatus, { id })));
    expect(statuses.map((answer) => answer.body.data.status)).toEqual(['paid', 'paid']);
    expect(await ledgerFaults(sharedServerData())).toEqual(NO_LEDGER_FAULTS);
  }, 120_000); // twenty operator processes start at once: slow on a busy two-core machine

  it('a new request is refused while one waits; a cancelled or rejected request cannot be paid, and another member cannot see or pay it', async () => {
    const member = await newMember();
    const stranger = await newMember();
    const before = await mainBalance(member);
    const first = await promptpayDeposit(member, 100);
    // Asking again does not cancel the waiting one behind the member's back.
    const bank = await channel(member, 'bank');
    const second = await generate(member, { channel_id: bank.id, sub_channel_id: bank.sub_channels[0]!.id, amount: 120 });
    expect(second.body).toMatchObject({ error: 2511, data: null });
    expect(second.body.message).toContain(`#${first.id}`);
    expect(second.body.message).toContain(first.pay_amount.toFixed(2));
    expect(await depositRows(member)).toBe(1);
    expect((await member.send(payments.inquiryStatus, { id: first.id })).body.data.status).toBe('pending');
    // Only the member's own cancel closes it; a stranger's reads as not found.
    expect((await stranger.send(payments.cancel, { id: first.id })).body.error).toBe(2506);
    const cancelled = await member.send(payments.cancel, { id: first.id });
    expect(cancelled.body).toMatchObject({ error: 0, message: expect.stringMatching(THAI), data: { id: first.id, status: 'cancelled' } });
    expect((await member.send(payments.cancel, { id: first.id })).body.error).toBe(2507);
    const replacing = await promptpayDeposit(member, 120);
    expect(await refused(operator('confirm', String(first.id)))).toMatch(/2507/);
    // The operator still finds the cancelled request by the exact amount a late transfer would carry.
    const found = await operator('find-deposit', first.pay_amount.toFixed(2));
    expect(found).toMatch(new RegExp(`^${first.id}\tcancelled\t`, 'm'));
    expect(await refused(operator('find-deposit', '12.345'))).toMatch(/find-deposit takes/);
    expect((await stranger.send(payments.inquiryStatus, { id: replacing.id })).body.error).toBe(2506);
    expect((await stranger.send(payments.simulate, { id: replacing.id })).body.error).toBe(2506);
    await operator('reject-deposit', String(replacing.id), 'ไม่พบยอดโอน', '--by', 'api-test');
    expect((await member.send(payments.simulate, { id: replacing.id })).body.error).toBe(2507);
    expect((await member.send(payments.inquiryStatus, { id: replacing.id })).body.data).toMatchObject({
      status: 'rejected',
      reason: 'ไม่พบยอดโอน',
    });
    expect(await mainBalance(member)).toBe(before);
    const history = (await member.send(payments.deposits)).body.data;
    expect(history.map((row) => row.id)).toEqual([replacing.id, first.id]);
  }, 120_000); // twenty operator processes start at once: slow on a busy two-core machine
});
