// The one door to the API. Forwards every /api/* call to the platform (upstream or embedded),
// turning the session cookie into `Authorization: Bearer`, and keeps the token out of page
// JavaScript: a login or register answer's access_token becomes an httpOnly cookie instead.
import type { APIRoute } from 'astro';
import { dispatch } from '../../server/gateway.ts';
import { clearSession, readSession, setSession } from '../../server/session-cookie.ts';

const MAX_BODY_BYTES = 64 * 1024;
const SESSION_OPENERS = new Set(['/api/login', '/api/register']);

function refuse(status: number, message: string): Response {
  return Response.json({ error: status, message, data: null }, { status });
}

/** State-changing calls from another site are refused (no cross-site form or fetch posts). */
function isCrossSite(request: Request, url: URL): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  return origin !== null && origin !== url.origin;
}

type SessionAnswer = { error?: number; access_token?: unknown; data?: Record<string, unknown> | null };

/** Moves the access token (top level or in data, as platforms differ) out of the answer. */
function takeSession(answer: SessionAnswer, keep: (token: string, expiresAt?: string) => void): void {
  const holder: Record<string, unknown> | null | undefined = typeof answer.access_token === 'string' ? answer : answer.data;
  if (!holder || typeof holder.access_token !== 'string') return;
  const expiresAt = typeof holder.expires_at === 'string' ? holder.expires_at : undefined;
  keep(holder.access_token, expiresAt);
  delete holder.access_token;
  delete holder.token_type;
}

export const ALL: APIRoute = async ({ request, cookies, url, clientAddress }) => {
  const method = request.method.toUpperCase();
  const writes = method !== 'GET' && method !== 'HEAD';
  if (writes && isCrossSite(request, url)) return refuse(403, 'ไม่อนุญาตให้เรียกจากเว็บไซต์อื่น');

  let body: string | undefined;
  if (writes) {
    body = await request.text();
    if (new TextEncoder().encode(body).length > MAX_BODY_BYTES) return refuse(413, 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป');
  }

  const token = readSession(cookies);
  const answer = await dispatch({
    method,
    path: url.pathname + url.search,
    body,
    token,
    contentType: request.headers.get('content-type') ?? undefined,
    clientAddress,
  });

  const text = await answer.text();
  let payload: SessionAnswer | undefined;
  try {
    payload = JSON.parse(text);
  } catch {
    return refuse(502, 'ระบบตอบกลับไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง');
  }

  if (answer.status === 401 || url.pathname === '/api/logout') clearSession(cookies);
  if (SESSION_OPENERS.has(url.pathname) && payload?.error === 0)
    takeSession(payload, (token, expiresAt) => setSession(cookies, url, token, expiresAt));

  return new Response(JSON.stringify(payload), {
    status: answer.status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
};
