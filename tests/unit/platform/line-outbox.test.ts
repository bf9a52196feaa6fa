// LINE's messages (issue 44) on the platform (both engines), against the fake LINE server: a linked
// member's win and credit reach LINE once each, written in the event's transaction and sent from
// the outbox; a crash between the commit and the send, or between LINE taking the push and the row
// being marked, ends with one message (the same X-Line-Retry-Key on every try); LINE failing is
// tried again later, the wait doubling; an account that blocked us is sent nothing more.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EngineChoice } from '../../../src/platform/db/engine.ts';
import { freshTestDatabase, testEngineKind } from '../../support/test-databases.ts';
import * as line from '../../../src/contract/endpoints/account/line.ts';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import * as payments from '../../../src/contract/endpoints/money/payments.ts';
import { channelIdOf } from '../../../src/rules/money/payment-channels.ts';
import { confirmDeposit } from '../../../src/platform/flows/deposit.ts';
import { operatorResult } from '../../../src/platform/lotto/results-desk.ts';
import { operatorActor } from '../../../src/platform/audit/trail.ts';
import { grantBonus } from '../../../src/platform/withdrawals/operator.ts';
import { linePusher, sendLineOutbox, within } from '../../../src/platform/line/sender.ts';
import { lineOf } from '../../../src/platform/line/config.ts';
import { fakeIdToken, startFakeLine, type FakeLine } from '../../support/fake-line.ts';
import { passDrawTime, registeredMember, testPlatform, type RegisteredMember, type TestPlatform } from './helpers.ts';

const START = '2026-11-21T03:00:00.000Z';
const CHANNEL = '1657000000';
const PROMPTPAY = channelIdOf('promptpay');
const lineUser = (n: number) => `U${String(n).padStart(32, '0')}`;

let fake: FakeLine;
let t: TestPlatform;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  await t?.close();
  await fake?.close();
  // A new fake per test; within one, a restarted platform talks to the same LINE.
  fake = undefined as never;
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const lineConfig = () => ({
  channelSecret: 'test_secret',
  channelAccessToken: 'test-access-token',
  loginChannelId: CHANNEL,
  liffId: null,
  apiBase: fake.url,
});

async function lineSite(options: { engine?: EngineChoice; sendLineEveryMs?: number } = {}): Promise<void> {
  fake ??= await startFakeLine({ accessToken: 'test-access-token' });
  t = await testPlatform(START, { line: lineConfig(), ...options });
}

/** A database that outlives one platform: a file on SQLite, a database of its own on PostgreSQL. */
async function lastingDatabase(): Promise<EngineChoice> {
  if (testEngineKind() === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'line-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return { kind: 'sqlite', path: join(dir, 'platform.sqlite') };
  }
  const database = await freshTestDatabase();
  cleanups.push(() => database.drop());
  return database.engine;
}

async function linkedMember(n: number): Promise<RegisteredMember> {
  const m = await registeredMember(t);
  expect((await t.send(line.link, { id_token: fakeIdToken({ sub: lineUser(n), aud: CHANNEL }) }, m.token)).error).toBe(0);
  return m;
}

async function deposit(m: RegisteredMember, amount: number): Promise<number> {
  const channels = (await t.send(payments.channels, {}, m.token)).data;
  const account = channels.find((channel) => channel.id === PROMPTPAY)!.sub_channels[0]!.id;
  const asked = await t.send(payments.generateQr, { channel_id: PROMPTPAY, sub_channel_id: account, amount }, m.token);
  await confirmDeposit(t.db, asked.data.id, operatorActor('test'));
  return asked.data.id;
}

/** A government bill on 555 that wins, and one that loses, settled: the member's token renewed. */
async function winABill(m: RegisteredMember): Promise<number> {
  const round = (await t.send(lotto.lobby)).data.categories.find((category) => category.code === 'government')!.rounds[0]!;
  const bill = async (number: string) =>
    (
      await t.send(
        lotto.billCreate,
        { agent_id: 33, round_id: round.round_id, lines: [{ bet_type: 'three_top', number, amount: 10 }] },
        m.token,
      )
    ).data.bill_id;
  const won = await bill('555');
  await bill('123');
  await passDrawTime(t, round.round_id);
  m.token = await t.login(m.phone, 'secret123');
  await operatorResult(t.db, round.round_id, { three_top: '555', two_bottom: '45', three_front: [], three_bottom: [] }, 'somchai');
  return won;
}

const texts = (messages: unknown[]): string => JSON.stringify(messages);

describe("LINE's messages", () => {
  it("a linked member's credit and win reach LINE once each, across a crash between commit and send", async () => {
    await lineSite();
    const m = await linkedMember(1);
    const bystander = await registeredMember(t);
    await deposit(m, 300);
    await deposit(bystander, 300);
    const won = await winABill(m);
    // Committed with their events; the process "dies" before any send: nothing has left.
    const waiting = await t.rows<{ kind: string; retry_key: string }>(
      "SELECT kind, retry_key FROM line_outbox WHERE state = 'waiting' ORDER BY id",
    );
    expect(waiting.map((row) => row.kind)).toEqual(['deposit_paid', 'bill_won']);
    expect(fake.pushRequests).toHaveLength(0);

    // A fresh sender (a new client, as a restarted process would make) sends each exactly once.
    expect(await sendLineOutbox(t.db, await linePusher(lineOf(t.db)!))).toEqual({ sent: 2, failed: 0, blocked: 0 });
    expect(await sendLineOutbox(t.db)).toEqual({ sent: 0, failed: 0, blocked: 0 });
    expect(fake.pushes.map((push) => [push.to, push.retryKey])).toEqual(waiting.map((row) => [lineUser(1), row.retry_key]));
    // (A deposit's amount carries its unique satang.)
    expect(texts(fake.pushes[0]!.messages)).toMatch(/ฝากเงิน 300\.\d\d บาท สำเร็จ/);
    expect(texts(fake.pushes[0]!.messages)).toContain('"type":"flex"');
    expect(texts(fake.pushes[1]!.messages)).toContain(`โพย #${won} ถูกรางวัล 4,500 บาท`);
    expect(texts(fake.pushes[1]!.messages)).toContain('4,500 บาท');
    // The bill that lost and the bystander (not linked) sent nothing.
    expect(fake.pushes).toHaveLength(2);
    expect(await t.rows("SELECT state FROM line_outbox WHERE state <> 'sent'")).toEqual([]);
    // What the metrics say (line_messages).
    expect((await t.platform.figures()).lineMessages).toEqual({ waiting: 0, sent: 2, blocked: 0, given_up: 0 });
  });

  it("a platform that died before sending: the restarted one's own loop sends the row once, with its key", async () => {
    const engine = await lastingDatabase();
    await lineSite({ engine });
    const m = await linkedMember(4);
    await grantBonus(t.db, m.phone, 5_000, 1, operatorActor('test'));
    const [{ retry_key }] = await t.rows<{ retry_key: string }>('SELECT retry_key FROM line_outbox');
    // The process ends with the row committed and nothing sent.
    await t.close();
    expect(fake.pushRequests).toHaveLength(0);
    // A new process on the same database, its sender running by itself.
    await lineSite({ engine, sendLineEveryMs: 20 });
    await vi.waitFor(() => expect(fake.pushes).toHaveLength(1), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.pushRequests.map((push) => [push.to, push.retryKey])).toEqual([[lineUser(4), retry_key]]);
    expect(await t.row('SELECT state FROM line_outbox')).toEqual({ state: 'sent' });
  });

  it('a push LINE took but the sender died before marking goes again with the same key: one message', async () => {
    await lineSite();
    const m = await linkedMember(2);
    await grantBonus(t.db, m.phone, 5_000, 1, operatorActor('test'));
    const real = await linePusher(lineOf(t.db)!);
    // LINE takes it, then the process dies before the row is marked sent.
    const dying = {
      async pushMessage(...args: Parameters<typeof real.pushMessage>) {
        await real.pushMessage(...args);
        throw new Error('process died');
      },
    };
    await sendLineOutbox(t.db, dying);
    expect(fake.pushes).toHaveLength(1);
    // The row is held for the lease only; then a fresh run sends it again with its key: LINE says
    // 409 (already taken) and it counts as sent, nothing new reaches the member.
    expect(await sendLineOutbox(t.db)).toEqual({ sent: 0, failed: 0, blocked: 0 });
    t.advance(3);
    expect(await sendLineOutbox(t.db)).toEqual({ sent: 1, failed: 0, blocked: 0 });
    expect(fake.pushRequests.map((push) => push.retryKey)).toEqual([fake.pushes[0]!.retryKey, fake.pushes[0]!.retryKey]);
    expect(fake.pushes).toHaveLength(1);
    expect(await t.row('SELECT state, attempts FROM line_outbox')).toEqual({ state: 'sent', attempts: 2 });
  });

  it('LINE failing is tried again, the wait doubling; a blocked account is sent nothing more', async () => {
    await lineSite();
    const m = await linkedMember(3);
    await grantBonus(t.db, m.phone, 5_000, 1, operatorActor('test'));
    fake.failNext = 2;
    expect(await sendLineOutbox(t.db)).toMatchObject({ failed: 1 });
    const first = await t.row<{ next_at: number; last_error: string }>('SELECT next_at, last_error FROM line_outbox');
    expect(Number(first!.next_at) - t.now().getTime()).toBe(30_000);
    expect(first!.last_error).toBe('HTTP 500');
    t.advance(0.5);
    expect(await sendLineOutbox(t.db)).toMatchObject({ failed: 1 });
    const second = await t.row<{ next_at: number }>('SELECT next_at FROM line_outbox');
    expect(Number(second!.next_at) - t.now().getTime()).toBe(60_000);
    t.advance(1);
    expect(await sendLineOutbox(t.db)).toMatchObject({ sent: 1 });
    // Every try carried the row's one key.
    expect(new Set(fake.pushRequests.map((push) => push.retryKey)).size).toBe(1);

    // The member blocks the official account: LINE refuses, the link is marked, nothing more is queued.
    fake.blocked.add(lineUser(3));
    await grantBonus(t.db, m.phone, 6_000, 1, operatorActor('test'));
    expect(await sendLineOutbox(t.db)).toMatchObject({ blocked: 1 });
    expect((await t.send(line.status, {}, m.token)).data).toMatchObject({ linked: true, blocked: true });
    await grantBonus(t.db, m.phone, 7_000, 1, operatorActor('test'));
    expect(await t.count('line_outbox')).toBe(2);
    expect(fake.pushes).toHaveLength(1);
  });

  it('a LINE that never answers is let go after the timeout, as a failure to try again', async () => {
    await expect(within(20, new Promise(() => {}))).rejects.toThrow('timeout');
    await expect(within(1_000, Promise.resolve('sent'))).resolves.toBe('sent');
  });
});
