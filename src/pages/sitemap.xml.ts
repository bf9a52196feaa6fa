// The sitemap (/sitemap.xml): every page anyone may open (the route table's public and guest rows)
// and every live content page, with the site's public address. Made on each ask: the address comes from
// SITE_URL or the request, which a page built ahead of time would not know.
import type { APIRoute } from 'astro';
import * as content from '../contract/endpoints/content/content.ts';
import { load } from '../server/page-load.ts';
import { ROUTES } from '../lib/routes.ts';
import { publicOrigin } from '../server/public-origin.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The paths listed: public pages of their own (not framed, not a prefix of pages like /game). */
async function sitemapPaths(): Promise<{ path: string; updated?: Date }[]> {
  const pages = ROUTES.filter((route) => route.guard !== 'member' && !route.framed && route.path !== '/liff').map((route) => ({
    path: route.path,
  }));
  // The content desk's live pages, as published (a page scheduled or expired is not listed).
  const { data } = await load(content.livePages);
  const live = (data?.pages ?? []).map((page) => ({
    path: `/${page.fields.kind === 'promotion' ? 'promotions' : 'help'}/${page.slug}`,
    updated: new Date(page.published_at),
  }));
  return [...pages, ...live];
}

export const GET: APIRoute = async ({ url, request }) => {
  const origin = publicOrigin(url, request.headers);
  const entries = (await sitemapPaths()).map(
    ({ path, updated }) =>
      `<url><loc>${escapeXml(new URL(path, origin).href)}</loc>${updated ? `<lastmod>${updated.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=60' } });
};
