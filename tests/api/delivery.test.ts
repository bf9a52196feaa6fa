// How answers travel: compressed as the client asks (static files precompressed at build), hashed
// assets cached for good, visitor pages revalidated by ETag and served from memory when the same for
// everyone, and member pages never kept by a shared cache nor mixed up with a visitor's.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as bankCalls from '../../src/contract/endpoints/money/banks.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import { inject } from 'vitest';
import { Member } from './client.ts';

const baseUrl = inject('baseUrl');

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body is left as it came over the wire (fetch would decompress it). */
function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(baseUrl + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function scriptAsset(): Promise<string> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  return /<script type="module" src="(\/_astro\/[^"]+\.js)"/.exec(html)![1]!;
}

async function memberCookie(): Promise<string> {
  const member = new Member();
  const answer = await member.send(auth.login, { username: '0812345678', password: 'demo1234' });
  expect(answer.body.error).toBe(0);
  return `r999_session=${member.cookies.get('r999_session')}`;
}

describe('compression', () => {
  it('static files come precompressed: brotli, else gzip, else as they are', async () => {
    const asset = await scriptAsset();
    const br = await get(asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toMatch(/immutable/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await get(asset, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get(asset, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(gzip.headers['content-security-policy']).toBeTruthy();
  });

  it('pages, CSS, SVG and API answers are compressed when asked', async () => {
    for (const path of ['/', '/lotto/lobby', '/favicon.svg', lotto.lobby.path, bankCalls.list.path]) {
      const answer = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(answer.headers['content-encoding'], path).toBe('br');
      const gzipOnly = await get(path, { 'accept-encoding': 'gzip' });
      expect(gzipOnly.headers['content-encoding'], path).toBe('gzip');
    }
  });

  it('an API answer under 1 KiB travels as it is: one packet either way, no work to compress it', async () => {
    const small = await get('/api/lotto/bills', { 'accept-encoding': 'br, gzip' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toMatchObject({ error: expect.any(Number) });
  });
});

describe('visitor pages', () => {
  it('carry an ETag and answer 304 when the browser already has them', async () => {
    const first = await get('/login', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(first.headers.vary).toMatch(/cookie/i);
    const again = await get('/login', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('a member gets their own page, never the visitor copy in memory, and no shared cache keeps it', async () => {
    const visitor = await (await fetch(`${baseUrl}/`)).text();
    expect(visitor).toContain('href="/register"');
    const cookie = await memberCookie();
    const response = await fetch(`${baseUrl}/`, { headers: { cookie } });
    const html = await response.text();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('data-testid="wallet-total"');
    // And the visitor copy is still a visitor's after the member's visit.
    const after = await (await fetch(`${baseUrl}/`)).text();
    expect(after).not.toContain('data-testid="wallet-total"');
  });

  it('a malformed session cookie on a cached page is still cleared', async () => {
    await fetch(`${baseUrl}/`); // the page is in memory now
    const response = await fetch(`${baseUrl}/`, { headers: { cookie: 'r999_session=%00bad' } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/r999_session=[^;]*;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
  });
});
