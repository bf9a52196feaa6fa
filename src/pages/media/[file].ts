// A content desk picture (/media/{hash}.webp), or the same drawn at a fixed width
// (/media/{hash}.w{width}.webp, server/media.ts): immutable, so cached for a year by the browser.
// Any other name, or a width not among the fixed ones, is not found.
import type { APIRoute } from 'astro';
import { deskPictureAtWidth, pictureFile } from '../../server/media.ts';

const FILE = /^([^.]+)(?:\.w(\d{1,4}))?\.webp$/;

export const GET: APIRoute = async ({ params }) => {
  const match = FILE.exec(params.file ?? '');
  const bytes = !match ? null : match[2] ? await deskPictureAtWidth(match[1]!, Number(match[2])) : await pictureFile(match[1]!);
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
