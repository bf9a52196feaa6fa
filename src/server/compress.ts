// One whole answer compressed as the client asked: brotli, else gzip. For answers the server holds
// in full (API JSON), done in one synchronous call sized to the body: no stream to set up, and a
// brotli window no larger than the answer.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from './page-cache.ts';

export function compressAnswer(body: Buffer, acceptEncoding: string | null | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
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
