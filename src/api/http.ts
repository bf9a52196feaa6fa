// The one core of the browser's calls, both sides: JSON to /api on our own origin and the answer's
// status and body handed back, `data` checked with the declaration's answer schema. What an HTTP
// failure means is each side's session policy: the member's (api/client.ts: a 401 forgets the user
// and goes to /login, a 400 goes home, Thai toasts) and the staff's (api/admin/admin.ts: a 401 goes to
// /admin/login and back, the desk shows the message). Nothing here names either side.
import { ofetch } from 'ofetch';
import type { z } from 'zod/mini';

export const http = ofetch.create(
  {
    baseURL: '/',
    headers: { accept: 'application/json' },
    retry: 0,
    timeout: 20_000,
    // Every status comes back to the side's policy, its body read (the platform's refusals are JSON).
    ignoreResponseError: true,
  },
  // Read at call time, so a page's fetch (or a test's) in place then is the one used.
  { fetch: (input, init) => globalThis.fetch(input, init) },
);

export type Query = Record<string, string | number | boolean | undefined>;

export interface Exchanged {
  /** 0: no answer (the network, the 20-second timeout). */
  status: number;
  /** The answer's body as read (JSON parsed), undefined without an answer. */
  body: unknown;
}

/** One request; never rejects. A POST always carries a JSON body (an empty object at least). */
export async function exchange(path: string, method: 'GET' | 'POST', query?: Query, body?: Record<string, unknown>): Promise<Exchanged> {
  try {
    const response = await http.raw(path, { method, query, body: method === 'POST' ? (body ?? {}) : undefined });
    return { status: response.status, body: response._data };
  } catch {
    return { status: 0, body: undefined };
  }
}

/** The message an HTTP failure's body carries, if any. */
export function messageOf(body: unknown): string {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' ? message : '';
}

/** `data` checked with the answer schema: the parsed value, or nothing when it does not fit. */
export function checked<S extends z.ZodMiniType>(schema: S, data: unknown): { fits: true; data: z.infer<S> } | { fits: false } {
  const parsed = schema.safeParse(data);
  return parsed.success ? { fits: true, data: parsed.data } : { fits: false };
}
