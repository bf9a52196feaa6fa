// Where an /api call goes: the operator's platform when PLATFORM_API_URL is set, otherwise the
// embedded platform in this process. Both the API door and server-rendered pages use it, so a
// page and an island always see the same answers.
import { readEnvelope, type Envelope } from '../contract/envelope.ts';
import { CLIENT_ADDRESS_HEADER } from '../platform/http.ts';
import { getPlatform } from '../platform/index.ts';

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
}

export async function dispatch(call: ApiCall): Promise<Response> {
  const headers = new Headers({ accept: 'application/json' });
  if (call.body !== undefined) headers.set('content-type', call.contentType ?? 'application/json');
  if (call.token) headers.set('authorization', `Bearer ${call.token}`);
  if (call.clientAddress) headers.set(upstreamUrl() ? 'x-forwarded-for' : CLIENT_ADDRESS_HEADER, call.clientAddress);
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
    return await fetch(request);
  } catch {
    return Response.json({ error: 502, message: 'ไม่สามารถเชื่อมต่อระบบได้ กรุณาลองใหม่อีกครั้ง', data: null }, { status: 502 });
  }
}

/** A server-side call for page rendering: the envelope, or null when the call failed. */
export async function serverApi<T>(call: ApiCall): Promise<Envelope<T> | null> {
  try {
    const response = await dispatch(call);
    const body = readEnvelope(await response.json());
    return response.ok && body?.error === 0 ? (body as Envelope<T>) : null;
  } catch {
    return null;
  }
}
