// The money desk's withdrawal rules (both engines): above withdrawals.second_approval_baht the first
// approval is kept and the request stays pending for the member until a second, different
// supervisor or owner approves it; at or below it one approval pays; the queue shows the member's
// full account, balances, turnover and recent movements; two staff at once: one wins.
import { afterEach, describe, expect, it } from 'vitest';
import { adjustWallet } from '../../../src/platform/flows/adjust.ts';
import { withdrawalQueue } from '../../../src/platform/desk/withdrawal-queue.ts';
import { decideWithdrawal } from '../../../src/platform/withdrawals/decisions.ts';
import { requestWithdrawal } from '../../../src/platform/withdrawals/requests.ts';
import { unbalancedWallets } from '../../../src/platform/money/ledger.ts';
import { OPERATOR, registeredMember, staffActor, testPlatform, type TestPlatform } from './helpers.ts';
import * as withdrawals from '../../../src/contract/endpoints/money/withdrawals.ts';

const START = '2026-11-21T03:00:00.000Z';

let t: TestPlatform;
afterEach(() => t?.close());

const approve = { kind: 'approve', transferRef: 'KB123456' } as const;

async function withdrawal(baht: number) {
  const m = await registeredMember(t);
  await adjustWallet(t.db, m.phone, 1, baht, OPERATOR);
  const main = (await t.row<{ id: number }>('SELECT id FROM wallets WHERE member_id = ? AND wallet_type_id = 1', m.id))!.id;
  const request = await requestWithdrawal(t.db, m.id, {
    walletId: Number(main),
    amount: baht * 100,
    idempotencyKey: `tap-${baht}-${m.id}`,
  });
  return { member: m, request };
}

const status = async (id: number) => (await t.row<{ status: string }>('SELECT status FROM withdrawals WHERE id = ?', id))!.status;

describe('the second approval', () => {
  it('above the threshold: the first approval keeps it pending; the same person, or a cashier, cannot give the second', async () => {
    t = await testPlatform(START);
    const { member, request } = await withdrawal(25_000);
    const [cashier, supervisor, otherCashier, owner] = [
      staffActor(1, 'cashier'),
      staffActor(2, 'supervisor'),
      staffActor(3, 'cashier'),
      staffActor(4, 'owner'),
    ];
    expect(await decideWithdrawal(t.db, request.id, approve, cashier)).toBe('first_approval');
    expect(await status(request.id)).toBe('pending');
    // The member sees it still pending.
    const mine = await t.send(withdrawals.list, {}, member.token);
    expect(mine.data[0]).toMatchObject({ id: request.id, status: 'pending' });
    const queue = await withdrawalQueue(t.db);
    expect(queue.withdrawals[0]).toMatchObject({
      id: request.id,
      needs_second_approval: true,
      first_approved_by: 'staff-1',
      transfer_ref: 'KB123456',
    });

    await expect(decideWithdrawal(t.db, request.id, approve, cashier)).rejects.toMatchObject({ key: 'DESK_SAME_PERSON' });
    await expect(decideWithdrawal(t.db, request.id, approve, otherCashier)).rejects.toMatchObject({ key: 'DESK_SECOND_APPROVER_ROLE' });
    expect(await status(request.id)).toBe('pending');
    expect(await decideWithdrawal(t.db, request.id, approve, supervisor)).toBe('paid');
    expect(await t.row('SELECT status, decided_by, first_approved_by, transfer_ref FROM withdrawals WHERE id = ?', request.id)).toEqual({
      status: 'paid',
      decided_by: 'staff-2',
      first_approved_by: 'staff-1',
      transfer_ref: 'KB123456',
    });
    await expect(decideWithdrawal(t.db, request.id, approve, owner)).rejects.toMatchObject({ key: 'WITHDRAWAL_NOT_PENDING' });
  });

  it('at or below the threshold one approval pays; a rejection after a first approval refunds once', async () => {
    t = await testPlatform(START);
    const small = await withdrawal(20_000);
    expect(await decideWithdrawal(t.db, small.request.id, approve, staffActor(1, 'cashier'))).toBe('paid');
    const big = await withdrawal(30_000);
    expect(await decideWithdrawal(t.db, big.request.id, approve, staffActor(1, 'cashier'))).toBe('first_approval');
    expect(await decideWithdrawal(t.db, big.request.id, { kind: 'reject', reason: 'ชื่อบัญชีไม่ตรง' }, staffActor(2, 'supervisor'))).toBe(
      'rejected',
    );
    expect(await t.rows("SELECT amount FROM ledger WHERE type = 'withdraw_refund'")).toEqual([{ amount: 3_000_000 }]);
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });

  it('two first approvals at once (as the back office sends them): one is kept, the other is told; a bad reference changes nothing', async () => {
    t = await testPlatform(START);
    const { request } = await withdrawal(25_000);
    await expect(
      decideWithdrawal(t.db, request.id, { kind: 'approve', transferRef: 'x'.repeat(65) }, staffActor(1, 'cashier')),
    ).rejects.toMatchObject({
      key: 'DESK_TRANSFER_REF_INVALID',
    });
    // Two supervisors both meaning the first approval: the later must not count as the second.
    const first = { ...approve, second: false };
    const outcomes = await Promise.allSettled([1, 2].map((id) => decideWithdrawal(t.db, request.id, first, staffActor(id, 'supervisor'))));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({ reason: { key: 'DESK_APPROVAL_CHANGED' } });
    expect(await status(request.id)).toBe('pending');
    // A second approval meant as such pays.
    expect(await decideWithdrawal(t.db, request.id, { ...approve, second: true }, staffActor(9, 'owner'))).toBe('paid');
  });
});
