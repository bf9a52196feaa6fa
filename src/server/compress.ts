// One whole answer compressed as the client asked: brotli, else gzip. For answers the server holds
// in full (API JSON), done in one synchronous call sized to the body: no stream to set up, and a
// brotli window no larger than the answer. An answer under 1 KiB (a bill placed, a shot, most
// refusals) goes as it is: it travels in one packet either way, and compressing it cost a tenth of
// a bill's whole work on the server.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from './page-cache.ts';

/** Bytes below which an answer is not compressed. */
const COMPRESS_FROM = 1024;

export function compressAnswer(body: Buffer, acceptEncoding: string | null | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (body.length < COMPRESS_FROM) return { body };
  const encoding = negotiate(acceptEncoding ?? null);
  if (encoding === 'br') {
    const window = Math.min(24, Math.max(10, Math.ceil(Math.log2(body.length + 1)) + 1));
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_LGWIN]: window,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    };
    return { body: brotliCompressSync(body, { params }), encoding };
  }
  if (encoding === 'gzip') return { body: gzipSync(body, { level: 6 }), encoding };
  return { body };
}
