// The member's inbox (issue 27) on the embedded platform (both engines): a message for each event
// that moves the member's money (a settled bill won or lost, a deposit paid or rejected, a withdrawal
// paid or rejected with the reason, a bonus, a cashback), written in the event's transaction (an
// event whose message cannot be written does not happen, and twenty confirmations tell once); the
// operator's announcements; read and unread; kept 90 days.
import { afterEach, describe, expect, it } from 'vitest';
import { channelIdOf } from '../../../src/rules/money/payment-channels.ts';
import { confirmDeposit } from '../../../src/platform/flows/deposit.ts';
import { operatorResult } from '../../../src/platform/lotto/results-desk.ts';
import { rejectDeposit } from '../../../src/platform/payments/deposits.ts';
import { operatorActor } from '../../../src/platform/audit/trail.ts';
import { decideWithdrawal } from '../../../src/platform/withdrawals/decisions.ts';
import { grantBonus } from '../../../src/platform/withdrawals/operator.ts';
import { requestWithdrawal } from '../../../src/platform/withdrawals/requests.ts';
import { passDrawTime, registeredMember, testPlatform, type RegisteredMember, type TestPlatform } from './helpers.ts';
import * as inboxCalls from '../../../src/contract/endpoints/community/inbox.ts';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import * as payments from '../../../src/contract/endpoints/money/payments.ts';

const START = '2026-11-21T03:00:00.000Z';
const PROMPTPAY = channelIdOf('promptpay');

let t: TestPlatform;
afterEach(() => t?.close());

interface Message {
  id: number;
  kind: string;
  title: string;
  body: string;
  read: boolean;
}

async function inbox(m: RegisteredMember): Promise<{ unread: number; messages: Message[] }> {
  const answer = await t.send(inboxCalls.list, {}, m.token);
  expect(answer.error).toBe(0);
  return answer.data;
}

/** The member's messages about their money (the announcements left out), oldest first. */
async function moneyMessages(m: RegisteredMember): Promise<Message[]> {
  return (await inbox(m)).messages.filter((message) => message.kind !== 'announcement').reverse();
}

async function askDeposit(m: RegisteredMember, amount: number): Promise<number> {
  const channels = (await t.send(payments.channels, {}, m.token)).data;
  const account = channels.find((channel) => channel.id === PROMPTPAY)!.sub_channels[0]!.id;
  const asked = await t.send(payments.generateQr, { channel_id: PROMPTPAY, sub_channel_id: account, amount }, m.token);
  expect(asked.error).toBe(0);
  return asked.data.id;
}

describe('the inbox', () => {
  it('tells a deposit paid once under twenty confirmations, and one rejected with its reason', async () => {
    t = await testPlatform(START);
    const m = await registeredMember(t);
    const paid = await askDeposit(m, 300);
    await Promise.allSettled(Array.from({ length: 20 }, () => confirmDeposit(t.db, paid, operatorActor('test'))));
    const rejected = await askDeposit(m, 150);
    await rejectDeposit(t.db, rejected, operatorActor('test'), 'ไม่พบยอดโอน');
    const messages = await moneyMessages(m);
    expect(messages.map((message) => message.kind)).toEqual(['deposit_paid', 'deposit_rejected']);
    expect(messages[0]!.title).toMatch(/^ฝากเงิน 300(\.\d\d)? บาท สำเร็จ$/);
    expect(messages[1]!.body).toContain('ไม่พบยอดโอน');
    expect(messages.every((message) => !message.read)).toBe(true);
  });

  it('never keeps an event without its message: when the message cannot be written the deposit stays waiting', async () => {
    t = await testPlatform(START);
    const m = await registeredMember(t);
    const waiting = await askDeposit(m, 300);
    // Nothing may be written to the inbox now: the confirmation's transaction must fail whole.
    await t.rows('DROP TABLE inbox_messages');
    await expect(confirmDeposit(t.db, waiting, operatorActor('test'))).rejects.toThrow();
    expect(await t.row('SELECT status FROM deposits WHERE id = ?', waiting)).toEqual({ status: 'pending' });
    expect(await t.rows("SELECT id FROM ledger WHERE type = 'deposit'")).toEqual([]);
  });

  it('tells a withdrawal paid, one rejected with the reason, and a bonus', async () => {
    t = await testPlatform(START);
    const m = await registeredMember(t);
    const first = await requestWithdrawal(t.db, m.id, { walletId: m.main, amount: 10_000, idempotencyKey: 'tap-00000001' });
    const second = await requestWithdrawal(t.db, m.id, { walletId: m.main, amount: 20_000, idempotencyKey: 'tap-00000002' });
    await decideWithdrawal(t.db, first.id, { kind: 'approve', transferRef: null }, operatorActor('test'));
    await decideWithdrawal(t.db, second.id, { kind: 'reject', reason: 'ชื่อบัญชีไม่ตรง' }, operatorActor('test'));
    await grantBonus(t.db, m.phone, 5_000, 1, operatorActor('test'));
    const messages = await moneyMessages(m);
    expect(messages.map((message) => [message.kind, message.title])).toEqual([
      ['withdrawal_paid', 'ถอนเงิน 100 บาท สำเร็จ'],
      ['withdrawal_rejected', 'รายการถอนเงิน 200 บาท ไม่สำเร็จ'],
      ['bonus', 'ได้รับโบนัส 50 บาท'],
    ]);
    expect(messages[1]!.body).toContain('เหตุผล: ชื่อบัญชีไม่ตรง');
  });

  it('tells each bill of a settled round: won with the amount, or lost', async () => {
    t = await testPlatform(START);
    const m = await registeredMember(t);
    const lobby = (await t.send(lotto.lobby)).data.categories;
    const round = lobby.find((category) => category.code === 'government')!.rounds[0]!;
    const bill = (number: string) =>
      t.send(lotto.billCreate, { agent_id: 33, round_id: round.round_id, lines: [{ bet_type: 'three_top', number, amount: 10 }] }, m.token);
    const winning = (await bill('555')).data.bill_id;
    const losing = (await bill('123')).data.bill_id;
    // The result is taken from the draw time on, ten days later (the member logs in again).
    await passDrawTime(t, round.round_id);
    m.token = await t.login(m.phone, 'secret123');
    await operatorResult(t.db, round.round_id, { three_top: '555', two_bottom: '45', three_front: [], three_bottom: [] }, 'somchai');
    const messages = await moneyMessages(m);
    expect(messages.map((message) => [message.kind, message.title])).toEqual([
      ['bill_won', `โพย #${winning} ถูกรางวัล 4,500 บาท`],
      ['bill_lost', `โพย #${losing} ไม่ถูกรางวัล`],
    ]);
    expect(messages[0]!.body).toContain('ได้รับเงินรางวัล 4,500 บาท');
  });

  it("brings the operator's announcements once, marks read, and forgets after 90 days", async () => {
    t = await testPlatform(START);
    const m = await registeredMember(t);
    const other = await registeredMember(t);
    const [agent] = await t.rows<{ agent_id: number }>('SELECT agent_id FROM members WHERE id = ?', m.id);
    await t.rows(
      "INSERT INTO notifications (agent_id, type, title, description, image, sort_order, active) VALUES (?, 1, 'ปิดปรับปรุงระบบ', 'คืนนี้ 02:00', '', 0, 1)",
      agent!.agent_id,
    );
    const first = await inbox(m);
    const announced = first.messages.filter((message) => message.title === 'ปิดปรับปรุงระบบ');
    expect(announced).toHaveLength(1);
    expect(announced[0]).toMatchObject({ kind: 'announcement', body: 'คืนนี้ 02:00', read: false });
    expect((await inbox(m)).messages.filter((message) => message.title === 'ปิดปรับปรุงระบบ')).toHaveLength(1);

    await grantBonus(t.db, m.phone, 5_000, 1, operatorActor('test'));
    const before = await inbox(m);
    expect(before.unread).toBe(before.messages.length);
    // One read: the count falls by one; another member's id changes nothing of theirs.
    const one = await t.send(inboxCalls.read, { ids: [announced[0]!.id] }, m.token);
    expect(one.data.unread).toBe(before.unread - 1);
    await t.send(inboxCalls.read, { ids: [before.messages[0]!.id] }, other.token);
    expect((await inbox(m)).unread).toBe(before.unread - 1);
    const all = await t.send(inboxCalls.read, {}, m.token);
    expect(all.data.unread).toBe(0);
    expect(all.data.messages.every((message) => message.read)).toBe(true);
    expect((await t.send(inboxCalls.read, { ids: ['x' as never] }, m.token)).error).not.toBe(0);

    // Their messages now 91 days old (the session would not last that long on the clock).
    await t.rows('UPDATE inbox_messages SET created_at = created_at - ? WHERE member_id = ?', 91 * 24 * 60 * 60_000, m.id);
    await t.rows('UPDATE notifications SET active = 0');
    expect(await inbox(m)).toEqual({ unread: 0, messages: [] });
    expect(await t.count('inbox_messages')).toBe((await inbox(other)).messages.length);
  });
});
