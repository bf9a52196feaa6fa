// With PLATFORM_API_URL set, the door forwards every call upstream (method, query, body, status,
// answer) with `Authorization: Bearer` from the session cookie. The upstream here is a real
// platform served raw over HTTP, recording what it was sent.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const login = await call('/api/login', { method: 'POST', body: JSON.stringify({ username: '0812345678', password: 'demo1234' }) });
    expect(login.body.error).toBe(0);
    expect(JSON.stringify(login.body)).not.toContain('access_token');
    const cookie = login.response.headers.getSetCookie().find((line) => line.startsWith('r999_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    const token = cookie.split(';')[0].split('=')[1];

    const info = await call('/api/get_user_info?probe=1', {}, `r999_session=${token}`);
    expect(info.body.data.phone).toBe('0812345678');
    const forwarded = seen.find((entry) => entry.url === '/api/get_user_info?probe=1');
    expect(forwarded?.method).toBe('GET');
    expect(forwarded?.authorization).toBe(`Bearer ${token}`);
  });

  it('passes the upstream status through: 400 for a malformed body, 401 without a session', async () => {
    const bad = await call('/api/login', { method: 'POST', body: '{oops' });
    expect(bad.response.status).toBe(400);
    const anonymous = await call('/api/member/wallets', { method: 'POST', body: '{}' });
    expect(anonymous.response.status).toBe(401);
  });

  it('answers in Thai when the upstream cannot be reached', async () => {
    const orphan = await startServer({ PLATFORM_API_URL: 'http://127.0.0.1:9' });
    try {
      const response = await fetch(orphan.url + '/api/notifications');
      expect(response.status).toBe(502);
      expect((await response.json()).message).toMatch(/[\u0E00-\u0E7F]/);
    } finally {
      await orphan.stop();
    }
  });
});
