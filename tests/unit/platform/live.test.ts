// The live bus and the member's stream on the embedded platform (both engines): an event is told
// only after its transaction commits (never for a rolled-back change, nor a savepoint undone), a
// confirmed deposit reaches the member's open stream as `deposit` and `wallets` with the new
// balance, a reconnect with Last-Event-ID gets what it missed (or `reload`), a logout closes the
// stream, the limits refuse in Thai, and an event told on one node reaches another's (PostgreSQL:
// NOTIFY; SQLite: another process on the same file, through live_notices). The member's points and
// every round's change (the lobby) reach members' streams, a round's bets its risk desks' (and
// no other role's), and a session that expires ends its streams at the next heartbeat.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmDeposit } from '../../../src/platform/flows/deposit.ts';
import { credit } from '../../../src/platform/money/ledger.ts';
import { tx } from '../../../src/platform/db/database.ts';
import { liveOf, tell, type Heard } from '../../../src/platform/live/index.ts';
import { BUFFERED } from '../../../src/platform/live/bus.ts';
import { operatorActor } from '../../../src/platform/audit/trail.ts';
import { CLIENT_ADDRESS_HEADER } from '../../../src/platform/http.ts';
import * as payments from '../../../src/contract/endpoints/money/payments.ts';
import * as auth from '../../../src/contract/endpoints/account/auth.ts';
import { memberStream } from '../../../src/contract/endpoints/account/live.ts';
import { channelIdOf } from '../../../src/rules/money/payment-channels.ts';
import { testEngineKind } from '../../support/test-databases.ts';
import { readEvents } from '../../support/event-stream.ts';
import { movePoints } from '../../../src/platform/money/points.ts';
import { openExtraRound } from '../../../src/platform/lotto/extra-rounds.ts';
import { beatStreams } from '../../../src/platform/stream/sse.ts';
import * as adminStaff from '../../../src/contract/endpoints/admin/admin-staff.ts';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import { registeredMember, staffToken, testPlatform, type RegisteredMember, type TestPlatform } from './helpers.ts';

const START = '2026-11-21T03:00:00.000Z';
let t: TestPlatform;
const others: TestPlatform[] = [];
afterEach(async () => {
  await Promise.all(others.splice(0).map((one) => one.close()));
  await t?.close();
});

/** What the bus of `on` hears from now on. */
function hearing(on: TestPlatform): Heard[] {
  const heard: Heard[] = [];
  liveOf(on.db).subscribe((one) => one && heard.push(one));
  return heard;
}

/** Opens the member's stream through the platform's router, as the API door would. */
async function open(on: TestPlatform, token?: string, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: '203.0.113.9', ...extra };
  if (token) headers.authorization = `Bearer ${token}`;
  return on.platform.fetch(new Request(`http://platform.test${memberStream.path}`, { headers }));
}

async function pendingDeposit(owner: RegisteredMember, amount = 500): Promise<number> {
  const bank = channelIdOf('bank');
  const channels = (await t.send(payments.channels, {}, owner.token)).data;
  const sub = channels.find((channel) => channel.id === bank)!.sub_channels[0]!.id;
  const asked = await t.send(payments.generateQr, { channel_id: bank, sub_channel_id: sub, amount }, owner.token);
  expect(asked.error).toBe(0);
  return asked.data.id;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('live events', () => {
  it('are told after the commit, never for a change rolled back or a savepoint undone', async () => {
    t = await testPlatform(START);
    const owner = await registeredMember(t);
    const heard = hearing(t);
    await expect(
      tx(t.db, async (trx) => {
        await credit(trx, owner.main, 100, 'deposit');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await tx(t.db, async (trx) => {
      tell(trx, { kind: 'deposit', member: owner.id, id: 1 });
      await tx(trx, async () => {
        tell(trx, { kind: 'deposit', member: owner.id, id: 2 });
        throw new Error('savepoint undone');
      }).catch(() => undefined);
      // Not yet: the transaction has not committed.
      expect(heard).toEqual([]);
    });
    await credit(t.db, owner.main, 100, 'deposit');
    await settle();
    expect(heard.map((one) => one.event)).toEqual([
      { kind: 'deposit', member: owner.id, id: 1 },
      { kind: 'wallets', member: owner.id, id: 0 },
    ]);
  });

  it('reach the member’s open stream: a cashier’s confirmation as `deposit` and `wallets` with the new balance', async () => {
    t = await testPlatform(START);
    const owner = await registeredMember(t);
    const other = await registeredMember(t);
    const id = await pendingDeposit(owner);
    const response = await open(t, owner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = readEvents(response.body!);
    const theirs = readEvents((await open(t, other.token)).body!);
    await confirmDeposit(t.db, id, operatorActor('cashier'));
    const deposit = await events.nextNamed('deposit');
    expect(deposit.data).toEqual({ id, status: 'paid' });
    const wallets = await events.nextNamed('wallets');
    const main = (wallets.data as { id: number; balance: number }[]).find((wallet) => wallet.id === owner.main)!;
    expect(main.balance).toBeGreaterThanOrEqual(500);
    expect(wallets.id).toMatch(/^[0-9a-f]+\.\d+$/);
    // Another member's stream hears nothing of it.
    await expect(theirs.next(300)).rejects.toThrow(/no event/);
    await Promise.all([events.cancel(), theirs.cancel()]);
    expect(t.platform.openStreams()).toBe(0);
  });

  it('give a reconnect what it missed after its Last-Event-ID, or `reload` when the node no longer has it', async () => {
    t = await testPlatform(START);
    const owner = await registeredMember(t);
    const first = readEvents((await open(t, owner.token)).body!);
    await settle();
    const since = first.lastId()!;
    expect(since).toMatch(/\.\d+$/);
    await first.cancel();
    const before = Number((await t.row<{ balance: number }>('SELECT balance FROM wallets WHERE id = ?', owner.main))!.balance);
    await credit(t.db, owner.main, 12_300, 'deposit');
    await settle();
    const again = readEvents((await open(t, owner.token, { 'last-event-id': since })).body!);
    const missed = await again.nextNamed('wallets');
    expect((missed.data as { id: number; balance: number }[]).find((wallet) => wallet.id === owner.main)!.balance).toBe(
      (before + 12_300) / 100,
    );
    await again.cancel();
    // Another node's id (or an earlier run's), and one older than the node's buffer: reload.
    const elsewhere = readEvents((await open(t, owner.token, { 'last-event-id': 'ffffffff.3' })).body!);
    expect((await elsewhere.next()).event).toBe('reload');
    await elsewhere.cancel();
    for (let i = 0; i < BUFFERED + 1; i++) liveOf(t.db).publish({ kind: 'deposit', member: 0, id: i });
    const late = readEvents((await open(t, owner.token, { 'last-event-id': since })).body!);
    expect((await late.next()).event).toBe('reload');
    await late.cancel();
  });

  it('close when the session ends, and refuse in Thai without a session or past the limits', async () => {
    t = await testPlatform(START);
    const owner = await registeredMember(t);
    const events = readEvents((await open(t, owner.token)).body!);
    await settle();
    expect((await t.send(auth.logout, {}, owner.token)).error).toBe(0);
    await events.ended();
    expect(t.platform.openStreams()).toBe(0);

    const none = await open(t);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error: 401, message: expect.stringMatching(/[\u0E00-\u0E7F]/) });

    const member = await registeredMember(t);
    const held = [];
    for (let i = 0; i < 6; i++) held.push(readEvents((await open(t, member.token)).body!));
    const seventh = await open(t, member.token);
    expect(seventh.status).toBe(429);
    expect(await seventh.json()).toMatchObject({ error: 1501, message: expect.stringMatching(/[\u0E00-\u0E7F]/), data: null });
    await held.pop()!.cancel();
    const again = await open(t, member.token);
    expect(again.status).toBe(200);
    await again.body!.cancel();
    await Promise.all(held.map((one) => one.cancel()));

    await t.row("UPDATE settings SET value = '2' WHERE key = 'live.streams_per_address'");
    const a = await registeredMember(t);
    const b = await registeredMember(t);
    const two = [readEvents((await open(t, a.token)).body!), readEvents((await open(t, b.token)).body!)];
    const third = await open(t, a.token);
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ error: 1502, message: expect.stringMatching(/[\u0E00-\u0E7F]/) });
    await Promise.all(two.map((one) => one.cancel()));
  });

  it(
    testEngineKind() === 'postgres'
      ? 'cross nodes on PostgreSQL: told on one platform, heard by another on the same database'
      : 'cross processes on one SQLite file: the command line’s events reach the serving process’s streams',
    async () => {
      const dir = testEngineKind() === 'postgres' ? null : mkdtempSync(join(tmpdir(), 'r999-live-'));
      t = await testPlatform(START, dir ? { dataDir: dir, liveNotices: 'read' } : {});
      const owner = await registeredMember(t);
      const second = await registeredMember(t);
      const before = Number((await t.row<{ balance: number }>('SELECT balance FROM wallets WHERE id = ?', owner.main))!.balance);
      const other = await testPlatform(START, dir ? { dataDir: dir, liveNotices: 'write' } : { engine: t.engine });
      others.push(other);
      const events = readEvents((await open(t, owner.token)).body!);
      await settle();
      // Told by the other platform (another node; on SQLite, the command line's process).
      await credit(other.db, owner.main, 4_200, 'deposit');
      const wallets = await events.nextNamed('wallets');
      expect((wallets.data as { id: number; balance: number }[]).find((wallet) => wallet.id === owner.main)!.balance).toBe(
        (before + 4_200) / 100,
      );
      await events.cancel();
      if (dir) {
        // The writer waits for its notices before its database closes: none is lost on the way out,
        // not even one whose wallet's owner it was still reading (the command line's first credit).
        const heard = hearing(t);
        await credit(other.db, owner.main, 100, 'deposit');
        await credit(other.db, second.main, 100, 'deposit');
        await other.close();
        await expect
          .poll(() => heard.map((one) => one.event), { timeout: 3_000 })
          .toEqual([
            { kind: 'wallets', member: owner.id, id: 0 },
            { kind: 'wallets', member: second.id, id: 0 },
          ]);
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

async function openStaff(on: TestPlatform, token: string) {
  const headers = { [CLIENT_ADDRESS_HEADER]: '203.0.113.10', authorization: `Bearer ${token}` };
  const response = await on.platform.fetch(new Request(`http://platform.test${adminStaff.staffStream.path}`, { headers }));
  expect(response.status).toBe(200);
  return readEvents(response.body!);
}

describe('what else the streams carry, and how long', () => {
  it('bring the member’s points, and every round’s change to every member (the lobby reads again)', async () => {
    t = await testPlatform(START);
    const owner = await registeredMember(t);
    const other = await registeredMember(t);
    const mine = readEvents((await open(t, owner.token)).body!);
    const theirs = readEvents((await open(t, other.token)).body!);
    await settle();
    await movePoints(t.db, owner.id, 35, 'quest');
    expect((await mine.nextNamed('points')).data).toEqual({ point: 35 });
    const round = await openExtraRound(t.db, 10);
    expect((await mine.nextNamed('round')).data).toEqual({ round_id: round });
    // The other member hears the round, never the points.
    expect((await theirs.next()).event).toBe('round');
    await Promise.all([mine.cancel(), theirs.cancel()]);
  });

  it('tell a round’s risk desks of its bets once for a burst, and no role that may not manage risk', async () => {
    t = await testPlatform(START);
    const risk = await openStaff(t, await staffToken(t, 'risk'));
    const cashier = await openStaff(t, await staffToken(t, 'cashier'));
    await settle();
    const owner = await registeredMember(t);
    await credit(t.db, owner.main, 100_000, 'deposit');
    const lobby = await t.send(lotto.lobby);
    const roundId = lobby.data.categories.find((category) => category.code === 'government')!.rounds[0]!.round_id;
    const placed = await t.send(
      lotto.billCreate,
      { agent_id: 33, round_id: roundId, lines: [{ bet_type: 'three_top', number: '123', amount: 10 }] },
      owner.token,
    );
    expect(placed.error, placed.message).toBe(0);
    expect((await risk.nextNamed('risk')).data).toEqual({ round_id: roundId });
    // A burst of bets (told at once here: bills on a loaded machine may straddle the gathering second): one event.
    for (let i = 0; i < 20; i++) liveOf(t.db).publish({ kind: 'stakes', member: 0, id: roundId });
    expect((await risk.nextNamed('risk')).data).toEqual({ round_id: roundId });
    await expect(risk.nextNamed('risk', 1_500)).rejects.toThrow(/no risk/);
    await expect(cashier.nextNamed('risk', 300)).rejects.toThrow(/no risk/);
    await Promise.all([risk.cancel(), cashier.cancel()]);
  });

  it('end at the heartbeat after the session expires: a member’s by its time, a staff one’s past its hours', async () => {
    t = await testPlatform(START);
    const owner = await registeredMember(t);
    const events = readEvents((await open(t, owner.token)).body!);
    const staff = await openStaff(t, await staffToken(t, 'cashier'));
    await settle();
    // 40 minutes on, a beat every 20: the desk's stream keeps the staff session from idling (30).
    for (const minutes of [20, 20]) {
      t.advance(minutes);
      beatStreams(t.db);
      await settle();
    }
    expect(t.platform.openStreams()).toBe(2);
    // A week on: the member's session has expired, and the staff's is past its 12 hours.
    t.advance(7 * 24 * 60);
    beatStreams(t.db);
    await Promise.all([events.ended(), staff.ended()]);
    expect(t.platform.openStreams()).toBe(0);
  });
});
