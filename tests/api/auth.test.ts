// The auth contract over HTTP, through the API door, against the built site and its platform.
import { describe, expect, it } from 'vitest';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as memberCalls from '../../src/contract/endpoints/account/member.ts';
import { Member, birthDate, uniquePhone, register } from './client.ts';

const DEMO = { username: '0812345678', password: 'demo1234' };

function registration(overrides: Record<string, unknown> = {}) {
  return {
    phone: uniquePhone(),
    password: 'secret-123',
    full_name: 'ทดสอบ ระบบดี',
    bank_code: 'SCB',
    // A bank account belongs to one member: each registration gets its own.
    bank_account: String(1_000_000_000 + Math.floor(Math.random() * 9_000_000_000)),
    birth_date: birthDate(30),
    ...overrides,
  };
}

describe('login', () => {
  it('logs the demo member in with an httpOnly cookie and no token in the body', async () => {
    const member = new Member();
    const answer = await member.send(auth.login, DEMO);
    expect(answer.status).toBe(200);
    expect(answer.body.error).toBe(0);
    expect(JSON.stringify(answer.body)).not.toMatch(/access_token/);
    const cookie = answer.setCookie.find((line) => line.startsWith('r999_session='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
  });

  it('reads the user info and wallets summing to 10,000.00 baht', async () => {
    const member = new Member();
    await member.send(auth.login, DEMO);
    const info = await member.send(auth.userInfo);
    expect(info.body.error).toBe(0);
    expect(info.body.data).toMatchObject({ phone: '0812345678', agent_code: 'r999' });
    const wallets = await member.send(memberCalls.wallets);
    expect(wallets.body.error).toBe(0);
    const list = wallets.body.data;
    expect(list.some((w) => w.wallet_type_id === 1)).toBe(true);
    expect(list.reduce((sum, w) => sum + w.balance, 0)).toBe(10000);
    const points = await member.send(memberCalls.points);
    expect(typeof points.body.data.point).toBe('number');
  });

  it('refuses a wrong password with a Thai message and sets no cookie', async () => {
    const member = new Member();
    const answer = await member.send(auth.login, { username: '0812345678', password: 'wrong-password' });
    expect(answer.status).toBe(200);
    expect(answer.body.error).not.toBe(0);
    expect(answer.body.message).toMatch(/[\u0E00-\u0E7F]/);
    expect(answer.setCookie.some((line) => line.startsWith('r999_session=') && !/Max-Age=0/i.test(line))).toBe(false);
  });

  it('locks a phone on the sixth attempt after five wrong passwords, even with the right one', async () => {
    const member = new Member();
    const form = registration();
    await register(member, form);
    const visitor = new Member();
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await visitor.send(auth.login, { username: form.phone, password: `wrong-${attempt}xx` });
      expect(answer.body.error, `attempt ${attempt}`).toBe(1201);
    }
    // The fifth failure locks the phone (its answer says so).
    expect((await visitor.send(auth.login, { username: form.phone, password: 'wrong-5xx' })).body.error).not.toBe(0);
    const sixth = await visitor.send(auth.login, { username: form.phone, password: form.password });
    expect(sixth.status).toBe(200);
    expect(sixth.body.error).toBe(1202);
    expect(sixth.body.message).toMatch(/ล็อก/);
    expect(visitor.cookies.has('r999_session')).toBe(false);
  });

  it('answers a malformed body with HTTP 400 and a Thai message', async () => {
    const member = new Member();
    const answer = await member.call('POST', auth.login.path, undefined, '{"username": "0812345678",');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(400);
    expect(answer.body.message).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe('register', () => {
  it('registers a member who can then log in and change the password', async () => {
    const form = registration();
    const newcomer = new Member();
    const registered = await register(newcomer, form);
    expect(registered.body.error).toBe(0);
    expect(newcomer.cookies.has('r999_session')).toBe(true);
    expect(JSON.stringify(registered.body)).not.toMatch(/access_token/);

    const wallets = await newcomer.send(memberCalls.wallets);
    expect(wallets.body.data.find((w) => w.wallet_type_id === 1)!.balance).toBe(1000);

    const again = new Member();
    expect((await again.send(auth.login, { username: form.phone, password: form.password })).body.error).toBe(0);
    const changed = await again.send(auth.changePassword, { old_password: form.password, new_password: 'another-456' });
    expect(changed.body.error).toBe(0);
    expect((await new Member().send(auth.login, { username: form.phone, password: form.password })).body.error).toBe(1201);
    expect((await new Member().send(auth.login, { username: form.phone, password: 'another-456' })).body.error).toBe(0);
  });

  it('refuses a member under 20 with a Thai message and creates nothing', async () => {
    const form = registration({ birth_date: birthDate(20, 1) });
    const answer = await register(new Member(), form);
    expect(answer.status).toBe(200);
    expect(answer.body.error).toBe(1102);
    expect(answer.body.message).toMatch(/20/);
    const check = await new Member().send(auth.checkAccount, { phone: form.phone });
    expect(check.body.data.taken).toBe(false);
  });

  it('refuses a phone that is taken', async () => {
    const answer = await register(new Member(), registration({ phone: '0812345678' }));
    expect(answer.body.error).toBe(1101);
    expect(answer.body.message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('refuses bad fields with a Thai message naming the problem, never a 500', async () => {
    const cases = [
      { phone: '12345' },
      { password: 'short' },
      { bank_code: 'NOPE' },
      { birth_date: '2000-02-30' },
      { full_name: '' },
      { ref_code: 'NO-SUCH-CODE' },
    ];
    for (const override of cases) {
      const answer = await register(new Member(), registration(override));
      expect(answer.status, JSON.stringify(override)).toBe(200);
      expect(answer.body.error, JSON.stringify(override)).not.toBe(0);
      expect(answer.body.message, JSON.stringify(override)).toMatch(/[\u0E00-\u0E7F]/);
    }
  });
});

describe('sessions', () => {
  it('answers 401 without a session and after logout, and the door clears the cookie', async () => {
    expect((await new Member().send(auth.userInfo)).status).toBe(401);
    const member = new Member();
    await member.send(auth.login, DEMO);
    const token = member.cookies.get('r999_session');
    const out = await member.send(auth.logout);
    expect(out.body.error).toBe(0);
    expect(member.cookies.has('r999_session')).toBe(false);
    const replay = new Member();
    replay.cookies.set('r999_session', token!);
    const answer = await replay.send(auth.userInfo);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('เซสซั่นหมดอายุ กรุณาลองใหม่');
    expect(replay.cookies.has('r999_session')).toBe(false);
  });
});
