// The official account's webhook (issue 44) on the platform (both engines): the LINE SDK's own
// published vector for the signature (line-bot-sdk-nodejs test/validate-signature.spec.ts) holds;
// a delivery with a forged or missing X-Line-Signature is refused (401, Thai) before anything of it
// is read; signed, a follow and an unfollow move the link's block, and a linked member typing
// ยอดเงิน or โพย is answered with their balance or latest bills, someone not linked with how to link.
import { createHmac } from 'node:crypto';
import { validateSignature } from '@line/bot-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import * as line from '../../../src/contract/endpoints/account/line.ts';
import { ERRORS } from '../../../src/platform/errors.ts';
import { checkAgainstContract } from '../../support/contract-check.ts';
import { fakeIdToken, startFakeLine, type FakeLine } from '../../support/fake-line.ts';
import { registeredMember, testPlatform, type Answer, type TestPlatform } from './helpers.ts';

const START = '2026-11-21T03:00:00.000Z';
const CHANNEL = '1657000000';
const SECRET = 'test_secret';
const ALICE = `U${'a'.repeat(32)}`;
const STRANGER = `U${'b'.repeat(32)}`;

let fake: FakeLine;
let t: TestPlatform;
afterEach(async () => {
  await t?.close();
  await fake?.close();
});

async function lineSite(): Promise<void> {
  fake = await startFakeLine({ accessToken: 'test-access-token' });
  t = await testPlatform(START, {
    line: { channelSecret: SECRET, channelAccessToken: 'test-access-token', loginChannelId: CHANNEL, liffId: null, apiBase: fake.url },
  });
}

const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('base64');

async function deliver(body: string, signature: string | null): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['x-line-signature'] = signature;
  const response = await t.platform.fetch(new Request(`http://platform.test${line.webhook.path}`, { method: 'POST', headers, body }));
  const json = (await response.json()) as Omit<Answer, 'status'>;
  checkAgainstContract('POST', line.webhook.path, response.status, json);
  return { status: response.status, ...json };
}

const delivery = (...events: unknown[]) => JSON.stringify({ destination: 'Uofficial', events });
const source = (userId: string) => ({ type: 'user', userId });
const text = (userId: string, words: string, replyToken: string) => ({
  type: 'message',
  replyToken,
  source: source(userId),
  message: { type: 'text', id: '1', text: words },
  timestamp: 0,
  mode: 'active',
});

describe("LINE's webhook", () => {
  it("the LINE SDK's published signature vector holds, and ours is the same HMAC", () => {
    const body = JSON.stringify({ hello: 'world' });
    expect(validateSignature(body, 'test_secret', 't7Hn4ZDHqs6e+wdvI5TyQIvzie0DmMUmuXEBqyyE/tM=')).toBe(true);
    expect(validateSignature(body, 'test_secret', 't7Hn4ZDHqs6e+wdvi5TyQivzie0DmMUmuXEBqyyE/tM=')).toBe(false);
    expect(sign(body, 'test_secret')).toBe('t7Hn4ZDHqs6e+wdvI5TyQIvzie0DmMUmuXEBqyyE/tM=');
  });

  it('refuses a forged, missing or other-secret signature before reading anything', async () => {
    await lineSite();
    const m = await registeredMember(t);
    await t.send(line.link, { id_token: fakeIdToken({ sub: ALICE, aud: CHANNEL }) }, m.token);
    const unfollow = delivery({ type: 'unfollow', source: source(ALICE), timestamp: 0, mode: 'active' });
    for (const signature of [null, '', 'forged', sign(unfollow, 'another_secret'), sign(`${unfollow} `)]) {
      const answer = await deliver(unfollow, signature);
      expect([answer.status, answer.error, answer.message]).toEqual([
        401,
        ERRORS.LINE_SIGNATURE_INVALID.code,
        ERRORS.LINE_SIGNATURE_INVALID.message,
      ]);
    }
    expect((await t.send(line.status, {}, m.token)).data).toMatchObject({ linked: true, blocked: false });
    // Not even JSON, forged: refused for the signature all the same.
    expect((await deliver('{"events": [', 'forged')).error).not.toBe(0);
  });

  it('signed: follow and unfollow move the block; ยอดเงิน and โพย are answered to a linked member only', async () => {
    await lineSite();
    const m = await registeredMember(t);
    await t.send(line.link, { id_token: fakeIdToken({ sub: ALICE, aud: CHANNEL }) }, m.token);

    const unfollow = delivery({ type: 'unfollow', source: source(ALICE), timestamp: 0, mode: 'active' });
    expect(await deliver(unfollow, sign(unfollow))).toMatchObject({ status: 200, error: 0, data: { events: 1 } });
    expect((await t.send(line.status, {}, m.token)).data).toMatchObject({ blocked: true });
    const follow = delivery({ type: 'follow', replyToken: 'r0', source: source(ALICE), timestamp: 0, mode: 'active' });
    await deliver(follow, sign(follow));
    expect((await t.send(line.status, {}, m.token)).data).toMatchObject({ blocked: false });

    const asks = delivery(
      text(ALICE, ' ยอดเงิน ', 'r1'),
      text(ALICE, 'โพย', 'r2'),
      text(STRANGER, 'ยอดเงิน', 'r3'),
      text(ALICE, 'สวัสดี', 'r4'),
    );
    expect((await deliver(asks, sign(asks))).data).toEqual({ events: 4 });
    const said = Object.fromEntries(fake.replies.map((reply) => [reply.replyToken, (reply.messages[0] as { text: string }).text]));
    expect(said.r1).toMatch(/^ยอดเงินคงเหลือ\n.*: 1,000\.00 บาท/);
    expect(said.r2).toBe('ยังไม่มีโพย');
    expect(said.r3).toContain('ยังไม่ได้เชื่อมต่อกับสมาชิก');
    expect(said.r4).toContain('พิมพ์ "ยอดเงิน"');
  });
});
