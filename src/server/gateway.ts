// Where an /api call goes: the operator's platform when PLATFORM_API_URL is set, otherwise the
// embedded platform in this process. Both the API door and server-rendered pages use it, so a
// page and an island always see the same answers.
import { readEnvelope, type Envelope } from '../contract/envelope.ts';
import { findEndpoint } from '../contract/endpoints/all.ts';
import { CLIENT_ADDRESS_HEADER, STREAM_HEADERS } from '../platform/http.ts';
import { getPlatform, log } from '../platform/index.ts';

/** How long an upstream call may take (PLATFORM_API_TIMEOUT_MS): past it the member gets the Thai 502. */
function upstreamTimeoutMs(): number {
  const asked = Number(process.env.PLATFORM_API_TIMEOUT_MS);
  return Number.isFinite(asked) && asked > 0 ? asked : 15_000;
}
/** A safe call (GET, HEAD) the upstream could not answer is asked once more after this pause. */
const RETRY_PAUSE_MS = 150;
/** Statuses of a platform that is restarting or overloaded: worth one more try of a safe call. */
const RETRIABLE = new Set([502, 503, 504]);

function upstreamUrl(): string | undefined {
  const url = process.env.PLATFORM_API_URL?.trim();
  return url ? url.replace(/\/+$/, '') : undefined;
}

/** Whether calls go to the operator's platform (PLATFORM_API_URL) rather than the embedded one. */
export function isUpstream(): boolean {
  return upstreamUrl() !== undefined;
}

export interface ApiCall {
  method: string;
  /** Path and query, starting with /api/ */
  path: string;
  body?: string;
  token?: string;
  contentType?: string;
  /** The member's network address (the door knows it); rate limits key on it. */
  clientAddress?: string;
  /** A stream's reconnect: the last event the client had. */
  lastEventId?: string;
  /** Signature headers (a forwarder's X-Signature and X-Timestamp, LINE's X-Line-Signature), passed on as they came. */
  signed?: Record<string, string>;
}

export async function dispatch(call: ApiCall): Promise<Response> {
  const headers = new Headers({ accept: 'application/json' });
  if (call.body !== undefined) headers.set('content-type', call.contentType ?? 'application/json');
  if (call.token) headers.set('authorization', `Bearer ${call.token}`);
  if (call.clientAddress) headers.set(upstreamUrl() ? 'x-forwarded-for' : CLIENT_ADDRESS_HEADER, call.clientAddress);
  for (const [name, value] of Object.entries(call.signed ?? {})) headers.set(name, value);
  if (call.lastEventId) headers.set('last-event-id', call.lastEventId);
  const safe = call.method === 'GET' || call.method === 'HEAD';
  const hasBody = !safe && call.body !== undefined;
  const upstream = upstreamUrl();
  const target = `${upstream ?? 'http://embedded.platform'}${call.path}`;
  const request = () =>
    new Request(target, {
      method: call.method,
      headers,
      body: hasBody ? call.body : undefined,
      signal: upstream ? AbortSignal.timeout(upstreamTimeoutMs()) : undefined,
    });
  if (!upstream) return (await getPlatform()).fetch(request());
  // Only a safe call is asked twice: a POST the upstream may have carried out (a bill, a
  // withdrawal) is never sent again; the member sees the Thai message and looks before retrying.
  const first = await askUpstream(request());
  const again = safe && (first === 'unreachable' || (typeof first !== 'string' && RETRIABLE.has(first.status)));
  const answer = again ? await new Promise((r) => setTimeout(r, RETRY_PAUSE_MS)).then(() => askUpstream(request())) : first;
  if (typeof answer === 'string') {
    log.warn({ route: new URL(call.path, 'http://x').pathname, why: answer }, 'the platform did not answer');
    return unreachable();
  }
  return checkedUpstream(call, answer);
}

/**
 * A stream (a call declared with `events`) asked of the operator's platform and passed on as it
 * comes: the timeout covers the answer's start only, never the open stream. A refusal (not a
 * stream) is checked as any other answer.
 */
export async function forwardStream(call: ApiCall): Promise<Response> {
  const upstream = upstreamUrl()!;
  const headers = new Headers({ accept: 'text/event-stream' });
  if (call.token) headers.set('authorization', `Bearer ${call.token}`);
  if (call.clientAddress) headers.set('x-forwarded-for', call.clientAddress);
  if (call.lastEventId) headers.set('last-event-id', call.lastEventId);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), upstreamTimeoutMs());
  let answer: Response;
  try {
    answer = await fetch(`${upstream}${call.path}`, { headers, signal: abort.signal });
  } catch {
    log.warn({ route: new URL(call.path, 'http://x').pathname, why: 'unreachable' }, 'the platform did not answer');
    return unreachable();
  } finally {
    clearTimeout(timer);
  }
  if (answer.ok && answer.body && (answer.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    return new Response(answer.body, { status: 200, headers: STREAM_HEADERS });
  }
  return checkedUpstream(call, answer);
}

async function askUpstream(request: Request): Promise<Response | 'unreachable' | 'timed out'> {
  try {
    return await fetch(request);
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable';
  }
}

const unreachable = () => Response.json({ error: 502, message: 'ไม่สามารถเชื่อมต่อระบบได้ กรุณาลองใหม่อีกครั้ง', data: null }, { status: 502 });

const THAI = /[\u0E00-\u0E7F]/;

/**
 * The operator's answer checked: it must be the envelope (a proxy's HTML error page is not); a
 * failure of its own (5xx) without a Thai message becomes the Thai 502; a success whose fields we
 * read are missing or of the wrong type is logged and answered as the Thai 502, never passed on
 * broken. The body goes on as it came, so fields we do not read pass freely.
 */
async function checkedUpstream(call: ApiCall, response: Response): Promise<Response> {
  const route = new URL(call.path, 'http://x').pathname;
  const endpoint = findEndpoint(call.method, route);
  let text: string;
  let envelope: Envelope | null = null;
  try {
    text = await response.text();
    envelope = readEnvelope(JSON.parse(text));
  } catch {
    text = '';
  }
  if (!envelope) {
    log.error({ route, status: response.status, fields: ['(not an envelope)'] }, "the platform's answer is not the declared shape");
    return unreachable();
  }
  if (response.status >= 500 && !THAI.test(envelope.message)) {
    log.error({ route, status: response.status }, 'the platform failed');
    return unreachable();
  }
  const checked = !endpoint || !response.ok || envelope.error !== 0 ? null : endpoint.answer.safeParse(envelope.data);
  if (checked && !checked.success) {
    // The fields' paths only: the answer's text may carry a member's details.
    const fields = checked.error.issues.slice(0, 3).map((issue) => issue.path.join('.'));
    log.error({ route: endpoint!.path, fields }, "the platform's answer is not the declared shape");
    return unreachable();
  }
  return new Response(text, { status: response.status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}
