// The spec's own deployment: a site node in gateway mode (PLATFORM_API_URL) in front of the
// platform served alone (`npm run platform`). The same member journey walks through the gateway
// and through an embedded site, and must get the same answers; then the upstream fails (stopped
// mid-journey, 5xx, malformed, slow, a token it no longer accepts) and the member gets the Thai
// envelope, a stale session is cleared once, and only safe calls are asked twice.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as adminStaff from '../../src/contract/endpoints/admin/admin-staff.ts';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as inbox from '../../src/contract/endpoints/community/inbox.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import * as memberCalls from '../../src/contract/endpoints/account/member.ts';
import * as payments from '../../src/contract/endpoints/money/payments.ts';
import * as withdrawals from '../../src/contract/endpoints/money/withdrawals.ts';
import { enrolledStaff } from '../api/admin-helpers.ts';
import { Member, birthDate, loopbackAddress, register, uniquePhone, type Answer } from '../api/client.ts';
import { freePort, startServer, type RunningServer } from '../support/server.ts';

const THAI = /[\u0E00-\u0E7F]/;

let platform: RunningServer;
let gateway: RunningServer;
let embedded: RunningServer;
/** The embedded site's own platform API (its PLATFORM_PORT). */
let embeddedPlatformUrl: string;

beforeAll(async () => {
  const embeddedPlatformPort = await freePort();
  embeddedPlatformUrl = `http://127.0.0.1:${embeddedPlatformPort}`;
  // TRUST_PROXY: the platform reads the member's address from the site node's X-Forwarded-For.
  [platform, embedded] = await Promise.all([
    startServer({ TRUST_PROXY: '1' }, { platformOnly: true, keepDataDir: true }),
    startServer({ PLATFORM_PORT: String(embeddedPlatformPort) }),
  ]);
  gateway = await startServer({ PLATFORM_API_URL: platform.url });
});

afterAll(async () => {
  await Promise.all([gateway?.stop(), embedded?.stop(), platform?.stop()]);
});

/** What a step answered, without what differs between two databases (ids, times, references, tokens). */
function shape(answer: Answer): unknown {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, strip(inner)]));
    return typeof value;
  };
  return { status: answer.status, error: answer.body.error, message: answer.body.message, data: strip(answer.body.data) };
}

/** A member's journey on one site: register with the phone code, wallets, deposit, a bill, withdraw, statement, inbox, log out and in. */
async function journey(site: RunningServer, data: RunningServer): Promise<Record<string, Answer>> {
  const member = new Member(loopbackAddress(), site.url);
  const phone = uniquePhone();
  const steps: Record<string, Answer> = {};
  steps.register = await register(
    member,
    {
      phone,
      password: 'secret-123',
      full_name: 'ผ่าน เกตเวย์',
      bank_code: 'SCB',
      bank_account: String(Math.floor(1e9 + Math.random() * 9e9)),
      birth_date: birthDate(30),
    },
    { dataDir: data.dataDir, databaseUrl: '' },
  );
  steps.userInfo = await member.send(auth.userInfo);
  steps.wallets = await member.send(memberCalls.wallets);
  const channels = await member.send(payments.channels);
  const promptpay = channels.body.data.find((channel) => channel.code === 'promptpay')!;
  const deposit = await member.send(payments.generateQr, {
    channel_id: promptpay.id,
    sub_channel_id: promptpay.sub_channels[0]!.id,
    amount: 300,
  });
  steps.deposit = deposit;
  steps.depositStatus = await member.send(payments.inquiryStatus, { id: deposit.body.data.id });
  const lobby = await member.send(lotto.lobby);
  const now = Date.parse(lobby.body.data.server_time);
  const round = lobby.body.data.categories
    .flatMap((category) => category.rounds)
    .find((entry) => Date.parse(entry.close_at) - now > 15 * 60_000)!;
  steps.bill = await member.send(lotto.billCreate, {
    agent_id: 33,
    round_id: round.round_id,
    lines: [{ bet_type: 'two_bottom', number: '07', amount: 20 }],
    idempotency_key: randomUUID(),
  });
  steps.billList = await member.send(lotto.billList);
  const info = await member.send(withdrawals.info);
  const main = info.body.data.wallets.find((wallet) => wallet.wallet_type_id === 1)!;
  steps.withdraw = await member.send(withdrawals.withdraw, { wallet_id: main.wallet_id, amount: 100, idempotency_key: randomUUID() });
  steps.statement = await member.send(memberCalls.statement);
  steps.inbox = await member.send(inbox.list);
  steps.refusal = await member.send(withdrawals.withdraw, { wallet_id: main.wallet_id, amount: 99.99, idempotency_key: randomUUID() });
  steps.logout = await member.send(auth.logout);
  steps.afterLogout = await member.send(memberCalls.wallets);
  steps.login = await member.send(auth.login, { username: phone, password: 'secret-123' });
  steps.walletsAgain = await member.send(memberCalls.wallets);
  return steps;
}

describe('a site node in gateway mode in front of the platform alone', () => {
  it('the platform answers as an operator API: access_token in the login answer, Bearer tokens, no cookie, no pages', async () => {
    const login = await fetch(platform.url + auth.login.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '0812345678', password: 'demo1234' }),
    });
    expect(login.headers.getSetCookie()).toEqual([]);
    const { data } = await login.json();
    expect(data.access_token).toMatch(/^\S{20,}$/);
    const info = await fetch(platform.url + auth.userInfo.path, { headers: { authorization: `Bearer ${data.access_token}` } });
    expect((await info.json()).data.phone).toBe('0812345678');
    const page = await fetch(`${platform.url}/`);
    expect(page.status).toBe(404);
    expect(await page.json()).toEqual({ error: 404, message: expect.stringMatching(THAI), data: null });
    expect((await (await fetch(`${platform.url}/readyz`)).json()).error).toBe(0);
  });

  it('walks every member call with the same answers as the embedded site', async () => {
    const through = await journey(gateway, platform);
    const direct = await journey(embedded, embedded);
    for (const [step, answer] of Object.entries(through)) expect(shape(answer), step).toEqual(shape(direct[step]!));
    expect(through.register!.body.error, through.register!.body.message).toBe(0);
    expect(JSON.stringify(through.register!.body)).not.toContain('access_token');
    expect(through.register!.setCookie.some((line) => /^r999_session=\S+;.*HttpOnly/i.test(line))).toBe(true);
    expect(through.bill!.body.error, through.bill!.body.message).toBe(0);
    expect(through.withdraw!.body.error, through.withdraw!.body.message).toBe(0);
    expect(through.afterLogout!.status).toBe(401);
    expect(through.walletsAgain!.body.error).toBe(0);
  });

  it('forwards the back office to our platform: staff enrol, their desk call and page answer', async () => {
    const staff = await enrolledStaff('cashier', gateway.url, { dataDir: platform.dataDir, databaseUrl: '' });
    const me = await staff.client.send(adminStaff.staffMe);
    expect(me.body.data.name).toBe(staff.name);
    const cookie = [...staff.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const page = await fetch(`${gateway.url}/admin/deposits`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(staff.name);
  });

  it('the platform stopped mid-journey: Thai 502s, nothing moved, the same request moves once when it is back', async () => {
    const member = new Member(loopbackAddress(), gateway.url);
    const answer = await register(
      member,
      {
        phone: uniquePhone(),
        password: 'secret-123',
        full_name: 'หยุด กลางทาง',
        bank_code: 'SCB',
        bank_account: '1234509876',
        birth_date: birthDate(30),
      },
      { dataDir: platform.dataDir, databaseUrl: '' },
    );
    expect(answer.body.error, answer.body.message).toBe(0);
    const info = await member.send(withdrawals.info);
    const main = info.body.data.wallets.find((wallet) => wallet.wallet_type_id === 1)!;
    const key = randomUUID();

    const port = Number(new URL(platform.url).port);
    await platform.stop();
    const refused = await member.send(withdrawals.withdraw, { wallet_id: main.wallet_id, amount: 200, idempotency_key: key });
    expect(refused.status).toBe(502);
    expect(refused.body).toEqual({ error: 502, message: expect.stringMatching(THAI), data: null });
    expect((await member.send(memberCalls.wallets)).status).toBe(502);
    // The session is the platform's to judge: a 502 keeps it.
    expect(member.cookies.has('r999_session')).toBe(true);
    // A member page says so in Thai under the member's header rather than sending a logged-in
    // member to the log-in form.
    const cookie = `r999_session=${member.cookies.get('r999_session')}`;
    const page = await fetch(`${gateway.url}/member/deposit`, { headers: { cookie }, redirect: 'manual' });
    expect(page.status).toBe(503);
    const unavailable = await page.text();
    expect(unavailable).toContain('ระบบขัดข้องชั่วคราว');
    expect(unavailable).toContain('data-testid="wallet-chip"');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.getSetCookie()).toEqual([]);
    // A page a visitor may see too is still the member's: their header (the chip, no log-in
    // button), the Thai notice, the session kept and the page never cached as a visitor's.
    for (const path of ['/', '/promotions', '/lotto/results']) {
      const shared = await fetch(`${gateway.url}${path}`, { headers: { cookie }, redirect: 'manual' });
      expect(shared.status, path).toBe(200);
      const html = await shared.text();
      expect(html, path).toContain('data-testid="platform-down"');
      expect(html, path).toContain('data-testid="wallet-chip"');
      expect(html, path).toContain('data-member-unavailable');
      expect(html, path).not.toContain('href="/register');
      expect(shared.headers.get('cache-control'), path).toBe('private, no-store');
      expect(shared.headers.getSetCookie(), path).toEqual([]);
    }

    platform = await startServer({ TRUST_PROXY: '1' }, { platformOnly: true, dataDir: platform.dataDir, port });
    // Back: the same session, the member's own home again.
    const home = await (await fetch(`${gateway.url}/`, { headers: { cookie } })).text();
    expect(home).toContain('หยุด กลางทาง');
    expect(home).not.toContain('data-testid="platform-down"');
    const before = await member.send(withdrawals.info);
    expect(before.body.data.pending).toBe(0);
    const sent = await member.send(withdrawals.withdraw, { wallet_id: main.wallet_id, amount: 200, idempotency_key: key });
    expect(sent.body.error, sent.body.message).toBe(0);
    const again = await member.send(withdrawals.withdraw, { wallet_id: main.wallet_id, amount: 200, idempotency_key: key });
    expect(again.body.error).toBe(0);
    const after = await member.send(withdrawals.info);
    expect(after.body.data.pending).toBe(1);
    const wallets = await member.send(memberCalls.wallets);
    expect(wallets.body.data.find((wallet) => wallet.wallet_type_id === 1)!.balance).toBe(800);
  });
});

describe('an embedded site as the platform of other site nodes', () => {
  const newcomer = () => ({
    phone: uniquePhone(),
    password: 'secret-123',
    full_name: 'สอง โหนด',
    bank_code: 'SCB',
    bank_account: String(Math.floor(1e9 + Math.random() * 9e9)),
    birth_date: birthDate(30),
  });

  it('serves its platform on PLATFORM_PORT: a gateway in front of it opens sessions on the same data', async () => {
    const front = await startServer({ PLATFORM_API_URL: embeddedPlatformUrl });
    try {
      const member = new Member(loopbackAddress(), front.url);
      const details = newcomer();
      const answer = await register(member, details, embedded);
      expect(answer.body.error, answer.body.message).toBe(0);
      expect(member.cookies.has('r999_session')).toBe(true);
      const bonus = await member.send(memberCalls.wallets);
      expect(bonus.body.error, bonus.body.message).toBe(0);
      // The same member, asked for on the embedded site itself.
      const direct = new Member(loopbackAddress(), embedded.url);
      const login = await direct.send(auth.login, { username: details.phone, password: details.password });
      expect(login.body.error, login.body.message).toBe(0);
      expect((await direct.send(memberCalls.wallets)).body.data).toEqual(bonus.body.data);
      // The platform port is the platform's door: the token in the answer, no cookie, no pages.
      const page = await fetch(`${embeddedPlatformUrl}/`);
      expect(page.status).toBe(404);
    } finally {
      await front.stop();
    }
  });

  it("pointed at a site's own port instead: the session opener is refused in Thai, never a success without a session", async () => {
    const misled = await startServer({ PLATFORM_API_URL: embedded.url });
    try {
      const member = new Member(loopbackAddress(), misled.url);
      const answer = await register(member, newcomer(), embedded);
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({ error: 502, message: expect.stringMatching(THAI), data: null });
      expect(member.cookies.has('r999_session')).toBe(false);
    } finally {
      await misled.stop();
      expect(misled.output()).toContain('PLATFORM_API_URL must name a platform');
    }
  });
});

describe('an upstream that fails', () => {
  let fake: Server;
  let site: RunningServer;
  const asked = new Map<string, number>();
  /** What the fake answers for a path. */
  const answers: Record<string, (res: import('node:http').ServerResponse) => void> = {
    [payments.deposits.path]: (res) => res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service Unavailable</h1>'),
    [payments.cancel.path]: (res) => res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service Unavailable</h1>'),
    [memberCalls.wallets.path]: (res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"error":0,"message":"ok","data":[{"nope":1}]}'),
    [inbox.list.path]: (res) =>
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":500,"message":"Internal Server Error","data":null}'),
    [auth.userInfo.path]: (res) =>
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":401,"message":"กรุณาเข้าสู่ระบบใหม่","data":null}'),
    [memberCalls.statement.path]: (res) => void setTimeout(() => res.writeHead(200).end('{}'), 3_000),
  };

  beforeAll(async () => {
    fake = createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0]!;
      asked.set(path, (asked.get(path) ?? 0) + 1);
      req.resume();
      (answers[path] ?? ((r) => r.writeHead(404).end('{}')))(res);
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as { port: number };
    site = await startServer({ PLATFORM_API_URL: `http://127.0.0.1:${port}`, PLATFORM_API_TIMEOUT_MS: '500' });
  });

  afterAll(async () => {
    await site?.stop();
    fake?.closeAllConnections();
    await new Promise((resolve) => fake?.close(resolve));
  });

  const member = () => {
    const one = new Member(loopbackAddress(), site.url);
    one.cookies.set('r999_session', 'stale-token-1234567890');
    return one;
  };

  it('a 5xx page: Thai 502; a safe call asked twice, a POST once', async () => {
    const m = member();
    const read = await m.send(payments.deposits);
    expect(read.body).toEqual({ error: 502, message: expect.stringMatching(THAI), data: null });
    expect(asked.get(payments.deposits.path)).toBe(2);
    const write = await m.send(payments.cancel, { id: 1 });
    expect(write.body).toEqual({ error: 502, message: expect.stringMatching(THAI), data: null });
    expect(asked.get(payments.cancel.path)).toBe(1);
  });

  it('a malformed success, an English 500 and a timeout: the Thai envelope', async () => {
    const m = member();
    for (const answer of [await m.send(memberCalls.wallets), await m.send(inbox.list), await m.send(memberCalls.statement)]) {
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({ error: 502, message: expect.stringMatching(THAI), data: null });
    }
    // Timed out: not asked again (the member would wait twice as long).
    expect(asked.get(memberCalls.statement.path)).toBe(1);
  });

  it('a token the upstream no longer accepts: the cookie cleared once', async () => {
    const m = member();
    const first = await m.send(auth.userInfo);
    expect(first.status).toBe(401);
    expect(first.setCookie.some((line) => /^r999_session=.*Max-Age=0/i.test(line))).toBe(true);
    expect(m.cookies.has('r999_session')).toBe(false);
    const second = await m.send(auth.userInfo);
    expect(second.setCookie).toEqual([]);
  });
});
