// Where an /api call goes: the operator's platform when PLATFORM_API_URL is set, otherwise the
// embedded platform in this process. Both the API door and server-rendered pages use it, so a
// page and an island always see the same answers.
import { readEnvelope, type Envelope } from '../contract/envelope.ts';
import { findEndpoint } from '../contract/endpoints/all.ts';
import { CLIENT_ADDRESS_HEADER } from '../platform/http.ts';
import { getPlatform, log } from '../platform/index.ts';

const UPSTREAM_TIMEOUT_MS = 15_000;

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
  /** A bank-text forwarder's signature headers (X-Signature, X-Timestamp), passed on as they came. */
  signed?: Record<string, string>;
}

export async function dispatch(call: ApiCall): Promise<Response> {
  const headers = new Headers({ accept: 'application/json' });
  if (call.body !== undefined) headers.set('content-type', call.contentType ?? 'application/json');
  if (call.token) headers.set('authorization', `Bearer ${call.token}`);
  if (call.clientAddress) headers.set(upstreamUrl() ? 'x-forwarded-for' : CLIENT_ADDRESS_HEADER, call.clientAddress);
  for (const [name, value] of Object.entries(call.signed ?? {})) headers.set(name, value);
  const hasBody = call.method !== 'GET' && call.method !== 'HEAD' && call.body !== undefined;
  const upstream = upstreamUrl();
  const target = `${upstream ?? 'http://embedded.platform'}${call.path}`;
  const request = new Request(target, {
    method: call.method,
    headers,
    body: hasBody ? call.body : undefined,
    signal: upstream ? AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) : undefined,
  });
  if (!upstream) return (await getPlatform()).fetch(request);
  try {
    return await checkedUpstream(call, await fetch(request));
  } catch {
    return unreachable();
  }
}

const unreachable = () => Response.json({ error: 502, message: 'ไม่สามารถเชื่อมต่อระบบได้ กรุณาลองใหม่อีกครั้ง', data: null }, { status: 502 });

/**
 * The operator's answer checked against the endpoint's declared answer: a success whose fields we
 * read are missing or of the wrong type is logged and answered as the Thai 502, never passed on
 * broken. The body goes on as it came, so fields we do not read pass freely.
 */
async function checkedUpstream(call: ApiCall, response: Response): Promise<Response> {
  const endpoint = findEndpoint(call.method, new URL(call.path, 'http://x').pathname);
  if (!endpoint || !response.ok) return response;
  const text = await response.text();
  let envelope: Envelope | null = null;
  try {
    envelope = readEnvelope(JSON.parse(text));
  } catch {
    // not JSON: refused below
  }
  const checked = envelope && envelope.error !== 0 ? null : envelope && endpoint.answer.safeParse(envelope.data);
  if (!envelope || (checked && !checked.success)) {
    // The fields' paths only: the answer's text may carry a member's details.
    const fields = checked?.error?.issues.slice(0, 3).map((issue) => issue.path.join('.')) ?? ['(not an envelope)'];
    log.error({ route: endpoint.path, fields }, "the platform's answer is not the declared shape");
    return unreachable();
  }
  return new Response(text, { status: response.status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}
