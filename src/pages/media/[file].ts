// A content desk picture (/media/{hash}.webp): immutable, so cached for a year by the browser.
import type { APIRoute } from 'astro';
import { pictureFile } from '../../server/media.ts';

export const GET: APIRoute = async ({ params }) => {
  const match = /^(.+)\.webp$/.exec(params.file ?? '');
  const bytes = match ? await pictureFile(match[1]!) : null;
  if (!bytes)
    return new Response('ไม่พบรูปภาพ', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(bytes.byteLength),
    },
  });
};
