// The member's live stream over HTTP against the built site (issue 43): answered as server-sent
// events through the front door (not buffered, not compressed), a cashier's confirmation arriving
// as `deposit` and `wallets` with the new balance, a reconnect with Last-Event-ID given what it
// missed, a logout closing it at once, the per-session and per-address limits and a missing
// session refused with the Thai envelope.
import { describe, expect, it } from 'vitest';
import * as adminDesk from '../../src/contract/endpoints/admin/admin-desk.ts';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as payments from '../../src/contract/endpoints/money/payments.ts';
import * as withdrawals from '../../src/contract/endpoints/money/withdrawals.ts';
import { memberStream } from '../../src/contract/endpoints/account/live.ts';
import { checkAgainstContract } from '../support/contract-check.ts';
import { openStream, type OpenedStream } from '../support/event-stream.ts';
import { Member, loopbackAddress } from './client.ts';
import { staffMember } from './admin-helpers.ts';
import { THAI, mainBalance, newMember, operator } from './lotto-helpers.ts';

type Opened = OpenedStream;

/** Opens the stream as a browser would (the member's cookie), from `from` when given; a refusal checked against the declaration. */
async function open(member: Member, options: { from?: string; lastEventId?: string } = {}): Promise<Opened> {
  const cookie = [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const opened = await openStream(member.baseUrl + memberStream.path, { ...options, cookie });
  if (opened.envelope) checkAgainstContract('GET', memberStream.path, opened.status, opened.envelope);
  return opened;
}

async function waitingDeposit(member: Member, amount: number): Promise<{ id: number; pay_amount: number }> {
  const channels = await member.send(payments.channels);
  const promptpay = channels.body.data.find((channel) => channel.code === 'promptpay')!;
  const made = await member.send(payments.generateQr, { channel_id: promptpay.id, sub_channel_id: promptpay.sub_channels[0]!.id, amount });
  expect(made.body.error, made.body.message).toBe(0);
  return made.body.data;
}

const mainOf = (data: unknown) =>
  (data as { wallet_type_id: number; balance: number }[]).find((wallet) => wallet.wallet_type_id === 1)!.balance;

describe('the member’s live stream', () => {
  it('brings a cashier’s confirmation as `deposit` and `wallets` with the new balance, unbuffered and uncompressed', async () => {
    const member = await newMember();
    const deposit = await waitingDeposit(member, 321);
    const before = await mainBalance(member);
    const stream = await open(member);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['cache-control']).toMatch(/no-store/);
    expect(stream.headers['x-accel-buffering']).toBe('no');
    const cashier = await staffMember('cashier');
    const confirmed = await cashier.send(adminDesk.depositConfirm, { id: deposit.id });
    expect(confirmed.body.error, confirmed.body.message).toBe(0);
    const told = await stream.events!.nextNamed('deposit');
    expect(told.data).toEqual({ id: deposit.id, status: 'paid' });
    const wallets = await stream.events!.nextNamed('wallets');
    expect(mainOf(wallets.data)).toBeCloseTo(before + deposit.pay_amount, 2);
    expect(mainOf(wallets.data)).toBeCloseTo(await mainBalance(member), 2);
    await stream.events!.cancel();
  });

  it('brings a withdrawal’s state as it is asked and rejected, the inbox’s unread count, and the balance given back', async () => {
    const member = await newMember();
    const stream = await open(member);
    const info = await member.send(withdrawals.info);
    const main = info.body.data.wallets.find((wallet) => wallet.wallet_type_id === 1)!;
    const asked = await member.send(withdrawals.withdraw, {
      wallet_id: main.wallet_id,
      amount: 200,
      idempotency_key: `live-${Math.random()}`,
    });
    expect(asked.body.error, asked.body.message).toBe(0);
    expect((await stream.events!.nextNamed('withdrawal')).data).toEqual({ id: asked.body.data.id, status: 'pending' });
    expect(mainOf((await stream.events!.nextNamed('wallets')).data)).toBeCloseTo(await mainBalance(member), 2);
    const cashier = await staffMember('cashier');
    const rejected = await cashier.send(adminDesk.withdrawalReject, { id: asked.body.data.id, reason: 'ชื่อบัญชีไม่ตรง' });
    expect(rejected.body.error, rejected.body.message).toBe(0);
    expect((await stream.events!.nextNamed('withdrawal')).data).toEqual({ id: asked.body.data.id, status: 'rejected' });
    const unread = (await stream.events!.nextNamed('inbox')).data as { unread: number };
    expect(unread.unread).toBeGreaterThanOrEqual(1);
    expect(mainOf((await stream.events!.nextNamed('wallets')).data)).toBeCloseTo(await mainBalance(member), 2);
    await stream.events!.cancel();
  });

  it('gives a reconnect with Last-Event-ID what it missed, and one from elsewhere `reload`', async () => {
    const member = await newMember();
    const first = await open(member);
    // The opening line's id: what EventSource would send back on reconnecting.
    await expect(first.events!.next(300)).rejects.toThrow(/no event/);
    const since = first.events!.lastId()!;
    expect(since).toMatch(/^[0-9a-f]+\.\d+$/);
    await first.events!.cancel();
    const deposit = await waitingDeposit(member, 45);
    const cashier = await staffMember('cashier');
    expect((await cashier.send(adminDesk.depositConfirm, { id: deposit.id })).body.error).toBe(0);
    const again = await open(member, { lastEventId: since });
    expect((await again.events!.nextNamed('deposit')).data).toEqual({ id: deposit.id, status: 'paid' });
    expect(mainOf((await again.events!.nextNamed('wallets')).data)).toBeCloseTo(await mainBalance(member), 2);
    await again.events!.cancel();
    const elsewhere = await open(member, { lastEventId: '00000000.1' });
    expect((await elsewhere.events!.next()).event).toBe('reload');
    await elsewhere.events!.cancel();
  });

  it('is closed at once when the member logs out', async () => {
    const member = await newMember();
    const stream = await open(member);
    const cookies = new Map(member.cookies);
    expect((await member.send(auth.logout)).body.error).toBe(0);
    await stream.events!.ended();
    // The old cookie opens nothing any more.
    const stale = new Member();
    stale.cookies = cookies;
    const refused = await open(stale);
    expect(refused.status).toBe(401);
    expect(refused.envelope).toMatchObject({ error: 401, message: expect.stringMatching(THAI), data: null });
  });

  it('refuses without a session, and past the per-session and per-address limits, with the Thai envelope', async () => {
    const visitor = await open(new Member());
    expect(visitor.status).toBe(401);
    expect(visitor.envelope).toMatchObject({ error: 401, message: expect.stringMatching(THAI), data: null });

    const member = await newMember();
    const from = loopbackAddress();
    const held: Opened[] = [];
    for (let i = 0; i < 6; i++) held.push(await open(member, { from }));
    expect(held.map((one) => one.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const seventh = await open(member, { from });
    expect(seventh.status).toBe(429);
    expect(seventh.envelope).toMatchObject({ error: 1501, message: expect.stringMatching(THAI), data: null });
    await Promise.all(held.map((one) => one.events!.cancel()));

    await operator('setting', 'live.streams_per_address', '2', '--by', 'api-tests');
    try {
      const address = loopbackAddress();
      const [a, b] = [await newMember(), await newMember()];
      const two = [await open(a, { from: address }), await open(b, { from: address })];
      expect(two.map((one) => one.status)).toEqual([200, 200]);
      const third = await open(a, { from: address });
      expect(third.status).toBe(429);
      expect(third.envelope).toMatchObject({ error: 1502, message: expect.stringMatching(THAI), data: null });
      // Another address is not held back by this one.
      const elsewhere = await open(a, { from: loopbackAddress() });
      expect(elsewhere.status).toBe(200);
      await Promise.all([...two, elsewhere].map((one) => one.events!.cancel()));
    } finally {
      await operator('setting', 'live.streams_per_address', '200', '--by', 'api-tests');
    }
  });
});
