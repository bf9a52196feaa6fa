// Linking a member's LINE account (issue 44) on the platform (both engines), against the fake LINE
// server: LINE's own check of the ID token decides (another channel's or an expired token is
// refused in Thai), one LINE account links to one member, unlinking forgets the link and what was
// waiting, and the switches say which messages go. Without LINE configured nothing of it shows.
import { afterEach, describe, expect, it } from 'vitest';
import * as line from '../../../src/contract/endpoints/account/line.ts';
import { grantBonus } from '../../../src/platform/withdrawals/operator.ts';
import { operatorActor } from '../../../src/platform/audit/trail.ts';
import { ERRORS } from '../../../src/platform/errors.ts';
import { fakeIdToken, startFakeLine, type FakeLine } from '../../support/fake-line.ts';
import { registeredMember, testPlatform, type TestPlatform } from './helpers.ts';

const START = '2026-11-21T03:00:00.000Z';
const CHANNEL = '1657000000';
const ALICE = `U${'a'.repeat(32)}`;

let fake: FakeLine | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function lineSite(): Promise<TestPlatform> {
  fake = await startFakeLine({ accessToken: 'test-access-token' });
  return testPlatform(START, {
    line: {
      channelSecret: 'test_secret',
      channelAccessToken: 'test-access-token',
      loginChannelId: CHANNEL,
      liffId: `${CHANNEL}-AbCdEfGh`,
      apiBase: fake.url,
    },
  });
}

describe('linking LINE', () => {
  it('without LINE configured: the profile is told so, linking is refused, and a bonus queues nothing', async () => {
    const t = await testPlatform(START, { line: null });
    const m = await registeredMember(t);
    const status = await t.send(line.status, {}, m.token);
    expect(status.data).toMatchObject({ configured: false, liff_id: null, linked: false });
    const refused = await t.send(line.link, { id_token: fakeIdToken({ sub: ALICE, aud: CHANNEL }) }, m.token);
    expect(refused.error).toBe(ERRORS.LINE_NOT_CONFIGURED.code);
    await grantBonus(t.db, m.phone, 5_000, 1, operatorActor('test'));
    expect(await t.count('line_outbox')).toBe(0);
    expect(await t.count('line_links')).toBe(0);
  });

  it("links with LINE's word on the token, once per LINE account, and unlinks", async () => {
    const t = await lineSite();
    const m = await registeredMember(t);
    const other = await registeredMember(t);
    expect((await t.send(line.status, {}, m.token)).data).toMatchObject({
      configured: true,
      liff_id: `${CHANNEL}-AbCdEfGh`,
      linked: false,
    });

    // Another channel's token, an expired one, and no token at all are refused.
    const foreign = await t.send(line.link, { id_token: fakeIdToken({ sub: ALICE, aud: '1999999999' }) }, m.token);
    expect([foreign.error, foreign.message]).toEqual([ERRORS.LINE_TOKEN_INVALID.code, ERRORS.LINE_TOKEN_INVALID.message]);
    const expired = await t.send(line.link, { id_token: fakeIdToken({ sub: ALICE, aud: CHANNEL, exp: 1 }) }, m.token);
    expect(expired.error).toBe(ERRORS.LINE_TOKEN_INVALID.code);
    expect((await t.send(line.link, { id_token: 'not a token' }, m.token)).error).toBe(ERRORS.VALIDATION.code);

    const linked = await t.send(line.link, { id_token: fakeIdToken({ sub: ALICE, aud: CHANNEL }) }, m.token);
    expect(linked.error).toBe(0);
    expect(linked.data).toMatchObject({
      linked: true,
      blocked: false,
      notify: { wins: true, deposits: true, withdrawals: true, bonuses: true },
    });
    // Again by the same member: nothing changes; by another: refused in Thai.
    expect((await t.send(line.link, { id_token: fakeIdToken({ sub: ALICE, aud: CHANNEL }) }, m.token)).error).toBe(0);
    const taken = await t.send(line.link, { id_token: fakeIdToken({ sub: ALICE, aud: CHANNEL }) }, other.token);
    expect([taken.error, taken.message]).toEqual([ERRORS.LINE_TAKEN.code, 'บัญชี LINE นี้เชื่อมต่อกับสมาชิกอื่นอยู่แล้ว หนึ่งบัญชี LINE เชื่อมได้กับสมาชิกเดียว']);
    expect(await t.rows('SELECT member_id, line_user_id FROM line_links')).toEqual([{ member_id: m.id, line_user_id: ALICE }]);

    // Switches: only those given change.
    const switched = await t.send(line.notify, { bonuses: false }, m.token);
    expect(switched.data.notify).toEqual({ wins: true, deposits: true, withdrawals: true, bonuses: false });
    await grantBonus(t.db, m.phone, 5_000, 1, operatorActor('test'));
    expect(await t.count('line_outbox')).toBe(0);
    await t.send(line.notify, { bonuses: true }, m.token);
    await grantBonus(t.db, m.phone, 6_000, 1, operatorActor('test'));
    expect(await t.count('line_outbox')).toBe(1);

    // Unlinked: the link and what waited are gone; the other member may link that account now.
    const unlinked = await t.send(line.unlink, {}, m.token);
    expect(unlinked.data).toMatchObject({ linked: false });
    expect(await t.count('line_outbox')).toBe(0);
    expect((await t.send(line.unlink, {}, m.token)).error).toBe(ERRORS.LINE_NOT_LINKED.code);
    expect((await t.send(line.notify, { wins: false }, m.token)).error).toBe(ERRORS.LINE_NOT_LINKED.code);
    expect((await t.send(line.link, { id_token: fakeIdToken({ sub: ALICE, aud: CHANNEL }) }, other.token)).error).toBe(0);
  });

  it('answers in Thai when LINE cannot be reached', async () => {
    const t = await lineSite();
    await fake!.close();
    fake = undefined;
    const m = await registeredMember(t);
    const answer = await t.send(line.link, { id_token: fakeIdToken({ sub: ALICE, aud: CHANNEL }) }, m.token);
    expect([answer.error, answer.message]).toEqual([ERRORS.LINE_UNREACHABLE.code, ERRORS.LINE_UNREACHABLE.message]);
  });
});
