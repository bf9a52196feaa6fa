// Visitor pages that are the same for every visitor (home, log in, rates, ...) are rendered once
// every few seconds and served from memory in between, already compressed. A page, or any
// component on it, opts in with `cacheForVisitors` (through the request's locals: a header set
// from a component never reaches the response); members always get their own render. The cache is per process: with several
// nodes each keeps its own, which is fine for pages this short-lived. The middleware fills it; the
// front door answers from it before Astro is even asked (server/front-door.ts). A content desk
// change on any node empties it on every node (content-watch.ts).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Says an answer came from memory, not from a render (tests and operators read it). */
export const SERVED_FROM_HEADER = 'x-r999-served-from';
const MAX_ENTRIES = 300;
/**
 * The content desk's pages (landing and help pages), served from memory like `/`: a publish, an
 * expiry or a scheduled minute moves the content version, and every node forgets its copy within
 * a second (content-watch.ts); this is only the longest a copy is kept without a change.
 */
export const CONTENT_PAGE_SECONDS = 60;

export interface CachedPage {
  status: number;
  headers: [string, string][];
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  expiresAt: number;
  /** Since when a request renders the page anew, once it has expired (renewingPage). */
  renewingSince?: number;
}

/**
 * How long an expired page is still answered while one request renders its successor: without it,
 * every request that meets the expired page renders it at once (on a gateway node each render asks
 * the upstream), and the slowest of them is the page's p99. A render that keeps nothing (an error)
 * stops the stale answers after this long.
 */
const STALE_WHILE_RENDERING_MS = 10_000;

const pages = new Map<string, CachedPage>();
/** How many times they were forgotten: a page rendered before a forget is not kept after it. */
let forgets = 0;

/** Where the forgetting stands: read before a page renders, handed to keepPage once it has. */
export function visitorPagesForgotten(): number {
  return forgets;
}

/**
 * Called from a page or a component (`cacheForVisitors(Astro, 10)`): the page's visitor HTML may
 * be served from memory for `seconds`; the shortest wish on a page wins. Read by the middleware
 * once the whole page has rendered.
 */
export function cacheForVisitors(astro: { locals: App.Locals }, seconds: number): void {
  const wished = astro.locals.visitorCacheSeconds;
  astro.locals.visitorCacheSeconds = wished === undefined ? seconds : Math.min(wished, seconds);
}

/** The page while it is fresh (an expired one stays kept for pageToServe until its successor replaces it). */
export function cachedPage(key: string, now = Date.now()): CachedPage | undefined {
  const page = pages.get(key);
  return page && page.expiresAt > now ? page : undefined;
}

/** For the front door: the fresh page, or the expired one while another request renders it anew. */
export function pageToServe(key: string, now = Date.now()): CachedPage | undefined {
  const page = pages.get(key);
  if (!page) return undefined;
  if (page.expiresAt > now) return page;
  return page.renewingSince !== undefined && now - page.renewingSince < STALE_WHILE_RENDERING_MS ? page : undefined;
}

/** A request renders `key` anew: until its page is kept, the others get the expired copy (pageToServe). */
export function renewingPage(key: string, now = Date.now()): void {
  const page = pages.get(key);
  if (page) page.renewingSince = now;
}

/** Drops every kept page (a content change: the next visitor gets a fresh render). */
export function forgetVisitorPages(): void {
  pages.clear();
  forgets++;
}

export function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * The page as kept, and kept for `seconds` unless the pages were forgotten since it began to render
 * (`renderedAfter`, visitorPagesForgotten() then): it may show content from before the change.
 */
export function keepPage(
  key: string,
  status: number,
  headers: Headers,
  body: Buffer,
  seconds: number,
  now = Date.now(),
  renderedAfter = visitorPagesForgotten(),
): CachedPage {
  const page: CachedPage = {
    status,
    headers: [...headers].filter(([name]) => name !== 'content-length' && name !== 'set-cookie'),
    identity: body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(body, { level: 9 }),
    etag: etagOf(body),
    expiresAt: now + seconds * 1000,
  };
  if (renderedAfter !== visitorPagesForgotten()) return page;
  if (pages.size >= MAX_ENTRIES) pages.delete(pages.keys().next().value!);
  pages.set(key, page);
  return page;
}

/** brotli, else gzip, else none: what the client said it takes. */
export function negotiate(acceptEncoding: string | null): 'br' | 'gzip' | 'identity' {
  const offered = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    offered.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

export interface CachedAnswer {
  status: number;
  headers: Headers;
  body: Buffer | null;
}

/** The cached page as an answer: compressed as asked, 304 when the client already has it. */
export function cachedAnswer(page: CachedPage, method: string, acceptEncoding: string | null, ifNoneMatch: string | null): CachedAnswer {
  const headers = new Headers(page.headers);
  headers.set('etag', page.etag);
  headers.append('vary', 'accept-encoding');
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === page.etag)) return { status: 304, headers, body: null };
  const encoding = negotiate(acceptEncoding);
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
  if (encoding !== 'identity') headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.byteLength));
  return { status: page.status, headers, body: method === 'HEAD' ? null : body };
}

export function answerFromCache(page: CachedPage, request: Request): Response {
  const answer = cachedAnswer(page, request.method, request.headers.get('accept-encoding'), request.headers.get('if-none-match'));
  return new Response(answer.body ? new Uint8Array(answer.body) : null, { status: answer.status, headers: answer.headers });
}

/** The cache key of a request: path and query, as the middleware sees them. */
export function pageKey(url: URL): string {
  return url.pathname + url.search;
}
