// Byte counting shared by the measurements: what a body would weigh compressed (gzip level 9 and
// brotli quality 11, what a build would precompress with) and a plain HTTP GET that reports what
// went over the wire before any decoding.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync, inflateSync, zstdDecompressSync } from 'node:zlib';

export const KiB = 1024;

const compressed = new Map();

/** { raw, gzip, brotli } bytes of a body; the same body (an asset on many pages) is compressed once. */
export function compressedSizes(body) {
  const key = createHash('sha1').update(body).digest('hex');
  let sizes = compressed.get(key);
  if (!sizes) {
    sizes = {
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }).length,
    };
    compressed.set(key, sizes);
  }
  return sizes;
}

/** The body as the server meant it, from the bytes on the wire. */
export function decode(wire, encoding) {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case '':
    case 'identity':
      return wire;
    case 'br':
      return brotliDecompressSync(wire);
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(wire);
    case 'deflate':
      return inflateSync(wire);
    case 'zstd':
      return zstdDecompressSync(wire);
    default:
      throw new Error(`unknown content-encoding ${encoding}`);
  }
}

/**
 * GET `url` with exactly these headers (no client adds its own Accept-Encoding or decodes).
 * Answers { status, headers, wire: bytes of the body as sent, body: decoded bytes }.
 */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const wire = Buffer.concat(chunks);
        try {
          resolve({
            status: response.statusCode,
            headers: response.headers,
            wire,
            body: decode(wire, response.headers['content-encoding']),
          });
        } catch (error) {
          reject(error);
        }
      });
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`GET ${url} timed out`)));
  });
}
