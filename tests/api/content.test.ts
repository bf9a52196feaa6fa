// The content pages over HTTP against the built site: the sitemap and robots.txt with the site's
// address, and the content desk's pages served from the front door's memory like `/` (security
// headers, compressed, an ETag a browser revalidates with).
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

  it('serves a landing page from memory, compressed, with the security headers and an ETag', async () => {
    await (await fetch(`${base()}/promotions/welcome`)).arrayBuffer();
    const answer = await fetch(`${base()}/promotions/welcome`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-r999-served-from')).toBe('memory');
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await answer.text();
    expect(html).toContain('og:title');
    expect(html).toContain('<h2 class="mt-6 mb-2 text-lg font-semibold"');
    const etag = answer.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect((await fetch(`${base()}/promotions/welcome`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await fetch(`${base()}/promotions/no-such-offer`)).status).toBe(404);
    expect((await fetch(`${base()}/help/no-such-guide`)).status).toBe(404);
    expect((await fetch(`${base()}/help/Not_A_Slug`)).status).toBe(404);
  });
});
