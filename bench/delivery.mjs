// How the answers travel: compression when the client asks for it, static assets precompressed at
// build, hashed assets cached for good, visitor HTML cacheable and member HTML kept private. Reads
// the responses the browser pass recorded, and asks every GET again as a gzip-only client.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { rule } from './budgets.mjs';
import { isCompressible } from './bytes.mjs';
import { rawGet } from './sizes.mjs';

const PRECOMPRESSIBLE_FILE = /\.(html|js|mjs|css|svg|json)$/;

export function cacheDirectives(cacheControl) {
  const directives = new Map();
  for (const part of (cacheControl ?? '').split(',')) {
    const [name, value] = part.trim().toLowerCase().split('=');
    if (name) directives.set(name, value?.replace(/"/g, '') ?? true);
  }
  return directives;
}

/** A response a browser or CDN may keep: not no-store, and a lifetime or a validator to revalidate with. */
export function isCacheable({ cacheControl, etag, lastModified }) {
  const directives = cacheDirectives(cacheControl);
  if (directives.has('no-store')) return false;
  const lifetime = Number(directives.get('s-maxage') ?? directives.get('max-age') ?? 0);
  return lifetime > 0 || Boolean(etag || lastModified);
}

/**
 * Whether a shared cache (a CDN, a proxy) may keep a response: not when it says private or
 * no-store, nor when it gives neither a lifetime, `public`, nor a validator to revalidate with.
 */
export function isSharedCacheable({ cacheControl, etag, lastModified }) {
  const directives = cacheDirectives(cacheControl);
  if (directives.has('private') || directives.has('no-store')) return false;
  return directives.has('public') || isCacheable({ cacheControl, etag, lastModified });
}

export function isImmutable({ cacheControl }) {
  const directives = cacheDirectives(cacheControl);
  return directives.has('immutable') && Number(directives.get('max-age') ?? 0) > 0;
}

/** Which encoding a client that sent `acceptEncoding` should get: brotli, else gzip. */
export function expectedEncoding(acceptEncoding) {
  const offered = (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((entry) => entry.split(';')[0].trim());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return null;
}

/**
 * What the server sent compressible, as it sent it. Not an answer the browser took from its memory
 * cache (no bytes on the wire: a second <img> of the same logo, say), whose headers Chromium
 * reports without the Content-Encoding the server sent; /images/logo.svg looked uncompressed to
 * members that way, whose page drew the logo twice.
 */
/** An API answer under this many bytes travels as it is (src/server/compress.ts). */
const API_COMPRESS_FROM = 1024;

/** Whether an answer is one the server compresses: pages and files at every size, API answers from 1 KiB. */
function compressedBySite(response) {
  return isCompressible(response.contentType) && !(response.path.startsWith('/api/') && response.raw < API_COMPRESS_FROM);
}

function compressibleResponses(pages) {
  return pages.flatMap((page) =>
    (page.responses ?? [])
      .filter((response) => response.status === 200 && response.raw > 0 && response.wire !== 0 && compressedBySite(response))
      .map((response) => ({ ...response, role: page.role })),
  );
}

function distinctBy(items, key) {
  return [...new Map(items.map((item) => [key(item), item])).values()];
}

/** Files under dist/client that a build should have precompressed, without their .br or .gz. */
export function missingPrecompressed(clientDir) {
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  const present = new Set(files);
  const assets = files.filter((file) => PRECOMPRESSIBLE_FILE.test(file));
  return {
    total: assets.length,
    missing: assets
      .filter((file) => !present.has(`${file}.br`) || !present.has(`${file}.gz`))
      .map((file) => relative(clientDir, file))
      .sort(),
  };
}

/** The back office's pages: no-store by design (a member of staff's, never kept), for visitors too. */
const isBackOffice = (path) => /^\/admin(\/|$|\?)/.test(path);

/**
 * The HTML documents the cache budgets judge: the visitor's (the back office's left out) and the
 * member's (the pages built ahead of time left out: the same file for everyone, nothing of a
 * member's in it, a shared cache may keep it).
 */
export function cachedDocuments(pages, clientDir = 'dist/client') {
  const documents = pages.flatMap((page) =>
    (page.responses ?? [])
      .filter((response) => response.kind === 'html' && response.status === 200)
      .map((response) => ({ ...response, role: page.role })),
  );
  const builtAhead = (path) => existsSync(join(clientDir, new URL(path, 'http://x').pathname, 'index.html'));
  return {
    visitorHtml: distinctBy(
      documents.filter((response) => response.role === 'visitor' && !isBackOffice(response.path)),
      (response) => response.path,
    ),
    memberHtml: distinctBy(
      documents.filter((response) => response.role === 'member' && !builtAhead(response.path)),
      (response) => response.path,
    ),
  };
}

export async function deliveryChecks({ pages, baseUrl, member, clientDir = 'dist/client' }) {
  const part = 'delivery';
  const compressible = compressibleResponses(pages);
  const asked = distinctBy(
    compressible.filter((response) => expectedEncoding(response.acceptEncoding)),
    (response) => `${response.method} ${response.path} ${response.role}`,
  );
  const browserMisses = asked
    .filter((response) => (response.contentEncoding ?? 'none') !== expectedEncoding(response.acceptEncoding))
    .map(
      (response) =>
        `${response.method} ${response.path} (${response.role}): ${response.contentEncoding ?? 'none'}, asked ${response.acceptEncoding}`,
    );

  // The same GETs from a client that takes gzip only.
  const gets = distinctBy(
    compressible.filter((response) => response.method === 'GET'),
    (response) => `${response.path} ${response.role}`,
  );
  const gzipMisses = [];
  for (const response of gets) {
    const headers = { 'accept-encoding': 'gzip', ...(response.role === 'member' ? { cookie: member.cookie } : {}) };
    const answer = await rawGet(new URL(response.path, baseUrl).href, headers).catch((error) => ({ error }));
    const encoding = answer.error ? `error ${answer.error.message}` : (answer.headers['content-encoding'] ?? 'none');
    if (encoding !== 'gzip') gzipMisses.push(`GET ${response.path} (${response.role}): ${encoding}`);
  }

  const hashed = distinctBy(
    pages.flatMap((page) => page.responses ?? []).filter((response) => response.path.startsWith('/_astro/') && response.status === 200),
    (response) => response.path,
  );
  const { visitorHtml, memberHtml } = cachedDocuments(pages, clientDir);
  const precompressed = missingPrecompressed(clientDir);

  return [
    rule({
      part,
      label: 'HTML/JS/CSS/SVG/JSON in brotli when the browser asks',
      offenders: browserMisses,
      total: asked.length,
    }),
    rule({ part, label: 'the same GETs in gzip for a gzip-only client', offenders: gzipMisses, total: gets.length }),
    rule({
      part,
      label: 'static assets precompressed at build (.br and .gz)',
      offenders: precompressed.missing,
      total: precompressed.total,
    }),
    rule({
      part,
      label: 'hashed assets (/_astro/) immutable',
      offenders: hashed
        .filter((response) => !isImmutable(response))
        .map((response) => `${response.path}: ${response.cacheControl ?? 'no cache-control'}`),
      total: hashed.length,
    }),
    rule({
      part,
      label: 'visitor HTML cacheable',
      offenders: visitorHtml
        .filter((response) => !isCacheable(response))
        .map((response) => `${response.path}: ${response.cacheControl ?? 'no cache-control'}`),
      total: visitorHtml.length,
    }),
    rule({
      part,
      label: 'member HTML kept out of shared caches',
      offenders: memberHtml
        .filter((response) => isSharedCacheable(response))
        .map((response) => `${response.path}: ${response.cacheControl ?? 'no cache-control'}`),
      total: memberHtml.length,
    }),
  ];
}
