// Robustness of the front door itself: raw bytes on a socket, below what fetch() lets a test
// send. Request lines (methods, targets, versions), Host and other headers, cookies and body
// framing, fuzzed with fast-check (bounded). After every case the server must answer `/` at once,
// from the same serving process (the supervisor bringing a crashed one back does not count), and
// no case may get a 5xx. The named cases are the ones that once ended the whole site.
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { freshServerEnv } from '../support/test-databases.ts';

const RUNS = Number(process.env.ROBUST_RUNS ?? 300);

let server: RunningServer;
let host = '';

beforeAll(async () => {
  server = await startServer(await freshServerEnv());
  host = new URL(server.url).host;
});

afterAll(() => server?.stop());

interface Answer {
  status: number | null;
  head: string;
}

/** Writes the bytes as given and reads until the server closes or the first answer's head is in. */
function sendBytes(bytes: Buffer, waitMs = 2_000): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const done = () => {
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const head = text.split('\r\n\r\n')[0] ?? '';
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1];
      resolve({ status: status ? Number(status) : null, head });
    };
    // An incomplete request (a body promised and never sent) may get no answer: that is fine.
    socket.setTimeout(waitMs, done);
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      if (Buffer.concat(chunks).includes('\r\n\r\n')) done();
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.on('connect', () => socket.write(bytes));
  });
}

async function expectStillServing(what: string): Promise<void> {
  const home = await fetch(`${server.url}/`, { signal: AbortSignal.timeout(5_000) }).catch((error: Error) => error);
  expect(home instanceof Error ? home.message : home.status, `the site answers / after ${what}`).toBe(200);
  expect(server.output(), `no serving process ended after ${what}`).not.toMatch(/ended|restart/i);
}

const request = (line: string, headers: string[], body = '') => Buffer.from(`${line}\r\n${headers.join('\r\n')}\r\n\r\n${body}`, 'latin1');

describe('requests that once ended the server', () => {
  const TARGETS = ['//', '///', '/\\', '//[', '//:', '//@', '//example.com/x', '/\\\\evil', 'http://[', '*'];
  for (const method of ['GET', 'HEAD']) {
    for (const target of TARGETS) {
      it(`${method} ${target} without a session: a 400, and the site still answers`, async () => {
        const answer = await sendBytes(request(`${method} ${target} HTTP/1.1`, [`Host: ${host}`, 'Connection: close']));
        expect(answer.status).toBe(400);
        await expectStillServing(`${method} ${target}`);
      });
    }
  }

  for (const badHost of ['a b', '[', 'a@b', 'x/y', '']) {
    it(`Host: "${badHost}" on a page and on the API: a 400, and the site still answers`, async () => {
      for (const target of ['/', '/lotto/lobby', lotto.lobby.path]) {
        const answer = await sendBytes(request(`GET ${target} HTTP/1.1`, [`Host: ${badHost}`, 'Connection: close']));
        expect(answer.status, target).toBe(400);
      }
      await expectStillServing(`Host: ${badHost}`);
    });
  }
});

describe('fuzzed raw requests', () => {
  // Mostly well-formed around one hostile part, so that cases reach the API door and Astro too.
  const method = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('GET', 'HEAD', 'POST') },
    { weight: 2, arbitrary: fc.constantFrom('PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'CONNECT', 'get', 'G E T', 'BREW', '') },
  );
  const hostileTarget = fc.constantFrom(
    '/',
    '//',
    '/\\',
    '//[',
    '//@',
    '/%',
    '/%ff',
    '/%00',
    '/?%',
    '/api//lotto/lobby',
    '//api/login',
    '/api/../api/login',
    '/lotto/lobby?x=%E0%B8',
    '/lotto//lobby',
    '/_astro/../../etc/passwd',
    'http://evil.example/',
    'https://[::1]:99999/',
    '*',
    '',
    `/${'a'.repeat(9_000)}`,
  );
  const pathOfOurs = fc.constantFrom(
    '/',
    '/lotto/lobby',
    '/lotto/rates',
    '/login',
    '/member/profile',
    lotto.lobby.path,
    auth.login.path,
    auth.userInfo.path,
    lotto.billCreate.path,
    '/favicon.svg',
  );
  const target = fc.oneof(
    { weight: 3, arbitrary: pathOfOurs },
    hostileTarget,
    fc.string({ maxLength: 40 }).map((s) => `/${s}`),
    fc.tuple(hostileTarget, fc.string({ maxLength: 12 })).map(([a, b]) => a + b),
  );
  const version = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('HTTP/1.1', 'HTTP/1.0') },
    { weight: 1, arbitrary: fc.constantFrom('HTTP/2.0', 'HTTP/9.9', 'HTTP/1.1 extra', '') },
  );
  const hostHeader = fc.oneof(
    { weight: 5, arbitrary: fc.constant(`Host: ${'HOST'}`) },
    fc.constantFrom(
      'Host: a b',
      'Host: [',
      'Host: :',
      'Host: @',
      'Host:',
      'Host: \u00ff\u00fe',
      `Host: ${'h'.repeat(5_000)}`,
      'Host: x\r\nHost: y',
    ),
    fc.string({ maxLength: 20 }).map((s) => `Host: ${s.replace(/[\r\n]/g, '')}`),
    fc.constant(''),
  );
  const benignHeader = fc.constantFrom(
    'Accept: */*',
    'User-Agent: fuzz',
    'Accept-Encoding: gzip, br',
    'Content-Type: application/json',
    'Cookie: a=b',
  );
  const hostileHeader = fc.constantFrom(
    'Cookie: r999_session=%%%',
    'Cookie: r999_session=',
    'Cookie: =;;;=r999_session',
    `Cookie: r999_session=${'x'.repeat(4_000)}`,
    'Content-Length: -1',
    'Content-Length: abc',
    'Content-Length: 5\r\nContent-Length: 6',
    'Content-Length: 99999999999999999999',
    'Transfer-Encoding: chunked',
    'Transfer-Encoding: gzip, chunked',
    'Transfer-Encoding: chunked\r\nContent-Length: 3',
    'Content-Type: application/json',
    'Content-Type: multipart/form-data; boundary=',
    'Accept-Encoding: br;q=x, gzip;q=, *;q=-1',
    'If-None-Match: W/"',
    'X-Forwarded-Proto: javascript',
    'X-Forwarded-Host: a b',
    'X-Forwarded-For: ::::, [',
    'Origin: null',
    'Origin: http://[',
    'Expect: 100-continue',
    'Upgrade: websocket\r\nConnection: Upgrade',
    'Range: bytes=9-1',
    'Sec-Fetch-Site: cross-site',
  );
  const body = fc.oneof(
    fc.constant(''),
    fc.constantFrom('{"phone":', '0\r\n\r\n', 'zz\r\nhello\r\n0\r\n\r\n', '5\r\nab\r\n', '{"a":1}'),
    fc.string({ maxLength: 60 }),
  );

  it('never end the server nor get a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        method,
        target,
        version,
        hostHeader,
        fc.array(fc.oneof({ weight: 3, arbitrary: benignHeader }, hostileHeader), { maxLength: 4 }),
        body,
        async (m, t, v, h, others, b) => {
          const headers = [h.replace('HOST', host), ...others, 'Connection: close'].filter(Boolean);
          const line = [m, t, v].filter(Boolean).join(' ');
          const answer = await sendBytes(request(line, headers, b), 1_500);
          const what = JSON.stringify({ line: line.slice(0, 120), headers: headers.map((x) => x.slice(0, 80)), body: b.slice(0, 60) });
          if (answer.status !== null) expect(answer.status, what).toBeLessThan(500);
          await expectStillServing(what);
        },
      ),
      { numRuns: RUNS },
    );
  }, 300_000);
});
