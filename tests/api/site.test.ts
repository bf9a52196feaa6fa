// Pages and the door as a browser meets them: Thai, our own font, guards, errors, headers.
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import * as agent from '../../src/contract/endpoints/content/agent.ts';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as bankCalls from '../../src/contract/endpoints/money/banks.ts';
import { Member } from './client.ts';

const base = () => inject('baseUrl');

async function page(path: string, cookie?: string) {
  return fetch(base() + path, { redirect: 'manual', headers: cookie ? { cookie } : {} });
}

describe('pages', () => {
  it.each(['/', '/login', '/login_box', '/register', '/register_box', '/forgot'])(
    '%s renders in Thai with the Prompt font from our origin',
    async (path) => {
      const response = await page(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html lang="th"/);
      const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
      expect(css.length).toBeGreaterThan(0);
      const styles = await Promise.all(css.map((href) => fetch(base() + href).then((r) => r.text())));
      expect(styles.join('\n')).toMatch(/font-family:\s*"?Prompt/);
      // Nothing is loaded from another origin.
      expect(html).not.toMatch(/(src|href)="https?:\/\/(?!line\.me)/);
    },
  );

  it('asks a visitor at /member/profile to log in first, then continue there', async () => {
    const response = await page('/member/profile');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?next=%2Fmember%2Fprofile');
    const deposit = await page('/member/deposit?amount=100');
    expect(deposit.headers.get('location')).toBe('/login?next=%2Fmember%2Fdeposit%3Famount%3D100');
  });

  it('sends a member at a login page on to its next when it is a page of ours, else home', async () => {
    const member = new Member();
    await member.send(auth.login, { username: '0812345678', password: 'demo1234' });
    const cookie = `r999_session=${member.cookies.get('r999_session')}`;
    const cases: [string, string][] = [
      ['/login?next=%2Fcheckin', '/checkin'],
      ['/register?next=%2Fmember%2Fdeposit', '/member/deposit'],
      ['/login?next=https%3A%2F%2Fevil.example%2F', '/'],
      ['/login?next=%2F%2Fevil.example', '/'],
      ['/login?next=%2F%5Cevil.example', '/'],
      ['/login?next=%2Flogin', '/'],
    ];
    for (const [path, location] of cases) {
      const response = await page(path, cookie);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(location);
    }
  });

  it('shows /member/profile to a member and sends the member away from /login', async () => {
    const member = new Member();
    await member.send(auth.login, { username: '0812345678', password: 'demo1234' });
    const cookie = `r999_session=${member.cookies.get('r999_session')}`;
    expect((await page('/member/profile', cookie)).status).toBe(200);
    const login = await page('/login', cookie);
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/');
  });

  it.each(['/register', '/register_box'])(
    `%s offers every bank ${bankCalls.list.path} lists, in the HTML the server sends`,
    async (path) => {
      const banks = (await new Member().send(bankCalls.list)).body.data;
      expect(banks.length).toBeGreaterThan(12);
      const html = await (await page(path)).text();
      const offered = [...html.matchAll(/<option value="([A-Z]+)"[^>]*>([^<]+)<\/option>/g)].map((m) => ({
        bank_code: m[1],
        bank_name: m[2],
      }));
      expect(offered).toEqual(banks.map(({ bank_code, bank_name }) => ({ bank_code, bank_name })));
    },
  );

  it('answers an unknown route with the 404 page in Thai', async () => {
    const response = await page('/no-such-page-here');
    expect(response.status).toBe(404);
    expect(response.statusText).toBe('Not Found');
    const html = await response.text();
    expect(html).toContain('404');
    expect(html).toContain('ไม่พบหน้าที่คุณต้องการ');
    expect(html).not.toContain('Not Found');
    expect(html).toContain('href="/"');
  });

  it('serves the Prompt font files themselves from our origin', async () => {
    const html = await (await page('/')).text();
    const cssHref = html.match(/<link rel="stylesheet" href="([^"]+)"/)![1];
    const css = await (await fetch(base() + cssHref)).text();
    const font = css.match(/url\((\/_astro\/prompt-[46]00[^)]+\.woff2)\)/);
    expect(font).not.toBeNull();
    const response = await fetch(base() + font![1]);
    expect(response.status).toBe(200);
  });

  it('sends security headers, with a policy that loads nothing from other origins', async () => {
    const response = await page('/');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
  });
});

describe('API door', () => {
  it('answers an unknown API path with 404 JSON', async () => {
    const answer = await new Member().get('/api/no/such/call');
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe(404);
  });

  it('refuses a state-changing call from another site', async () => {
    const response = await fetch(base() + auth.login.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ username: '0812345678', password: 'demo1234' }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toHaveLength(0);
  });

  it('answers the agent content of r999', async () => {
    const visitor = new Member();
    const config = await visitor.send(agent.config);
    expect(config.body.data.info).toMatchObject({
      agent_logo: expect.any(String),
      line_admin_url: expect.any(String),
      line_contact_url: expect.any(String),
    });
    const notifications = await visitor.send(agent.notifications);
    expect(notifications.body.data.some((n) => n.type === 1)).toBe(true);
    const banners = await visitor.send(agent.banners, { agent_code: 'r999' });
    expect(banners.body.data.length).toBeGreaterThan(0);
    const events = await visitor.send(agent.events);
    expect(Array.isArray(events.body.data)).toBe(true);
    expect((await visitor.send(agent.validate, { code: 'r999' })).body.error).toBe(0);
    const unknown = await visitor.send(agent.validate, { code: 'zzz' });
    expect(unknown.body.error).not.toBe(0);
    expect(unknown.body.message).toMatch(/[\u0E00-\u0E7F]/);
  });
});
