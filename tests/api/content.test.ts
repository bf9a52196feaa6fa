// The content pages over HTTP against the built site: the sitemap and robots.txt with the site's
// address, and the pages built ahead of time served like any other (security headers, compressed).
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';

const base = () => inject('baseUrl');

describe('content pages over HTTP', () => {
  it('lists every public page and every content page in the sitemap, and no member page', async () => {
    const answer = await fetch(`${base()}/sitemap.xml`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await answer.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(locs).toEqual(
      expect.arrayContaining(['/', '/lotto/lobby', '/sooth', '/help', '/promotions/welcome', '/help/faq', '/help/terms']),
    );
    expect(locs.filter((path) => path.startsWith('/member') || path.startsWith('/game/') || path === '/affiliate')).toEqual([]);
    expect(new URL(xml.match(/<loc>([^<]+)<\/loc>/)![1]!).origin).toBe(new URL(base()).origin);
    const robots = await (await fetch(`${base()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', base()).href}`);
    expect(robots).toContain('Disallow: /member/');
  });

  it('serves a landing page built ahead of time compressed, with the security headers', async () => {
    const answer = await fetch(`${base()}/promotions/welcome`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await answer.text()).toContain('og:title');
    expect((await fetch(`${base()}/promotions/no-such-offer`)).status).toBe(404);
  });
});
