// The password reset and the login locks over HTTP, through the API door, against the built site.
// Each test connects from a loopback address of its own, so its per-address limits touch no other.
import { execFileSync } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import { Member, birthDate, loopbackAddress, uniquePhone, register } from './client.ts';

/** Registers a member (from 127.0.0.1); returns the phone, password and the logged-in member. */
async function newMember() {
  const form = {
    phone: uniquePhone(),
    password: 'first-pass-1',
    full_name: 'ทดสอบ รีเซ็ตรหัส',
    bank_code: 'SCB',
    // A bank account belongs to one member: each registration gets its own.
    bank_account: String(1_000_000_000 + Math.floor(Math.random() * 9_000_000_000)),
    birth_date: birthDate(30),
  };
  const member = new Member();
  expect((await register(member, form)).body.error).toBe(0);
  return { ...form, member };
}

/** The code in the newest text message to `phone`, read with `npm run operator -- outbox` as docs/operating.md says. */
function codeFromOutbox(phone: string): string {
  const output = execFileSync('npm', ['run', '--silent', 'operator', '--', 'outbox', phone], {
    env: { ...process.env, DATA_DIR: inject('dataDir'), DATABASE_URL: inject('databaseUrl') },
    encoding: 'utf8',
    // Synchronous: a command that never ended would hold the test's process past every vitest limit.
    timeout: 60_000,
  });
  const [, to, text] = output.trim().split('\n')[0]!.split('\t');
  expect(to).toBe(phone);
  return /\b(\d{6})\b/.exec(text ?? '')![1]!;
}

const envelope = (answer: { status: number; body: { error: number; message: string; data: unknown } }) => ({
  status: answer.status,
  error: answer.body.error,
  message: answer.body.message,
  data: answer.body.data,
});

describe('password reset', () => {
  it('never answers the code or a token, and the code from the SMS outbox sets the new password', async () => {
    const { phone, password, member } = await newMember();
    const visitor = new Member(loopbackAddress());
    const step1 = await visitor.send(auth.resetPassword, { phone, bank_account: '1234567890' } as never);
    expect(step1.status).toBe(200);
    expect(step1.body.error).toBe(0);
    const whole = JSON.stringify(step1.body);
    expect(whole).not.toMatch(/token/i);
    expect(step1.setCookie).toEqual([]);
    const code = codeFromOutbox(phone);
    expect(whole).not.toContain(code);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await visitor.send(auth.resetPasswordV2, { phone, code: wrong, new_password: 'reset-pass-2' });
    expect(refused.body.error).toBe(1207);
    expect(refused.body.message).toMatch(/[\u0E00-\u0E7F]/);

    const done = await visitor.send(auth.resetPasswordV2, { phone, code, new_password: 'reset-pass-2' });
    expect(done.body.error).toBe(0);
    expect(JSON.stringify(done.body)).not.toContain(code);
    expect((await member.send(auth.userInfo)).status).toBe(401); // every session ended
    expect((await new Member().send(auth.login, { username: phone, password })).body.error).toBe(1201);
    expect((await new Member().send(auth.login, { username: phone, password: 'reset-pass-2' })).body.error).toBe(0);
    const again = await visitor.send(auth.resetPasswordV2, { phone, code, new_password: 'reset-pass-3' });
    expect(again.body.error).toBe(1207);
  });

  it('answers an unknown phone exactly as a member phone, refusals included', async () => {
    const { phone } = await newMember();
    const unknown = uniquePhone();
    const visitor = new Member(loopbackAddress());
    expect(envelope(await visitor.send(auth.resetPassword, { phone: unknown }))).toEqual(
      envelope(await visitor.send(auth.resetPassword, { phone })),
    );
    const soon = await visitor.send(auth.resetPassword, { phone });
    expect(soon.body.error).toBe(1208);
    expect(envelope(await visitor.send(auth.resetPassword, { phone: unknown }))).toEqual(envelope(soon));
  });

  it('limits one address to 10 requests an hour across phones, without holding up other addresses', async () => {
    const sweeper = new Member(loopbackAddress());
    for (let i = 1; i <= 10; i++)
      expect((await sweeper.send(auth.resetPassword, { phone: uniquePhone() })).body.error, `request ${i}`).toBe(0);
    const eleventh = await sweeper.send(auth.resetPassword, { phone: uniquePhone() });
    expect(eleventh.body.error).toBe(1206);
    expect(eleventh.body.message).toMatch(/กรุณาลองใหม่ในอีก/);
    expect((await new Member(loopbackAddress()).send(auth.resetPassword, { phone: uniquePhone() })).body.error).toBe(0);
  });

  it('refuses a malformed code with a Thai message, never a 500', async () => {
    const answer = await new Member(loopbackAddress()).send(auth.resetPasswordV2, {
      phone: uniquePhone(),
      code: '12ab',
      new_password: 'long-enough-1',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ error: 1001, message: 'รหัสยืนยันต้องเป็นตัวเลข 6 หลัก' });
  });
});

describe('login locks', () => {
  it('40 parallel wrong passwords check at most five, then the right one is locked out too', async () => {
    // All at once: on SQLite they are admitted in the order they arrive, on PostgreSQL in whatever
    // order their transactions win; either way no more than five passwords are checked.
    const { phone, password } = await newMember();
    const attacker = new Member(loopbackAddress());
    await attacker.openConnections(40);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attacker.send(auth.login, { username: phone, password: `wrong-${i}-pass` })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // The fifth failure answers with the lock itself: at most four plain failures, the rest locked.
    expect(answers.filter((answer) => answer.body.error === 1201).length).toBeLessThanOrEqual(4);
    expect(answers.filter((answer) => answer.body.error === 1202).length).toBeGreaterThanOrEqual(36);
    const right = await attacker.send(auth.login, { username: phone, password });
    expect(right.body.error).toBe(1202);
    expect(right.setCookie.some((line) => line.startsWith('r999_session=') && !/Max-Age=0/i.test(line))).toBe(false);
    expect(attacker.cookies.has('r999_session')).toBe(false);
  });

  it("a stranger's failures from another address (even claiming the owner's) do not lock the owner out", async () => {
    const { phone, password } = await newMember();
    const home = loopbackAddress();
    const stranger = new Member(loopbackAddress());
    for (let i = 0; i < 5; i++) {
      // X-Forwarded-For from a browser is not trusted: the door uses the connection's address.
      await stranger.call('POST', auth.login.path, { username: phone, password: `wrong-${i}-pass` }, undefined, {
        'x-forwarded-for': home,
      });
    }
    const strangerLocked = await stranger.send(auth.login, { username: phone, password });
    expect(strangerLocked.body.error).toBe(1202);
    expect(strangerLocked.body.message).toMatch(/\d+ นาที/);

    const owner = new Member(home);
    const login = await owner.send(auth.login, { username: phone, password });
    expect(login.body.error).toBe(0);
    expect(owner.cookies.has('r999_session')).toBe(true);
  });
});
