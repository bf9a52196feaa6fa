// The one way a page, a layout or the middleware reads an answer on the server: the endpoint's
// declaration (contract/endpoints/), the member's session from the cookie when the endpoint reads
// one, and `data` checked with the endpoint's answer schema. Through the gateway, so a page and an
// island see the same answers.
import type { AstroCookies } from 'astro';
import type { AnswerOf, Endpoint } from '../contract/endpoint.ts';
import { readEnvelope } from '../contract/envelope.ts';
import { dispatch } from './gateway.ts';
import { readSession } from './session-cookie.ts';
import { readStaffSession } from './staff-cookie.ts';

export interface Loaded<T> {
  /** The checked answer, or null when the call failed, was refused or answered another shape. */
  data: T | null;
  /** The session was refused (HTTP 401): it has ended. */
  expired: boolean;
  /** The call succeeded with an answer of the declared shape (which may be null, e.g. no deposit yet). */
  answered: boolean;
  /** A business refusal's Thai message (HTTP 200, error not 0), for the page to show. */
  refusal?: string;
  /** That refusal's code. */
  error?: number;
}

interface LoadInput {
  /** Where the member's session is read from (or `token` when the caller has it already). */
  cookies?: AstroCookies;
  token?: string;
  query?: Record<string, string | number | undefined>;
  body?: Record<string, unknown>;
}

function pathWithQuery(path: string, query: LoadInput['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export async function load<E extends Endpoint>(endpoint: E, input: LoadInput = {}): Promise<Loaded<AnswerOf<E>>> {
  // A back-office call reads the staff cookie, every other call the member's.
  const fromCookies = endpoint.auth === 'staff' ? readStaffSession : readSession;
  const token = endpoint.auth ? (input.token ?? (input.cookies ? fromCookies(input.cookies) : undefined)) : undefined;
  if ((endpoint.auth === true || endpoint.auth === 'staff') && !token) return { data: null, expired: false, answered: false };
  try {
    const response = await dispatch({
      method: endpoint.method,
      path: pathWithQuery(endpoint.path, input.query),
      body: endpoint.method === 'POST' ? JSON.stringify(input.body ?? {}) : undefined,
      token,
    });
    if (response.status === 401) return { data: null, expired: true, answered: false };
    const envelope = readEnvelope(await response.json());
    if (response.status === 200 && envelope && envelope.error !== 0)
      return { data: null, expired: false, answered: false, refusal: envelope.message, error: envelope.error };
    if (!response.ok || envelope?.error !== 0) return { data: null, expired: false, answered: false };
    const parsed = endpoint.answer.safeParse(envelope.data);
    return { data: parsed.success ? (parsed.data as AnswerOf<E>) : null, expired: false, answered: parsed.success };
  } catch {
    return { data: null, expired: false, answered: false }; // a page without this part rather than no page
  }
}
