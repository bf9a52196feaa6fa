// What every request passes before Astro's handler (pages, API and static files alike): security
// headers on every response, a Thai refusal for a request target that is no path of ours or
// cannot be decoded and for a Host that is no host, an API body refused on its declared size before
// a byte of it is read, no form posts to pages; then static files in their precompressed forms, and
// everything else compressed on the way out when the client asks. One guard around all of it: a
// request that still throws is logged once and answered, and never ends the process. Every request
// gets an id (x-request-id) and one log line with its figures (request-log.ts); /healthz, /readyz
// and /metrics are answered first, outside the page cache and the member routes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import { answerApi } from './api-door.ts';
import { compressAnswer } from './compress.ts';
import { isEventStream, writeEventStream } from './event-stream.ts';
import { watchContent } from './content-watch.ts';
import { cachedAnswer, pageKey, pageToServe, SERVED_FROM_HEADER } from './page-cache.ts';
import { SESSION_COOKIE } from './session-cookie.ts';
import { plainPageHtml } from './plain-page.ts';
import { precompressedFiles, servePrecompressed } from './static-files.ts';
import { maxApiBodyBytes } from './limits.ts';
import { publicOrigin } from './public-origin.ts';
import { hostIsValid, requestTarget } from './request-shape.ts';
import {
  adminContentSecurityPolicy,
  astroInlineScriptHashes,
  contentSecurityPolicy,
  customDirectiveScripts,
  securityHeaders,
} from './security-headers.ts';
import { isAdminPath } from './staff-cookie.ts';
import { LIFF_ORIGINS, liffId } from './liff.ts';
import { getPlatform, log, withRequestNotes, type Platform } from '../platform/index.ts';
import { isUpstream } from './gateway.ts';
import { OPS_PATHS, serveHealth, serveReadiness } from './health.ts';
import { serveMetrics } from './metrics.ts';
import { beginRequest, endRequest, pageRoute, type RequestRecord } from './request-log.ts';

export const REFUSALS = {
  badUrl: 'ที่อยู่ที่เรียกใช้ไม่ถูกต้อง',
  badRequest: 'คำขอไม่ถูกต้อง',
  tooLarge: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป',
  failed: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
} as const;

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function sendEnvelope(res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extra });
  res.end(JSON.stringify({ error: status, message, data: null }));
}

function sendPage(res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...extra });
  res.end(plainPageHtml(status, message));
}

/** Whether the browser reached us over https (read only once the Host is known to be one). */
function isHttps(req: IncomingMessage): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const url = URL.parse(`http://${req.headers.host ?? 'localhost'}`);
  if (!url) return false;
  const headers = { get: (name: string) => [req.headers[name]].flat()[0] };
  return publicOrigin(url, headers).startsWith('https:');
}

/** A cookie header that names the session cookie (valid or not: Astro then decides). */
const SESSION_COOKIE_NAMED = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);
function hasSessionCookie(req: IncomingMessage): boolean {
  return SESSION_COOKIE_NAMED.test(req.headers.cookie ?? '');
}

/** A visitor page kept in memory by the middleware, answered without asking Astro. */
function serveVisitorPage(req: IncomingMessage, res: ServerResponse, target: URL): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || hasSessionCookie(req)) return false;
  const page = pageToServe(pageKey(target));
  if (!page) return false;
  const answer = cachedAnswer(page, req.method, req.headers['accept-encoding'] ?? null, req.headers['if-none-match'] ?? null);
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  res.setHeader(SERVED_FROM_HEADER, 'memory');
  res.writeHead(answer.status);
  res.end(answer.body ?? undefined);
  return true;
}

/** Headers about this connection, not the request (and refused by the Request constructor). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'te',
  'expect',
  'proxy-connection',
  'http2-settings',
]);

/** An /api call answered by the API door directly: no page routing or static lookup on the way. */
async function serveApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let response: Response;
  try {
    const scheme = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
    const method = (req.method ?? 'GET').toUpperCase();
    const request = new Request(`${scheme}://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
      method,
      headers: Object.entries(req.headers)
        .filter(([name]) => !HOP_BY_HOP.has(name))
        .flatMap(([name, value]) => [value].flat().map((v): [string, string] => [name, v ?? ''])),
      ...(method === 'GET' || method === 'HEAD' ? {} : { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' }),
    } as RequestInit);
    response = await answerApi(request, req.socket.remoteAddress);
  } catch {
    // A request the Request constructor refuses (a header value it will not carry, say).
    return malformed(req, res, true, REFUSALS.badRequest, 'not readable as a request');
  }
  // The member's live stream: out as it is written, neither buffered nor compressed.
  if (isEventStream(response)) return writeEventStream(req, res, response);
  const { body, encoding } = compressAnswer(Buffer.from(await response.arrayBuffer()), req.headers['accept-encoding']);
  const cookies = response.headers.getSetCookie();
  for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value);
  if (cookies.length) res.setHeader('set-cookie', cookies);
  if (encoding) res.setHeader('content-encoding', encoding);
  res.setHeader('vary', 'accept-encoding');
  res.setHeader('content-length', body.length);
  res.writeHead(response.status);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export interface FrontDoorOptions {
  /** The build's static files (dist/client), for their precompressed copies. */
  clientDir?: string;
}

/**
 * Pages rendered for one request: brotli when asked, else gzip, at every size; a fast level and a
 * small window (a brotli encoder's default 4 MiB window costs more to set up than to use here).
 * API answers are compressed whole by serveApi.
 */
const compress = compression({
  threshold: 0,
  brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } },
  level: 6,
});

/** The request in a log line: its route, never the target as sent (a query or a path may carry a key). */
function described(req: IncomingMessage): string {
  return pageRoute(String(req.url ?? '/').slice(0, 200), 0);
}

/** A request that cannot be served at all: logged once (why; its request line follows), answered 400 in Thai. */
function malformed(req: IncomingMessage, res: ServerResponse, api: boolean, message: string, why: string): void {
  log.warn({ reqId: res.getHeader('x-request-id'), route: described(req), why }, `refused: ${why}`);
  (api ? sendEnvelope : sendPage)(res, 400, message);
}

/** A request that threw past every check: logged once, answered if nothing was sent yet. */
function failed(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  log.error({ reqId: res.getHeader('x-request-id'), route: described(req), err: error }, 'request failed');
  if (res.headersSent) return void res.destroy();
  (isApi(req.url ?? '') ? sendEnvelope : sendPage)(res, 500, REFUSALS.failed);
}

/** The embedded platform, or null when the API is an upstream's. */
function embeddedPlatform(): Promise<Platform> | null {
  return isUpstream() ? null : getPlatform();
}

/** /healthz, /readyz and /metrics. */
async function serveOps(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return sendEnvelope(res, 405, 'ไม่รองรับวิธีการเรียกใช้นี้', { allow: 'GET, HEAD' });
  if (path === '/healthz') return serveHealth(req, res);
  const platform = await embeddedPlatform();
  if (path === '/readyz') return serveReadiness(req, res, platform);
  return serveMetrics(req, res, platform);
}

export async function createFrontDoor(astro: Handler, options: FrontDoorOptions = {}): Promise<Handler> {
  // The server build beside dist/client holds our directives' inline scripts.
  const hashes = await astroInlineScriptHashes(options.clientDir ? customDirectiveScripts(join(options.clientDir, '..', 'server')) : []);
  const csp = contentSecurityPolicy(hashes, liffId() ? LIFF_ORIGINS : []);
  const adminCsp = adminContentSecurityPolicy(hashes);
  const contentDeskCsp = adminContentSecurityPolicy(hashes, true);
  const staticFiles = options.clientDir ? precompressedFiles(options.clientDir) : new Map();
  // Another node's content desk changes show here too (the pages this node keeps are forgotten).
  watchContent();
  const serve = (req: IncomingMessage, res: ServerResponse, record: RequestRecord): unknown => {
    const url = req.url ?? '/';
    const api = isApi(url);
    if (api) record.kind = 'api';
    const path = url.split('?')[0]!;
    const hostOk = hostIsValid(req);
    const admin = isAdminPath(path);
    // The content desk frames its own preview (same origin only, its CSP says so too).
    const contentDesk = admin && path.startsWith('/admin/content');
    const policy = admin ? (contentDesk ? contentDeskCsp : adminCsp) : csp;
    for (const [name, value] of Object.entries(securityHeaders(policy, hostOk && isHttps(req)))) res.setHeader(name, value);
    // The rest of the back office is never framed, not even by the site's own pages.
    if (admin && !contentDesk) res.setHeader('x-frame-options', 'DENY');
    // Before the Host check: a load balancer's probe may name the node by its address.
    if (OPS_PATHS.has(path)) {
      record.kind = 'probe';
      return serveOps(req, res, path);
    }
    if (!hostOk) return malformed(req, res, api, REFUSALS.badRequest, 'no host');
    const target = requestTarget(req);
    if (!target) return malformed(req, res, api, REFUSALS.badUrl, 'no path of ours');

    const method = (req.method ?? 'GET').toUpperCase();
    if (api && method !== 'GET' && method !== 'HEAD') {
      const declared = Number(req.headers['content-length'] ?? 0);
      // Refused before the body is read; `connection: close` drops whatever the client still sends.
      if (declared > maxApiBodyBytes(target.pathname)) return sendEnvelope(res, 413, REFUSALS.tooLarge, { connection: 'close' });
    }
    // Pages only show; every change goes through the JSON API, so a form post to a page is refused.
    if (!api && method !== 'GET' && method !== 'HEAD') return sendPage(res, 405, 'ไม่รองรับวิธีการเรียกใช้นี้', { allow: 'GET, HEAD' });

    if (servePrecompressed(staticFiles, req, res)) return void (record.kind = 'static');
    if (serveVisitorPage(req, res, target)) return;
    if (api) return serveApi(req, res);
    return new Promise((resolve, reject) =>
      compress(req as never, res as never, () => Promise.resolve(astro(req, res)).then(resolve, reject)),
    );
  };
  // The outermost guard: nothing a request does ends the process.
  return (req, res) => {
    const record = beginRequest(res);
    res.once('close', () => endRequest(req, res, record));
    withRequestNotes(record.notes, () => {
      try {
        const pending = serve(req, res, record);
        if (pending instanceof Promise) pending.catch((error: unknown) => failed(req, res, error));
      } catch (error) {
        failed(req, res, error);
      }
    });
  };
}
