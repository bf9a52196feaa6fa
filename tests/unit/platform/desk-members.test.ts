// The members desk's rules on the platform (both engines): an adjustment through the ledger, a
// cashier's limit, the second approval by another supervisor or owner above its setting (nothing
// moves while it waits, a refusal moves nothing), and a locked account that gets no session.
import { afterEach, describe, expect, it } from 'vitest';
import { askAdjustment, decideAdjustment } from '../../../src/platform/desk/adjustments.ts';
import { lockMember, unlockMember } from '../../../src/platform/auth/member-desk.ts';
import { unbalancedWallets } from '../../../src/platform/money/ledger.ts';
import { DEMO, registeredMember, staffActor, testPlatform, type TestPlatform } from './helpers.ts';
import * as auth from '../../../src/contract/endpoints/account/auth.ts';

const START = '2026-11-21T03:00:00.000Z';

let t: TestPlatform;
afterEach(() => t?.close());

const main = async (memberId: number) =>
  Number((await t.row<{ balance: number }>('SELECT balance FROM wallets WHERE member_id = ? AND wallet_type_id = 1', memberId))!.balance);

describe('adjustments', () => {
  it("a cashier's limit, then a second approval by another supervisor or owner; a refusal moves nothing", async () => {
    t = await testPlatform(START);
    const m = await registeredMember(t);
    const before = await main(m.id);
    const [cashier, supervisor, owner] = [staffActor(1, 'cashier'), staffActor(2, 'supervisor'), staffActor(3, 'owner')];
    const ask = (satang: number) => ({ memberId: m.id, walletTypeId: 1, satang, reason: 'ชดเชย' });

    await expect(askAdjustment(t.db, ask(500_001), cashier)).rejects.toMatchObject({ key: 'DESK_OVER_CASHIER_LIMIT' });
    expect(await askAdjustment(t.db, ask(500_000), cashier)).toMatchObject({ status: 'done', amount: 5000 });
    expect(await main(m.id)).toBe(before + 500_000);

    const waiting = await askAdjustment(t.db, ask(1_000_001), supervisor);
    expect(waiting.status).toBe('waiting');
    expect(await main(m.id)).toBe(before + 500_000);
    await expect(decideAdjustment(t.db, waiting.id, true, supervisor)).rejects.toMatchObject({ key: 'DESK_SAME_PERSON' });
    await expect(decideAdjustment(t.db, waiting.id, true, cashier)).rejects.toMatchObject({ key: 'DESK_SECOND_APPROVER_ROLE' });
    expect(await decideAdjustment(t.db, waiting.id, true, owner)).toMatchObject({ status: 'done', decided_by: 'staff-3' });
    expect(await main(m.id)).toBe(before + 1_500_001);
    await expect(decideAdjustment(t.db, waiting.id, false, owner)).rejects.toMatchObject({ key: 'DESK_ADJUSTMENT_NOT_WAITING' });

    const refused = await askAdjustment(t.db, ask(-1_200_000), owner);
    expect(await decideAdjustment(t.db, refused.id, false, supervisor)).toMatchObject({ status: 'refused' });
    expect(await main(m.id)).toBe(before + 1_500_001);
    await expect(askAdjustment(t.db, { ...ask(100), reason: ' ' }, owner)).rejects.toMatchObject({ key: 'DESK_REASON_INVALID' });
    await expect(askAdjustment(t.db, { ...ask(100), memberId: 999_999 }, owner)).rejects.toMatchObject({ key: 'MEMBER_NOT_FOUND' });
    expect(await unbalancedWallets(t.db)).toEqual([]);
    // Every step is in the audit trail.
    const actions = await t.rows<{ action: string }>("SELECT action FROM audit_trail WHERE target_kind = 'member' ORDER BY id");
    expect(actions.map((row) => row.action)).toEqual([
      'member.adjust',
      'member.adjust_asked',
      'member.adjust_approved',
      'member.adjust_asked',
      'member.adjust_refused',
    ]);
  });
});

describe('locking an account', () => {
  it('ends every session and refuses log-in until unlocked', async () => {
    t = await testPlatform(START);
    const token = await t.login();
    const { id } = (await t.row<{ id: number }>('SELECT id FROM members WHERE phone = ?', DEMO.phone))!;
    await lockMember(t.db, Number(id), 'ตรวจสอบ', staffActor(5, 'support'));
    expect((await t.send(auth.userInfo, {}, token)).status).toBe(401);
    const refused = await t.send(auth.login, { username: DEMO.phone, password: DEMO.password });
    expect(refused.error).toBe(1209);
    await expect(lockMember(t.db, Number(id), 'ซ้ำ', staffActor(5, 'support'))).rejects.toMatchObject({ key: 'MEMBER_ALREADY_LOCKED' });
    await unlockMember(t.db, Number(id), 'เรียบร้อย', staffActor(5, 'support'));
    expect((await t.send(auth.login, { username: DEMO.phone, password: DEMO.password })).error).toBe(0);
  });
});
