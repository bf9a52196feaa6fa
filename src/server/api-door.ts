// The one door to the API. Forwards every /api/* call to the platform (upstream or embedded),
// turning the session cookie into `Authorization: Bearer`, and keeps the token out of page
// JavaScript: a login or register answer's access_token becomes an httpOnly cookie instead.
// Every answer, refusals included, is the JSON envelope with a Thai message.
//
// It works on a plain Request, so the front door calls it directly (no page routing on the hot
// path) and the Astro endpoint src/pages/api/[...path].ts is a thin adapter for `astro dev`.
import { readEnvelope } from '../contract/envelope.ts';
import * as auth from '../contract/endpoints/account/auth.ts';
import * as adminStaff from '../contract/endpoints/admin/admin-staff.ts';
import { deviceAdd } from '../contract/endpoints/admin/admin-devices.ts';
import { withDeviceSetup } from './device-setup.ts';
import { findEndpoint } from '../contract/endpoints/all.ts';
import { dispatch, forwardStream, isUpstream } from './gateway.ts';
import { log } from '../platform/index.ts';
import { maxApiBodyBytes } from './limits.ts';
import { forgetContent } from './content-watch.ts';
import { allowedOrigins, clientAddressOf, publicOrigin } from './public-origin.ts';
import { SESSION_CLEARED_COOKIE, sessionFromHeader, sessionSetCookie } from './session-cookie.ts';
import { adminEnabled, isAdminPath, STAFF_CLEARED_COOKIES, staffFromHeader, staffSetCookies } from './staff-cookie.ts';

const SESSION_OPENERS = new Set<string>([auth.login.path, auth.register.path]);
/** Calls that open a staff session: its token becomes the staff cookie (staff-cookie.ts). */
const STAFF_SESSION_OPENERS = new Set<string>([adminStaff.staffLoginCode.path, adminStaff.enrol.path]);

const REFUSAL = {
  crossSite: 'ไม่อนุญาตให้เรียกจากเว็บไซต์อื่น',
  notJson: 'รูปแบบข้อมูลต้องเป็น JSON',
  notFound: 'ไม่พบรายการที่เรียกใช้',
  tooLarge: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป',
  badAnswer: 'ระบบตอบกลับไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง',
  failed: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
} as const;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function refuse(status: number, message: string): Response {
  return new Response(JSON.stringify({ error: status, message, data: null }), { status, headers: JSON_HEADERS });
}

/** State-changing calls from another site are refused (no cross-site form or fetch posts). */
function isCrossSite(request: Request, url: URL): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  return origin !== null && !allowedOrigins(url, request.headers).has(origin);
}

/**
 * The body as JSON (or nothing), else null. Form and text/plain bodies are what another site can
 * send without asking the browser first, so they are refused even where the Origin check could not
 * tell; only a signed call declared `formBody` takes a form, read here into JSON.
 */
function jsonBody(request: Request, body: string, method: string, path: string): string | null {
  if (body.trim() === '') return body;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === '' || type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type)) return body;
  if (type === 'application/x-www-form-urlencoded' && findEndpoint(method, path)?.formBody) {
    return JSON.stringify(Object.fromEntries(new URLSearchParams(body)));
  }
  return null;
}

/** Reads the body, stopping as soon as it passes the limit (never buffers an oversized one). */
async function readCapped(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

type SessionAnswer = { error?: number; access_token?: unknown; data?: Record<string, unknown> | null };

/** Moves the access token (top level or in data, as platforms differ) out of the answer. */
function takeSession(answer: SessionAnswer): { token: string; expiresAt?: string } | undefined {
  const holder: Record<string, unknown> | null | undefined = typeof answer.access_token === 'string' ? answer : answer.data;
  if (!holder || typeof holder.access_token !== 'string') return undefined;
  const taken = { token: holder.access_token, expiresAt: typeof holder.expires_at === 'string' ? holder.expires_at : undefined };
  delete holder.access_token;
  delete holder.token_type;
  return taken;
}

/** Whether the answer's text is a success envelope (error 0). */
function succeeded(text: string): boolean {
  try {
    return readEnvelope(JSON.parse(text))?.error === 0;
  } catch {
    return false;
  }
}
/**
 * Signature headers the platform checks: a bank-text forwarder's (platform/devices/signatures.ts)
 * and LINE's on the official account's webhook (platform/line/webhook.ts).
 */
const SIGNED_HEADERS = ['x-signature', 'x-timestamp', 'x-line-signature'];

/** Answers one /api call. `socketAddress` is the connection's address, when known. */
export async function answerApi(request: Request, socketAddress?: string): Promise<Response> {
  const url = new URL(request.url);
  try {
    const method = request.method.toUpperCase();
    // The back office's calls carry only the staff cookie, every other call only the member's: a
    // member's session never opens a staff call, nor a staff session a member's.
    const staffCall = isAdminPath(url.pathname);
    if (staffCall && !adminEnabled()) return refuse(404, REFUSAL.notFound);
    const writes = method !== 'GET' && method !== 'HEAD';
    if (writes && isCrossSite(request, url)) return refuse(403, REFUSAL.crossSite);

    let body: string | undefined;
    if (writes) {
      const read = await readCapped(request, maxApiBodyBytes(url.pathname));
      if (read === null) return refuse(413, REFUSAL.tooLarge);
      const json = jsonBody(request, read, method, url.pathname);
      if (json === null) return refuse(415, REFUSAL.notJson);
      body = json;
    }

    // A stream (a call declared with events): in gateway mode forwarded to the operator's platform
    // as it comes (gateway.ts forwardStream), else answered by the embedded one below.
    const streams = findEndpoint(method, url.pathname)?.events !== undefined;

    const cookieHeader = request.headers.get('cookie');
    const session = staffCall ? staffFromHeader(cookieHeader) : sessionFromHeader(cookieHeader);
    const answer = await (streams && isUpstream() ? forwardStream : dispatch)({
      method,
      lastEventId: streams ? (request.headers.get('last-event-id') ?? undefined) : undefined,
      path: url.pathname + url.search,
      body,
      token: session.token,
      contentType: body ? 'application/json' : undefined,
      clientAddress: clientAddressOf(socketAddress, request.headers),
      signed: Object.fromEntries(SIGNED_HEADERS.flatMap((name) => (request.headers.has(name) ? [[name, request.headers.get(name)!]] : []))),
    });

    // The stream's answer goes on as the platform made it (front-door.ts writes it as it comes).
    if (streams && answer.ok && answer.body && (answer.headers.get('content-type') ?? '').startsWith('text/event-stream')) return answer;
    const headers = new Headers(JSON_HEADERS);
    const logout = staffCall ? adminStaff.staffLogout.path : auth.logout.path;
    // A token the platform no longer accepts is cleared once: the next call carries no cookie.
    const endsSession = (answer.status === 401 && session.token !== undefined) || url.pathname === logout || session.malformed;
    if (endsSession) for (const line of staffCall ? STAFF_CLEARED_COOKIES : [SESSION_CLEARED_COOKIE]) headers.append('set-cookie', line);

    let text = await answer.text();
    // The embedded platform always answers the envelope; an upstream one is checked, and a login
    // answer is opened to take the token out.
    // POSTs only: the staff enrolment's GET (the same path) reads the invitation and opens nothing.
    const opensSession = method === 'POST' && (staffCall ? STAFF_SESSION_OPENERS : SESSION_OPENERS).has(url.pathname);
    if (opensSession || isUpstream()) {
      let payload: SessionAnswer;
      try {
        payload = JSON.parse(text);
        if (payload === null || typeof payload !== 'object') throw new TypeError('not an envelope');
      } catch {
        return refuse(502, REFUSAL.badAnswer);
      }
      const opened = opensSession && readEnvelope(payload)?.error === 0;
      const taken = opened ? takeSession(payload) : undefined;
      // An upstream that opens a session without handing over its token is another site node (whose
      // own door kept the token as its cookie), not a platform: a member told "success" with no
      // session would meet 401 on every call after it.
      if (opened && !taken && isUpstream()) {
        log.error(
          { path: url.pathname },
          'the upstream opened a session but sent no access_token: PLATFORM_API_URL must name a platform (`npm run platform`, or a site node’s PLATFORM_PORT), not a site',
        );
        return refuse(502, REFUSAL.badAnswer);
      }
      if (taken) {
        const origin = new URL(publicOrigin(url, request.headers));
        headers.delete('set-cookie');
        const lines = staffCall
          ? staffSetCookies(origin, taken.token, taken.expiresAt)
          : [sessionSetCookie(origin, taken.token, taken.expiresAt)];
        for (const line of lines) headers.append('set-cookie', line);
      }
      text = JSON.stringify(payload);
    }
    // A new device's whole address and its QR for the phone (device-setup.ts).
    if (url.pathname === deviceAdd.path && answer.ok) text = withDeviceSetup(text, publicOrigin(url, request.headers));
    // A call declared to change content shows on this node's next page at once (other nodes: when
    // they read the moved content version, content-watch.ts).
    const changes = findEndpoint(method, url.pathname)?.invalidates;
    if (changes === 'content' && answer.ok && succeeded(text)) forgetContent();
    return new Response(text, { status: answer.status, headers });
  } catch (error) {
    log.error({ err: error }, 'API call failed');
    return refuse(500, REFUSAL.failed);
  }
}
