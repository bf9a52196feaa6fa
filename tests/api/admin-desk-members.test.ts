// The back office's members desk over HTTP against the built site (issue 25): search by phone,
// name, account, referral code and id; the member's page; adjustments through the ledger with the
// cashier's limit and a second approval by another person above its setting; lock (sessions end,
// log-in refused in Thai), unlock, end sessions, a reset code that never appears in an answer; each
// role's refusals of what it may not do.
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/contract/endpoint.ts';
import * as adminDesk from '../../src/contract/endpoints/admin/admin-desk.ts';
import * as adminMembers from '../../src/contract/endpoints/admin/admin-members.ts';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import { Member } from './client.ts';
import { staffMember } from './admin-helpers.ts';
import { THAI, mainBalance, newMember, operator } from './lotto-helpers.ts';

async function profile(member: Member) {
  return (await member.send(auth.userInfo)).body.data;
}

async function memberId(staff: Member, phone: string): Promise<number> {
  const found = await staff.send(adminMembers.search, { q: phone });
  expect(found.body.error, found.body.message).toBe(0);
  return found.body.data.members.find((hit) => hit.phone === phone)!.id;
}

describe('finding a member', () => {
  it('by phone, bank account, referral code, id and name; the page holds the member’s lists', async () => {
    const support = await staffMember('support');
    const member = await newMember('ค้นหา ทดสอบพนักงาน');
    const { phone } = await profile(member);
    const id = await memberId(support, phone);
    const page = await support.send(adminMembers.page, { id });
    expect(page.body.error, page.body.message).toBe(0);
    const { profile: shown } = page.body.data;
    expect(shown).toMatchObject({ id, phone, full_name: 'ค้นหา ทดสอบพนักงาน', locked_at: null });
    expect(page.body.data.wallets.map((wallet) => wallet.wallet_type_id)).toEqual([1, 2, 3]);
    expect(page.body.data.sessions[0]).toMatchObject({ live: true });
    expect(page.body.data.logins[0]).toMatchObject({ ok: true });
    for (const q of [shown.bank_account, shown.ref_code, String(id), 'ทดสอบพนักงาน']) {
      const found = await support.send(adminMembers.search, { q });
      expect(found.body.error, `${q}: ${found.body.message}`).toBe(0);
      expect(
        found.body.data.members.map((hit) => hit.id),
        q,
      ).toContain(id);
    }
    const short = await support.send(adminMembers.search, { q: 'a' });
    expect([short.body.error, short.body.message]).toEqual([1001, expect.stringMatching(THAI)]);
    const missing = await support.send(adminMembers.page, { id: 999999999 });
    expect([missing.body.error, missing.body.message]).toEqual([6101, expect.stringMatching(THAI)]);
  });
});

describe('adjustments', () => {
  it('a cashier above their limit is refused; above the setting a second, different person approves; the ledger moves once', async () => {
    const [cashier, supervisor, owner] = [await staffMember('cashier'), await staffMember('supervisor'), await staffMember('owner')];
    const member = await newMember();
    const id = await memberId(cashier, (await profile(member)).phone);
    const before = await mainBalance(member);

    const over = await cashier.send(adminMembers.adjust, { member_id: id, wallet_type_id: 1, amount: 5000.01, reason: 'ชดเชย' });
    expect([over.body.error, over.body.message]).toEqual([6105, expect.stringMatching(THAI)]);
    const small = await cashier.send(adminMembers.adjust, { member_id: id, wallet_type_id: 1, amount: -100, reason: 'แก้ยอดผิด' });
    expect(small.body).toMatchObject({ error: 0, data: { status: 'done', amount: -100 } });
    expect(await mainBalance(member)).toBe(before - 100);

    const big = await supervisor.send(adminMembers.adjust, {
      member_id: id,
      wallet_type_id: 1,
      amount: 15_000,
      reason: 'โบนัสพิเศษ',
    });
    expect(big.body).toMatchObject({ error: 0, data: { status: 'waiting' } });
    expect(await mainBalance(member)).toBe(before - 100);
    const same = await supervisor.send(adminMembers.adjustDecide, { id: big.body.data.id, approve: true });
    expect([same.body.error, same.body.message]).toEqual([6102, expect.stringMatching(THAI)]);
    const cashierTries = await cashier.send(adminMembers.adjustDecide, { id: big.body.data.id, approve: true });
    expect(cashierTries.status).toBe(403);
    const [first, second] = await Promise.all(
      [1, 2].map(() => owner.send(adminMembers.adjustDecide, { id: big.body.data.id, approve: true })),
    );
    expect([first!.body.error, second!.body.error].sort()).toEqual([0, 6108]);
    expect(await mainBalance(member)).toBe(before - 100 + 15_000);

    for (const body of [
      { member_id: id, wallet_type_id: 1, amount: 0, reason: 'x' },
      { member_id: id, wallet_type_id: 1, amount: 1.005, reason: 'x' },
      { member_id: id, wallet_type_id: 4, amount: 10, reason: 'x' },
      { member_id: id, wallet_type_id: 1, amount: 10, reason: '' },
    ]) {
      const answer = await owner.send(adminMembers.adjust, body as never);
      expect([answer.body.error, answer.body.message], JSON.stringify(body)).toEqual([1001, expect.stringMatching(THAI)]);
    }
    // Below the second-approval setting a debit moves at once, never below zero.
    const tooMuch = await owner.send(adminMembers.adjust, { member_id: id, wallet_type_id: 1, amount: -9_999, reason: 'หักเกิน' });
    expect(tooMuch.body.error, tooMuch.body.message).toBe(0);
    const belowZero = await owner.send(adminMembers.adjust, { member_id: id, wallet_type_id: 1, amount: -9_999, reason: 'หักเกิน' });
    expect([belowZero.body.error, belowZero.body.message]).toEqual([2001, expect.stringMatching(THAI)]);
    expect(await mainBalance(member)).toBe(before - 100 + 15_000 - 9_999);
  });
});

describe("the member's account", () => {
  it('support locks it (every session ends, log-in refused in Thai), unlocks it, ends sessions and sends a reset code', async () => {
    const support = await staffMember('support');
    const member = await newMember();
    const { phone } = await profile(member);
    const id = await memberId(support, phone);

    const locked = await support.send(adminMembers.lock, { member_id: id, reason: 'ตรวจสอบความปลอดภัย' });
    expect(locked.body.error, locked.body.message).toBe(0);
    expect((await member.send(auth.userInfo)).status).toBe(401);
    const login = await new Member().send(auth.login, { username: phone, password: 'secret-123' });
    expect([login.body.error, login.body.message]).toEqual([1209, expect.stringMatching(THAI)]);
    expect((await support.send(adminMembers.lock, { member_id: id, reason: 'ซ้ำ' })).body.error).toBe(6111);

    expect((await support.send(adminMembers.unlock, { member_id: id, reason: 'ยืนยันตัวตนแล้ว' })).body.error).toBe(0);
    const again = new Member();
    expect((await again.send(auth.login, { username: phone, password: 'secret-123' })).body.error).toBe(0);
    const ended = await support.send(adminMembers.endSessions, { member_id: id });
    expect(ended.body.error, ended.body.message).toBe(0);
    expect((await again.send(auth.userInfo)).status).toBe(401);

    const sent = await support.send(adminMembers.resetCode, { member_id: id });
    expect(sent.body.error, sent.body.message).toBe(0);
    const outbox = await operator('outbox', phone);
    const code = /\b(\d{6})\b/.exec(outbox)![1]!;
    expect(JSON.stringify(sent.body)).not.toContain(code);
    const tooSoon = await support.send(adminMembers.resetCode, { member_id: id });
    expect([tooSoon.body.error, tooSoon.body.message]).toEqual([1208, expect.stringMatching(THAI)]);
  });

  it("each role is refused what it may not do (403 naming the role), and a member's session opens nothing", async () => {
    const [support, cashier] = [await staffMember('support'), await staffMember('cashier')];
    const member = await newMember();
    const id = await memberId(cashier, (await profile(member)).phone);
    for (const [staff, endpoint, input] of [
      [support, adminDesk.depositQueue, {}],
      [support, adminDesk.withdrawalQueue, {}],
      [support, adminMembers.adjust, { member_id: id, wallet_type_id: 1, amount: 10, reason: 'x' }],
      [cashier, adminMembers.lock, { member_id: id, reason: 'x' }],
      [cashier, adminMembers.resetCode, { member_id: id }],
    ] as const) {
      const answer = await staff.send<Endpoint>(endpoint, input);
      expect([answer.status, answer.body.message], endpoint.path).toEqual([403, expect.stringMatching(THAI)]);
    }
    expect((await member.send(adminDesk.depositQueue)).status).toBe(401);
  });
});
