// robots.txt: everything may be crawled but the member area and the API; the sitemap's address.
import type { APIRoute } from 'astro';
import { publicOrigin } from '../server/public-origin.ts';

export const GET: APIRoute = ({ url, request }) =>
  new Response(
    `User-agent: *\nDisallow: /member/\nDisallow: /api/\nDisallow: /game/\n\nSitemap: ${new URL('/sitemap.xml', publicOrigin(url, request.headers)).href}\n`,
    { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } },
  );
