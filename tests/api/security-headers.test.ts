// Security headers on every kind of response (pages, redirects, API answers, static files), a
// script policy without 'unsafe-inline' that still lets our own pages run, and HTTPS behind a
// reverse proxy: the public origin from SITE_URL or trusted X-Forwarded-* headers.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const baseUrl = inject('baseUrl');
const REQUIRED = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'];

function scriptSrc(csp: string | null): string[] {
  const directive = csp?.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
  return directive.trim().split(/\s+/).slice(1);
}

async function firstScriptAsset(): Promise<string> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const src = /<script type="module" src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
  expect(src).toBeDefined();
  return src!;
}

describe('security headers', () => {
  it('are on pages, redirects, API answers, refusals and static files', async () => {
    const paths = ['/', '/member/profile', lotto.lobby.path, '/api/nope', '/favicon.svg', await firstScriptAsset(), '/no-such-page'];
    for (const path of paths) {
      const response = await fetch(baseUrl + path, { redirect: 'manual' });
      for (const name of REQUIRED) expect(response.headers.get(name), `${name} on ${path} (${response.status})`).toBeTruthy();
    }
    const redirect = await fetch(`${baseUrl}/member/profile`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
  });

  it("the script policy has no 'unsafe-inline' and allows every inline script our pages carry", async () => {
    for (const path of ['/', '/login', '/register', '/forgot', '/lotto/lobby', '/lotto/results', '/lotto/rates', '/no-such-page']) {
      const response = await fetch(baseUrl + path);
      const allowed = scriptSrc(response.headers.get('content-security-policy'));
      expect(allowed).not.toContain("'unsafe-inline'");
      expect(allowed).not.toContain("'unsafe-eval'");
      const html = await response.text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      expect(inline.length, `inline scripts on ${path}`).toBeGreaterThan(0);
      for (const source of inline) {
        const hash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
        expect(allowed, `${path}: ${source.slice(0, 60)}`).toContain(hash);
      }
    }
  });

  it('no Strict-Transport-Security over plain http', async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('behind an HTTPS reverse proxy', () => {
  let bySiteUrl: RunningServer;
  let byForwarded: RunningServer;
  let untrusted: RunningServer;

  beforeAll(async () => {
    [bySiteUrl, byForwarded, untrusted] = await Promise.all([
      startServer({ SITE_URL: 'https://r999.example' }),
      startServer({ TRUST_PROXY: '1' }),
      startServer({}),
    ]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([bySiteUrl?.stop(), byForwarded?.stop(), untrusted?.stop()]);
  });

  const login = (server: RunningServer, headers: Record<string, string>) =>
    fetch(server.url + auth.login.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ username: '0812345678', password: 'demo1234' }),
    });

  it('SITE_URL: a POST from the public https origin is taken, a Secure cookie set, HSTS sent', async () => {
    const response = await login(bySiteUrl, { origin: 'https://r999.example' });
    expect(response.status).toBe(200);
    expect((await response.json()).error).toBe(0);
    expect(response.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    const page = await fetch(`${bySiteUrl.url}/`);
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=/);

    const other = await login(bySiteUrl, { origin: 'https://evil.example' });
    expect(other.status).toBe(403);
  });

  it('TRUST_PROXY: the forwarded proto and host are the public origin', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'site.example' };
    const response = await login(byForwarded, { origin: 'https://site.example', ...forwarded });
    expect(response.status).toBe(200);
    expect((await response.json()).error).toBe(0);
    const page = await fetch(`${byForwarded.url}/`, { headers: forwarded });
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=/);
  });

  it('without TRUST_PROXY, forwarded headers are not believed', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'site.example' };
    const response = await login(untrusted, { origin: 'https://site.example', ...forwarded });
    expect(response.status).toBe(403);
    const page = await fetch(`${untrusted.url}/`, { headers: forwarded });
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });
});
