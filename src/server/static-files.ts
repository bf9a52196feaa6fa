// Static files in their precompressed forms (scripts/precompress.mjs writes .br and .gz beside each
// text asset at build time): a browser that takes brotli or gzip gets the file as it is on disk,
// with no compression work per request. Others fall through to Astro's own static handler.
import { createReadStream, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { negotiate } from './page-cache.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

interface StaticFile {
  path: string;
  type: string;
  /** Size and time of the original: the ETag with the encoding added. */
  version: string;
  variants: Partial<Record<'br' | 'gzip', { path: string; size: number }>>;
}

function walk(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, found);
    else found.push(path);
  }
  return found;
}

/** Every file under `clientDir` that has a precompressed copy, by its URL path. */
export function precompressedFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  let all: string[];
  try {
    all = walk(clientDir);
  } catch {
    return files; // no build output (dev): nothing to serve here
  }
  const present = new Set(all);
  for (const path of all) {
    const type = TYPES[extname(path)];
    if (!type) continue;
    const variants: StaticFile['variants'] = {};
    if (present.has(`${path}.br`)) variants.br = { path: `${path}.br`, size: statSync(`${path}.br`).size };
    if (present.has(`${path}.gz`)) variants.gzip = { path: `${path}.gz`, size: statSync(`${path}.gz`).size };
    if (!variants.br && !variants.gzip) continue;
    const stat = statSync(path);
    const url = `/${relative(clientDir, path).split(sep).join('/')}`;
    files.set(url, { path, type, version: `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`, variants });
  }
  return files;
}

/** Serves the precompressed copy when there is one the client takes; false to fall through. */
export function servePrecompressed(files: Map<string, StaticFile>, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    return false;
  }
  const file = files.get(pathname);
  if (!file) return false;
  const encoding = negotiate(req.headers['accept-encoding'] ?? null);
  const variant = encoding === 'identity' ? undefined : file.variants[encoding];
  if (!variant) return false;

  const etag = `W/"${file.version}-${encoding}"`;
  res.setHeader('content-type', file.type);
  res.setHeader('vary', 'accept-encoding');
  res.setHeader('etag', etag);
  // Hashed build assets never change under their name; other public files are checked each time.
  res.setHeader(
    'cache-control',
    pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
  );
  if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
    res.writeHead(304);
    res.end();
    return true;
  }
  res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', variant.size);
  res.writeHead(200);
  if (req.method === 'HEAD') res.end();
  else createReadStream(variant.path).pipe(res);
  return true;
}
