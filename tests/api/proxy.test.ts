// With PLATFORM_API_URL set, the door forwards every call upstream (method, query, body, status,
// answer) with `Authorization: Bearer` from the session cookie. The upstream here is a real
// platform served raw over HTTP, recording what it was sent.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as agent from '../../src/contract/endpoints/content/agent.ts';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import * as memberCalls from '../../src/contract/endpoints/account/member.ts';
import { createPlatform, type Platform } from '../../src/platform/index.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let upstream: Server;
let platform: Platform;
let site: RunningServer;
const seen: { method: string; url: string; authorization?: string }[] = [];

beforeAll(async () => {
  platform = await createPlatform({ memory: true });
  upstream = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization });
    const body = chunks.length ? Buffer.concat(chunks).toString() : undefined;
    const answer = await platform.fetch(
      new Request(`http://upstream${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: req.method === 'GET' ? undefined : body,
      }),
    );
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(await answer.text());
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const address = upstream.address() as { port: number };
  site = await startServer({ PLATFORM_API_URL: `http://127.0.0.1:${address.port}/` });
});

afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => upstream?.close(resolve));
  await platform?.close();
});

async function call(path: string, init: RequestInit = {}, cookie?: string) {
  const response = await fetch(site.url + path, {
    ...init,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...(init.headers ?? {}) },
  });
  return { response, body: await response.json() };
}

describe('proxy mode', () => {
  it('forwards login, keeps the token in an httpOnly cookie and sends it upstream as a Bearer header', async () => {
    const login = await call(auth.login.path, { method: 'POST', body: JSON.stringify({ username: '0812345678', password: 'demo1234' }) });
    expect(login.body.error).toBe(0);
    expect(JSON.stringify(login.body)).not.toContain('access_token');
    const cookie = login.response.headers.getSetCookie().find((line) => line.startsWith('r999_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    const token = cookie.split(';')[0].split('=')[1];

    const info = await call(`${auth.userInfo.path}?probe=1`, {}, `r999_session=${token}`);
    expect(info.body.data.phone).toBe('0812345678');
    const forwarded = seen.find((entry) => entry.url === `${auth.userInfo.path}?probe=1`);
    expect(forwarded?.method).toBe('GET');
    expect(forwarded?.authorization).toBe(`Bearer ${token}`);
  });

  it('passes the upstream status through: 400 for a malformed body, 401 without a session', async () => {
    const bad = await call(auth.login.path, { method: 'POST', body: '{oops' });
    expect(bad.response.status).toBe(400);
    const anonymous = await call(memberCalls.wallets.path, { method: 'POST', body: '{}' });
    expect(anonymous.response.status).toBe(401);
  });

  it('answers in Thai when the upstream cannot be reached', async () => {
    const orphan = await startServer({ PLATFORM_API_URL: 'http://127.0.0.1:9' });
    try {
      const response = await fetch(orphan.url + agent.notifications.path);
      expect(response.status).toBe(502);
      expect((await response.json()).message).toMatch(/[\u0E00-\u0E7F]/);
    } finally {
      await orphan.stop();
    }
  });
});

// An operator's platform whose answers are the declared shape or not: what we read is checked at
// the gateway (contract/endpoints/), what we do not read passes.
describe('proxy mode: answers checked against the contract', () => {
  let fake: Server;
  let checked: RunningServer;
  const lobbies: Record<string, unknown> = {
    // categories must be an array of categories; a text is the wrong type
    [lotto.lobby.path]: { error: 0, message: 'สำเร็จ', data: { categories: 'none', server_time: '2026-03-01T03:00:00.000Z' } },
    // no `point` at all
    [memberCalls.points.path]: { error: 0, message: 'สำเร็จ', data: { points: 5 } },
    // the declared fields, and one more the site does not read
    [lotto.rule.path]: { error: 0, message: 'สำเร็จ', data: { round_id: 7, text: 'กติกา', operator_note: 'extra' } },
    // a refusal carries no answer to check
    [lotto.result.path]: { error: 3005, message: 'งวดนี้ยังไม่ออกผล', data: null },
  };

  beforeAll(async () => {
    fake = createServer((req, res) => {
      const path = new URL(req.url!, 'http://fake').pathname;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(lobbies[path] ?? { error: 404, message: 'ไม่พบ', data: null }));
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    checked = await startServer({ PLATFORM_API_URL: `http://127.0.0.1:${(fake.address() as { port: number }).port}` });
  });

  afterAll(async () => {
    await checked?.stop();
    await new Promise((resolve) => fake?.close(resolve));
  });

  it('answers the Thai 502 envelope for a success whose fields we read are missing or of the wrong type', async () => {
    for (const [path, init] of [
      [lotto.lobby.path, {}],
      [memberCalls.points.path, { method: 'POST', body: '{}', headers: { cookie: 'r999_session=abc' } }],
    ] as const) {
      const response = await fetch(checked.url + path, {
        ...init,
        headers: { 'content-type': 'application/json', ...('headers' in init ? init.headers : {}) },
      });
      expect(response.status).toBe(502);
      const body = await response.json();
      expect(body).toEqual({ error: 502, message: expect.stringMatching(/[\u0E00-\u0E7F]/), data: null });
    }
  });

  it('passes a richer answer and a refusal on as they came', async () => {
    const rule = await (await fetch(`${checked.url}${lotto.rule.path}?round_id=7`)).json();
    expect(rule.data).toEqual({ round_id: 7, text: 'กติกา', operator_note: 'extra' });
    const result = await (await fetch(`${checked.url}${lotto.result.path}?round_id=7`)).json();
    expect(result.error).toBe(3005);
  });

  it('draws a page without the broken part instead of a broken page', async () => {
    const page = await fetch(checked.url + '/lotto');
    expect(page.status).toBe(200);
  });
});
