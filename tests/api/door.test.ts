// The API door and the front door as an attacker meets them: malformed cookies, oversized or
// non-JSON bodies, cross-site posts, undecodable URLs. Every /api answer is the JSON envelope with a
// Thai message, and nothing here ever answers 5xx.
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import { rawRequest } from '../support/raw-http.ts';

const baseUrl = inject('baseUrl');
const host = new URL(baseUrl).host;
const THAI = /[\u0E00-\u0E7F]/;

function expectEnvelope(status: number, body: string, expected: number) {
  expect(status).toBe(expected);
  const parsed = JSON.parse(body);
  expect(parsed).toEqual({ error: expected, message: expect.stringMatching(THAI), data: null });
}

function sessionCleared(setCookie: string[] | undefined): boolean {
  return (setCookie ?? []).some((line) => /^r999_session=/.test(line) && /(max-age=0|expires=thu, 01 jan 1970)/i.test(line));
}

describe('a session cookie that cannot be a token', () => {
  // Percent-encoded NUL, CR/LF and Thai letters, raw UTF-8 bytes, a space.
  const values: [string, Buffer][] = [
    ['encoded NUL', Buffer.from('%00abc')],
    ['encoded CR LF', Buffer.from('abc%0D%0Aset-cookie:%20x=1')],
    ['encoded Thai', Buffer.from('%E0%B8%81%E0%B8%82')],
    ['raw Thai bytes', Buffer.from('กขค', 'utf8')],
    ['undecodable', Buffer.from('%E0%A4%A')],
  ];

  for (const [name, value] of values) {
    it(`(${name}) leaves a visitor: pages render, the cookie is cleared, calls answer as for a visitor`, async () => {
      const cookie = Buffer.concat([Buffer.from('Cookie: r999_session='), value]);
      const get = (path: string) => rawRequest(baseUrl, Buffer.concat([Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\n`), cookie]));

      const page = await get('/');
      expect(page.status).toBe(200);
      expect(page.body).toContain('เข้าสู่ระบบ');

      const me = await get(auth.userInfo.path);
      expectEnvelope(me.status, me.body, 401);
      expect(sessionCleared(me.headers['set-cookie'])).toBe(true);

      const lobby = await get(lotto.lobby.path);
      expect(lobby.status).toBe(200);
      expect(JSON.parse(lobby.body).status).toBe(0);
    });
  }
});

describe('request bodies', () => {
  it('a declared 600 MB body is refused at once with 413, before any of it is sent', async () => {
    const answer = await rawRequest(
      baseUrl,
      `POST ${auth.login.path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 600000000`,
    );
    expectEnvelope(answer.status, answer.body, 413);
  });

  it('a chunked body is cut off with 413 as soon as it passes 64 KB, without waiting for the rest', async () => {
    // 100 KB sent, and the body never ends: only a door that counts as it reads can answer.
    const chunk = `{"username":"${'9'.repeat(100_000)}`;
    const size = Buffer.byteLength(chunk).toString(16);
    const answer = await rawRequest(
      baseUrl,
      `POST ${auth.login.path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked`,
      `${size}\r\n${chunk}\r\n`,
    );
    expectEnvelope(answer.status, answer.body, 413);
  });

  it('a body just under the limit is read and answered by the platform', async () => {
    const response = await fetch(`${baseUrl}${auth.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '0800000000', password: 'x', padding: 'p'.repeat(60_000) }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).error).not.toBe(0);
  });

  for (const [type, body] of [
    ['text/plain', '{"username":"0812345678","password":"demo1234"}'],
    ['application/x-www-form-urlencoded', 'username=0812345678&password=demo1234'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
  ]) {
    it(`a same-origin ${type.split(';')[0]} body gets the JSON envelope (415), not Astro's text`, async () => {
      const response = await fetch(`${baseUrl}${auth.login.path}`, {
        method: 'POST',
        headers: { 'content-type': type!, origin: baseUrl },
        body,
      });
      expectEnvelope(response.status, await response.text(), 415);
      expect(response.headers.get('set-cookie')).toBeNull();
    });
  }

  it('a body-less same-origin POST reaches the platform', async () => {
    const response = await fetch(`${baseUrl}${auth.logout.path}`, { method: 'POST', headers: { origin: baseUrl } });
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = await response.json();
    expect(body.message).toMatch(THAI);
    expect(response.status).toBeLessThan(500);
  });
});

describe('cross-site posts', () => {
  it('are refused with the envelope, whatever the content type', async () => {
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example', 'content-type': 'application/json' },
      { origin: 'https://evil.example', 'content-type': 'text/plain' },
      { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${baseUrl}${auth.login.path}`, {
        method: 'POST',
        headers,
        body: '{"username":"0812345678","password":"demo1234"}',
      });
      expectEnvelope(response.status, await response.text(), 403);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });
});

describe('undecodable addresses', () => {
  it('an API query that cannot be decoded gets the envelope', async () => {
    const answer = await rawRequest(baseUrl, `GET ${lotto.round.path}?round_id=% HTTP/1.1\r\nHost: ${host}`);
    expectEnvelope(answer.status, answer.body, 400);
  });

  it('an API path that cannot be decoded gets the envelope', async () => {
    const answer = await rawRequest(baseUrl, `GET /api/lotto/%E0%A4%A HTTP/1.1\r\nHost: ${host}`);
    expectEnvelope(answer.status, answer.body, 400);
  });

  it('a page address that cannot be decoded gets a Thai page', async () => {
    const answer = await rawRequest(baseUrl, `GET /%ZZ HTTP/1.1\r\nHost: ${host}`);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']?.[0]).toContain('text/html');
    expect(answer.body).toMatch(THAI);
  });

  it('a request the HTTP parser rejects gets the envelope too', async () => {
    const answer = await rawRequest(baseUrl, Buffer.from(`GET ${lotto.lobby.path} HTTP/1.1\r\nHost: ${host}\r\nX-Bad: a\u0000b`, 'latin1'));
    expectEnvelope(answer.status, answer.body, 400);
  });
});

describe('pages', () => {
  it('refuse a form post (pages only show; changes go through the API)', async () => {
    const response = await fetch(`${baseUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
      body: 'username=1',
      redirect: 'manual',
    });
    expect(response.status).toBe(405);
    expect(await response.text()).toMatch(THAI);
  });
});
