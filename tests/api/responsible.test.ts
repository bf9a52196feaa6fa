// Responsible play over HTTP against the built site (calls beyond SPEC.md: docs/api.md): the limits'
// and breaks' envelopes, their refusals in Thai with nothing written, the loss limit refusing a
// bill (exactly, under bills at once), and a break that ends the session and refuses log-in with its end date.
import { describe, expect, it } from 'vitest';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as memberCalls from '../../src/contract/endpoints/account/member.ts';
import * as responsible from '../../src/contract/endpoints/account/responsible.ts';
import { Member, register } from './client.ts';
import { ISO_TIME, THAI, create, mainBalance, newMember, openRound, validate } from './lotto-helpers.ts';

const line = (amount: number) => [{ bet_type: 'two_top', number: '47', amount }];

describe('responsible play over HTTP', () => {
  it('answers the state in the envelope and asks for a session', async () => {
    const member = await newMember();
    const answer = await member.send(responsible.view);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ error: 0, message: expect.any(String) });
    const data = answer.body.data;
    expect(data.limits.map((limit) => limit.kind)).toEqual(['deposit', 'loss']);
    expect(data.limits[1]).toEqual({ kind: 'loss', amount: null, used: 0, left: null, pending: null });
    expect(data.resets_at).toMatch(ISO_TIME);
    // The next Bangkok midnight: 17:00 UTC.
    expect(data.resets_at).toMatch(/T17:00:00\.000Z$/);
    expect(data).toMatchObject({ raise_delay_hours: 24, reminder_minutes: 60, break: null });

    const summary = await member.send(responsible.session);
    expect(summary.body).toMatchObject({ error: 0, data: { reminder_minutes: 60, stake: 0, returned: 0, net: 0 } });
    expect(summary.body.data.started_at).toMatch(ISO_TIME);

    const visitor = new Member();
    for (const [path, call] of [
      [responsible.view.path, () => visitor.send(responsible.view)],
      [responsible.session.path, () => visitor.send(responsible.session)],
      [responsible.limit.path, () => visitor.send(responsible.limit, { kind: 'loss', amount: 5 })],
      [responsible.takeBreak.path, () => visitor.send(responsible.takeBreak, { choice: '1d' })],
    ] as const) {
      const refused = await call();
      expect(refused.status, path).toBe(401);
      expect(refused.body).toMatchObject({ error: 401, data: null });
    }
  });

  it('refuses bad limits and bad breaks in Thai and writes nothing', async () => {
    const member = await newMember();
    for (const body of [
      { kind: 'loss', amount: 0 },
      { kind: 'loss', amount: 1.5 },
      { kind: 'loss' },
      { kind: 'x', amount: 5 },
      { amount: 5 },
    ]) {
      // Bodies the schema refuses, sent as they are.
      const answer = await member.send(responsible.limit, body as never);
      expect(answer.body.error, JSON.stringify(body)).toBe(1001);
      expect(answer.body.message).toMatch(THAI);
    }
    for (const body of [{ choice: '2d' }, {}, { choice: 1 }]) {
      const answer = await member.send(responsible.takeBreak, body as never);
      expect(answer.body.error).toBe(1001);
      expect(answer.body.message).toMatch(THAI);
    }
    const state = (await member.send(responsible.view)).body.data;
    expect(state.limits.every((limit) => limit.amount === null)).toBe(true);
    expect(state.break).toBeNull();
    // Still logged in: nothing happened.
    expect((await member.send(memberCalls.wallets)).body.error).toBe(0);
  });

  it('sets a loss limit at once, delays a raise, and refuses a bill past it with which limit and when it resets', async () => {
    const member = await newMember();
    const round = await openRound(['nikkei_afternoon', 'nikkei_morning', 'hangseng', 'dowjones'], 60_000);
    const set = await member.send(responsible.limit, { kind: 'loss', amount: 50 });
    expect(set.body).toMatchObject({ error: 0, message: expect.stringMatching(THAI) });
    expect(set.body.data.limits[1]).toMatchObject({ amount: 50, left: 50, pending: null });
    const raised = await member.send(responsible.limit, { kind: 'loss', amount: 500 });
    expect(raised.body.data.limits[1]).toMatchObject({ amount: 50, pending: { amount: 500 } });
    expect(Date.parse(raised.body.data.limits[1]!.pending!.effective_at) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    expect((await create(member, round.round_id, line(30))).body.error).toBe(0);
    const before = await mainBalance(member);
    for (const answer of [await validate(member, round.round_id, line(30)), await create(member, round.round_id, line(30))]) {
      expect(answer.body.error).toBe(2401);
      expect(answer.body.message).toContain('วงเงินเสียต่อวัน');
      expect(answer.body.message).toContain('เล่นได้อีก 20 บาท');
      expect(answer.body.message).toMatch(/เวลา 00:00 น\./);
    }
    expect(await mainBalance(member)).toBe(before);
  });

  it('holds a loss limit under 10 bills at once on different numbers: exactly what fits goes through', async () => {
    const member = await newMember();
    const round = await openRound(['nikkei_afternoon', 'nikkei_morning', 'hangseng', 'dowjones'], 60_000);
    expect((await member.send(responsible.limit, { kind: 'loss', amount: 100 })).body.error).toBe(0);
    const before = await mainBalance(member);
    // Different numbers: the bills share no number's queue, only the member.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, at) => create(member, round.round_id, [{ bet_type: 'two_top', number: `1${at}`, amount: 20 }])),
    );
    expect(answers.filter((answer) => answer.body.error === 0)).toHaveLength(5);
    expect(answers.filter((answer) => answer.body.error !== 0).map((answer) => answer.body.error)).toEqual(Array(5).fill(2401));
    expect(await mainBalance(member)).toBe(before - 100);
  });

  it('a break ends the session and refuses log-in with the end date', async () => {
    const phone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const member = new Member();
    const registered = await register(member, {
      phone,
      password: 'secret-123',
      full_name: 'พักก่อน ใจเย็น',
      bank_code: 'SCB',
      bank_account: String(Math.floor(1e9 + Math.random() * 9e9)),
      birth_date: `${new Date().getFullYear() - 30}-01-15`,
    });
    expect(registered.body.error, registered.body.message).toBe(0);
    const taken = await member.send(responsible.takeBreak, { choice: '1w' });
    expect(taken.body).toMatchObject({ error: 0, data: { kind: 'timeout' } });
    expect(taken.body.message).toMatch(THAI);
    expect(Date.parse(taken.body.data.ends_at) - Date.parse(taken.body.data.starts_at)).toBe(7 * 86_400_000);
    expect((await member.send(memberCalls.wallets)).status).toBe(401);

    const again = new Member();
    const refused = await again.send(auth.login, { username: phone, password: 'secret-123' });
    expect(refused.status).toBe(200);
    expect(refused.body.error).toBe(1401);
    expect(refused.body.data).toBeNull();
    expect(refused.body.message).toMatch(/เข้าสู่ระบบได้อีกครั้งหลัง \d{1,2} \S+ 25\d\d เวลา \d{2}:\d{2} น\./);
    expect(again.cookies.size).toBe(0);
  });
});
