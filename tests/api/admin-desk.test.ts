// The back office's money desk over HTTP against the built site (issue 25): two cashiers confirming
// one deposit at once (one wins, the other is told in Thai, credited once); a bank statement line
// matched and confirmed in one call; a withdrawal above the threshold needing a second, different
// supervisor or owner; bad input refused in Thai changing nothing; the audit rows of each step.
import { describe, expect, it } from 'vitest';
import * as adminAudit from '../../src/contract/endpoints/admin/admin-audit.ts';
import type { Endpoint } from '../../src/contract/endpoint.ts';
import * as adminDesk from '../../src/contract/endpoints/admin/admin-desk.ts';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as payments from '../../src/contract/endpoints/money/payments.ts';
import * as withdrawals from '../../src/contract/endpoints/money/withdrawals.ts';
import { NO_LEDGER_FAULTS, ledgerFaults } from '../support/server-database.ts';
import { Member } from './client.ts';
import { staffMember } from './admin-helpers.ts';
import { THAI, mainBalance, newMember, operator, sharedServerData } from './lotto-helpers.ts';

const PROMPTPAY = 3;

async function waitingDeposit(member: Member, amount: number): Promise<{ id: number; pay_amount: number }> {
  const channels = await member.send(payments.channels);
  const account = channels.body.data.find((channel) => channel.code === 'promptpay')!.sub_channels[0]!.id;
  const made = await member.send(payments.generateQr, { channel_id: PROMPTPAY, sub_channel_id: account, amount });
  expect(made.body.error, made.body.message).toBe(0);
  return made.body.data;
}

async function auditRows(owner: Member, action: string) {
  const answer = await owner.send(adminAudit.auditList, { action });
  expect(answer.body.error, answer.body.message).toBe(0);
  return answer.body.data.rows;
}

const phoneOf = async (member: Member) => (await member.send(auth.userInfo)).body.data.phone;

describe('the deposit queue', () => {
  it('two cashiers confirm one request at once: one wins, the other is told in Thai; credited once, audited once', async () => {
    const [a, b, owner] = [await staffMember('cashier'), await staffMember('cashier'), await staffMember('owner')];
    const member = await newMember();
    const before = await mainBalance(member);
    const deposit = await waitingDeposit(member, 150);
    const queue = await a.send(adminDesk.depositQueue);
    expect(queue.body.data.deposits.find((row) => row.id === deposit.id)).toMatchObject({
      pay_amount: deposit.pay_amount,
      channel: 'promptpay',
      member_phone: await phoneOf(member),
      seconds_left: expect.any(Number),
    });
    const answers = await Promise.all([a, b].map((staff) => staff.send(adminDesk.depositConfirm, { id: deposit.id })));
    const codes = answers.map((answer) => answer.body.error).sort();
    expect(codes).toEqual([0, 2507]);
    const loser = answers.find((answer) => answer.body.error !== 0)!;
    expect(loser.body.message).toMatch(THAI);
    expect(await mainBalance(member)).toBeCloseTo(before + deposit.pay_amount, 2);
    const rows = (await auditRows(owner, 'deposit.confirm')).filter((row) => row.target_id === String(deposit.id));
    expect(rows).toHaveLength(1);
    expect([a.name, b.name]).toContain(rows[0]!.actor_name);
    // Gone from the queue.
    const after = await b.send(adminDesk.depositQueue);
    expect(after.body.data.deposits.some((row) => row.id === deposit.id)).toBe(false);
  });

  it('a bank statement line is matched to the one waiting request and confirmed in one call', async () => {
    const cashier = await staffMember('cashier');
    const member = await newMember();
    const deposit = await waitingDeposit(member, 321);
    // The bank prints Bangkok wall-clock time; the request was just made.
    const bangkok = new Date(Date.now() + 7 * 3600_000).toISOString();
    const [day, time] = [bangkok.slice(0, 10), bangkok.slice(11, 16)];
    const csv = `วันที่,เวลา,จำนวนเงิน\n${day},${time},"${deposit.pay_amount.toFixed(2)}"\n${day},${time},0.37\nwhat,is,this`;
    const matched = await cashier.send(adminDesk.statementMatch, { text: csv });
    expect(matched.body.error, matched.body.message).toBe(0);
    const [line, none, bad] = matched.body.data.lines;
    expect(line).toMatchObject({ outcome: 'matched', deposit_ids: [deposit.id], proposal: { id: deposit.id } });
    expect(none).toMatchObject({ outcome: 'unmatched', proposal: null });
    expect(bad).toMatchObject({ outcome: 'invalid', problem: expect.stringMatching(THAI) });
    const confirmed = await cashier.send(adminDesk.statementConfirm, {
      deposit_id: deposit.id,
      amount: line.amount!,
      paid_at: line.paid_at!,
    });
    expect(confirmed.body.error, confirmed.body.message).toBe(0);
    const status = await member.send(payments.inquiryStatus, { id: deposit.id });
    expect(status.body.data.status).toBe('paid');
    // The audit row says in Thai which line it was: the amount in baht and the Thai time.
    const owner = await staffMember('owner');
    const [row] = (await auditRows(owner, 'deposit.confirm')).filter((audited) => audited.target_id === String(deposit.id));
    expect(row!.reason).toMatch(/^ตรงกับรายการเดินบัญชี ยอด [\d,.]+ บาท \d{1,2} \S+ 25\d\d เวลา \d\d:\d\d น\.$/);
    // The same line again: the request is no longer waiting, so nothing is proposed or confirmed.
    const again = await cashier.send(adminDesk.statementConfirm, {
      deposit_id: deposit.id,
      amount: line.amount!,
      paid_at: line.paid_at!,
    });
    expect([again.body.error, again.body.message]).toEqual([6110, expect.stringMatching(THAI)]);
  });

  it('refuses bad input in Thai and changes nothing', async () => {
    const cashier = await staffMember('cashier');
    const member = await newMember();
    const deposit = await waitingDeposit(member, 50);
    for (const [endpoint, input] of [
      [adminDesk.depositReject, { id: deposit.id, reason: '   ' }],
      [adminDesk.depositReject, { id: deposit.id }],
      [adminDesk.depositConfirm, { id: 'abc' }],
      [adminDesk.statementMatch, { text: '' }],
      [adminDesk.statementConfirm, { deposit_id: deposit.id, amount: 50.01, paid_at: 'yesterday' }],
    ] as const) {
      const answer = await cashier.send<Endpoint>(endpoint, input);
      expect([answer.body.error, answer.body.message], endpoint.path).toEqual([1001, expect.stringMatching(THAI)]);
    }
    const unreadable = await cashier.send(adminDesk.statementMatch, { text: '2026-01-01,10:00,"100' });
    expect([unreadable.body.error, unreadable.body.message]).toEqual([6109, expect.stringMatching(THAI)]);
    expect((await member.send(payments.inquiryStatus, { id: deposit.id })).body.data.status).toBe('pending');
    const rejected = await cashier.send(adminDesk.depositReject, { id: deposit.id, reason: 'ไม่พบยอดโอน' });
    expect(rejected.body.error, rejected.body.message).toBe(0);
    expect((await member.send(payments.inquiryStatus, { id: deposit.id })).body.data).toMatchObject({
      status: 'rejected',
      reason: 'ไม่พบยอดโอน',
    });
  });
});

describe('the withdrawal queue', () => {
  async function bigWithdrawal(baht: number) {
    const member = await newMember();
    await operator('credit', await phoneOf(member), '1', String(baht), '--by', 'api-tests');
    const info = await member.send(withdrawals.info);
    const main = info.body.data.wallets.find((wallet) => wallet.wallet_type_id === 1);
    const asked = await member.send(withdrawals.withdraw, {
      wallet_id: main!.wallet_id,
      amount: baht,
      idempotency_key: `desk-${Date.now()}-${baht}`,
    });
    expect(asked.body.error, asked.body.message).toBe(0);
    return { member, id: asked.body.data.id };
  }

  it('above the threshold a second, different supervisor or owner must approve; the member sees it pending until then', async () => {
    const [cashier, otherCashier, supervisor, owner] = [
      await staffMember('cashier'),
      await staffMember('cashier'),
      await staffMember('supervisor'),
      await staffMember('owner'),
    ];
    const { member, id } = await bigWithdrawal(25_000);
    const queue = await cashier.send(adminDesk.withdrawalQueue);
    expect(queue.body.data.second_approval_baht).toBe(20_000);
    const row = queue.body.data.withdrawals.find((item) => item.id === id);
    expect(row).toMatchObject({ needs_second_approval: true, first_approved_by: null, bank_account: expect.stringMatching(/^\d{10}$/) });

    const first = await cashier.send(adminDesk.withdrawalApprove, { id, transfer_ref: 'KB-0001', second: false });
    expect([first.body.error, first.body.data]).toEqual([0, { id, outcome: 'first_approval' }]);
    expect((await member.send(withdrawals.list)).body.data.find((item) => item.id === id)!.status).toBe('pending');

    const same = await cashier.send(adminDesk.withdrawalApprove, { id, transfer_ref: 'KB-0001', second: true });
    expect([same.body.error, same.body.message]).toEqual([6102, expect.stringMatching(THAI)]);
    const notSupervisor = await otherCashier.send(adminDesk.withdrawalApprove, { id, transfer_ref: 'KB-0001', second: true });
    expect([notSupervisor.body.error, notSupervisor.body.message]).toEqual([6103, expect.stringMatching(THAI)]);
    // One who saw no first approval is not taken as the second.
    const stale = await supervisor.send(adminDesk.withdrawalApprove, { id, transfer_ref: 'KB-0001', second: false });
    expect(stale.body.error).toBe(6113);

    const second = await supervisor.send(adminDesk.withdrawalApprove, { id, transfer_ref: 'KB-0001', second: true });
    expect([second.body.error, second.body.data]).toEqual([0, { id, outcome: 'paid' }]);
    expect((await member.send(withdrawals.list)).body.data.find((item) => item.id === id)!.status).toBe('paid');
    const trail = [
      ...(await auditRows(owner, 'withdrawal.first_approval')),
      ...(await auditRows(owner, 'withdrawal.second_approval')),
    ].filter((entry) => entry.target_id === String(id));
    expect(trail.map((entry) => [entry.action, entry.actor_name]).sort()).toEqual(
      [
        ['withdrawal.first_approval', cashier.name],
        ['withdrawal.second_approval', supervisor.name],
      ].sort(),
    );
  });

  it('a rejection refunds once and needs a reason; a missing transfer reference is refused in Thai', async () => {
    const cashier = await staffMember('cashier');
    const { member, id } = await bigWithdrawal(500);
    const before = await mainBalance(member);
    const noRef = await cashier.send(adminDesk.withdrawalApprove, { id, second: false } as never);
    expect([noRef.body.error, noRef.body.message]).toEqual([1001, expect.stringMatching(THAI)]);
    const noReason = await cashier.send(adminDesk.withdrawalReject, { id, reason: '' });
    expect([noReason.body.error, noReason.body.message]).toEqual([1001, expect.stringMatching(THAI)]);
    expect(await mainBalance(member)).toBe(before);
    const answers = await Promise.all([1, 2, 3].map(() => cashier.send(adminDesk.withdrawalReject, { id, reason: 'ชื่อบัญชีไม่ตรง' })));
    expect(answers.map((answer) => answer.body.error).sort()).toEqual([0, 2308, 2308]);
    expect(await mainBalance(member)).toBe(before + 500);
    expect(await ledgerFaults(sharedServerData())).toEqual(NO_LEDGER_FAULTS);
  });
});

describe("today's figures", () => {
  it('count what waits and what was done today', async () => {
    const cashier = await staffMember('cashier');
    const before = (await cashier.send(adminDesk.today)).body.data;
    const member = await newMember();
    const deposit = await waitingDeposit(member, 77);
    const waiting = (await cashier.send(adminDesk.today)).body.data;
    expect(waiting.deposits_waiting).toBeGreaterThanOrEqual(1);
    await cashier.send(adminDesk.depositConfirm, { id: deposit.id });
    const after = (await cashier.send(adminDesk.today)).body.data;
    expect(after.deposits_confirmed).toBeGreaterThanOrEqual(before.deposits_confirmed + 1);
    expect(after.deposits_confirmed_total).toBeGreaterThanOrEqual(before.deposits_confirmed_total + deposit.pay_amount - 0.001);
  });
});
