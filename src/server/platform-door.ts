// The platform on its own (`npm run platform`): the embedded platform served as an operator's API
// for site nodes in gateway mode (PLATFORM_API_URL). The spec's answers as the platform gives them
// (`access_token` in the login and register answers, Bearer tokens): no pages, no session cookie,
// no browser checks (the site node in front does those). /healthz, /readyz and /metrics as on a
// site node; anything else is the envelope's 404.
import { isEventStream, writeEventStream } from './event-stream.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CLIENT_ADDRESS_HEADER } from '../platform/http.ts';
import { log, withRequestNotes, type Platform } from '../platform/index.ts';
import { OPS_PATHS, serveHealth, serveReadiness } from './health.ts';
import { maxApiBodyBytes } from './limits.ts';
import { serveMetrics } from './metrics.ts';
import { clientAddressOf } from './public-origin.ts';
import { beginRequest, endRequest } from './request-log.ts';

const REFUSAL = {
  notFound: 'ไม่พบรายการที่เรียกใช้',
  method: 'ไม่รองรับวิธีการเรียกใช้นี้',
  tooLarge: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป',
  failed: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
} as const;

function sendEnvelope(res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extra });
  res.end(JSON.stringify({ error: status, message, data: null }));
}

/** The body, or null once it passes the limit (never buffers an oversized one). */
async function readCapped(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Headers passed on to the platform: the caller's, minus the client address only we may set. */
function forwardedHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === CLIENT_ADDRESS_HEADER || name.startsWith(':') || value === undefined) continue;
    for (const one of [value].flat()) headers.append(name, one);
  }
  // The site node in front sends the member's address as X-Forwarded-For; TRUST_PROXY says to read it.
  const client = clientAddressOf(req.socket.remoteAddress, { get: (name) => headers.get(name) });
  if (client) headers.set(CLIENT_ADDRESS_HEADER, client);
  return headers;
}

async function serveApi(platform: Platform, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  let body: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const limit = maxApiBodyBytes(path);
    if (Number(req.headers['content-length'] ?? 0) > limit) return sendEnvelope(res, 413, REFUSAL.tooLarge, { connection: 'close' });
    const read = await readCapped(req, limit);
    if (read === null) return sendEnvelope(res, 413, REFUSAL.tooLarge, { connection: 'close' });
    body = read;
  }
  const answer = await platform.fetch(
    new Request(`http://platform${req.url ?? '/'}`, {
      method,
      headers: forwardedHeaders(req),
      body: body?.length ? new Uint8Array(body) : undefined,
    }),
  );
  // The member's live stream, asked of the platform directly (a site node in gateway mode answers 404 instead).
  if (isEventStream(answer)) return writeEventStream(req, res, answer);
  const text = Buffer.from(await answer.arrayBuffer());
  res.writeHead(answer.status, {
    'content-type': answer.headers.get('content-type') ?? 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': text.length,
  });
  res.end(method === 'HEAD' ? undefined : text);
}

async function serve(platform: Platform, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? '/').split('?')[0]!;
  const method = (req.method ?? 'GET').toUpperCase();
  if (path === '/healthz' || path === '/readyz' || path === '/metrics') {
    if (method !== 'GET' && method !== 'HEAD') return sendEnvelope(res, 405, REFUSAL.method, { allow: 'GET, HEAD' });
    if (path === '/healthz') return serveHealth(req, res);
    if (path === '/readyz') return serveReadiness(req, res, platform);
    return serveMetrics(req, res, platform);
  }
  if (path === '/api' || path.startsWith('/api/')) return serveApi(platform, req, res, path);
  sendEnvelope(res, 404, REFUSAL.notFound);
}

/** The platform node's request handler: every request logged once, none ends the process. */
export function createPlatformDoor(platform: Platform): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const record = beginRequest(res);
    record.kind = OPS_PATHS.has((req.url ?? '/').split('?')[0]!) ? 'probe' : 'api';
    res.once('close', () => endRequest(req, res, record));
    withRequestNotes(record.notes, () => {
      serve(platform, req, res).catch((error: unknown) => {
        log.error({ reqId: record.id, err: error }, 'request failed');
        if (res.headersSent) return void res.destroy();
        sendEnvelope(res, 500, REFUSAL.failed);
      });
    });
  };
}
