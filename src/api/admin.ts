// The back office's calls from its islands: JSON to /api/admin on our own origin (the staff cookie
// goes along by itself), the envelope read, `data` checked with the endpoint's answer schema. A
// 401 (idle for 30 minutes, disabled, logged out elsewhere) goes to the staff log-in and back.
// Apart from api/client.ts: that one's 401 leads to the member's log-in, and its toasts and
// router are the member site's; nothing here reaches a member page.
import type { AnswerOf, Endpoint } from '../contract/endpoint.ts';
import { readEnvelope } from '../contract/envelope.ts';

export const ADMIN_WORDS = {
  network: 'เชื่อมต่อระบบไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่',
  generic: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
} as const;

export type AdminAnswer<T> =
  { ok: true; data: T; message: string } | { ok: false; error: number; message: string; fields?: Record<string, string> };

type Params = Record<string, string | number | undefined>;

function withQuery(path: string, query: Params | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export async function adminCall<E extends Endpoint>(
  endpoint: E,
  input: { query?: Params; body?: Record<string, unknown> } = {},
): Promise<AdminAnswer<AnswerOf<E>>> {
  let response: Response;
  try {
    response = await fetch(withQuery(endpoint.path, input.query), {
      method: endpoint.method,
      headers: { accept: 'application/json', ...(endpoint.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      body: endpoint.method === 'POST' ? JSON.stringify(input.body ?? {}) : undefined,
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, error: 0, message: ADMIN_WORDS.network };
  }
  let envelope;
  try {
    envelope = readEnvelope(await response.json());
  } catch {
    envelope = null;
  }
  if (response.status === 401 && endpoint.auth === 'staff') {
    location.assign(`/admin/login?next=${encodeURIComponent(location.pathname + location.search)}`);
  }
  if (!envelope) return { ok: false, error: response.status, message: ADMIN_WORDS.generic };
  if (envelope.error !== 0) {
    const fields = (envelope.data as { fields?: Record<string, string> } | null)?.fields;
    return { ok: false, error: envelope.error, message: envelope.message || ADMIN_WORDS.generic, fields };
  }
  const parsed = endpoint.answer.safeParse(envelope.data);
  return parsed.success
    ? { ok: true, data: parsed.data as AnswerOf<E>, message: envelope.message }
    : { ok: false, error: -1, message: ADMIN_WORDS.generic };
}
