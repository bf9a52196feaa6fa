// /healthz (the process answers) and /readyz (the database reachable, its schema current, the
// lottery's clock ticking): for the load balancer and the supervisor's watcher, answered before
// the page cache, the member routes and Astro, in the API's envelope, never cached.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Platform } from '../platform/index.ts';

export const OPS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

function send(req: IncomingMessage, res: ServerResponse, status: number, message: string, data: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ error: status === 200 ? 0 : status, message, data }));
}

export function serveHealth(req: IncomingMessage, res: ServerResponse): void {
  send(req, res, 200, 'ระบบทำงานอยู่', { status: 'ok' });
}

/** `platform` is null when the API is an upstream's: that one answers for its own database. */
export async function serveReadiness(req: IncomingMessage, res: ServerResponse, platform: Platform | null): Promise<void> {
  if (!platform) return send(req, res, 200, 'ระบบพร้อมให้บริการ', { status: 'ok', checks: { platform: 'upstream' } });
  const { ready, checks } = await platform.readiness();
  if (ready) return send(req, res, 200, 'ระบบพร้อมให้บริการ', { status: 'ok', checks });
  send(req, res, 503, 'ระบบยังไม่พร้อมให้บริการ', { status: 'not ready', checks });
}
