// The one way a page, a layout or the middleware reads an answer on the server: the endpoint's
// declaration (contract/endpoints/), the member's session from the cookie when the endpoint reads
// one, and `data` checked with the endpoint's answer schema. Through the gateway, so a page and an
// island see the same answers.
import type { AstroCookies } from 'astro';
import { pathWithQuery, type AnswerOf, type Endpoint } from '../contract/endpoint.ts';
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
  /** The platform could not be asked or failed (unreachable, 5xx, another shape): not a refusal. */
  failed?: true;
}

interface LoadInput {
  /** Where the member's session is read from (or `token` when the caller has it already). */
  cookies?: AstroCookies;
  token?: string;
  query?: Record<string, string | number | undefined>;
  body?: Record<string, unknown>;
}

/** What a call answered, read with its declaration; throws on a failure (5xx, wrong shape). */
async function ask<E extends Endpoint>(endpoint: E, input: LoadInput): Promise<Loaded<AnswerOf<E>>> {
  // A back-office call reads the staff cookie, every other call the member's.
  const fromCookies = endpoint.auth === 'staff' ? readStaffSession : readSession;
  const token = endpoint.auth ? (input.token ?? (input.cookies ? fromCookies(input.cookies) : undefined)) : undefined;
  if ((endpoint.auth === true || endpoint.auth === 'staff') && !token) return { data: null, expired: false, answered: false };
  const path = pathWithQuery(endpoint.path, input.query);
  const response = await dispatch({
    method: endpoint.method,
    path,
    body: endpoint.method === 'POST' ? JSON.stringify(input.body ?? {}) : undefined,
    token,
  });
  if (response.status >= 500) throw new Error(`${path} answered ${response.status}`);
  if (response.status === 401) return { data: null, expired: true, answered: false };
  const envelope = readEnvelope(await response.json());
  if (response.status === 200 && envelope && envelope.error !== 0)
    return { data: null, expired: false, answered: false, refusal: envelope.message, error: envelope.error };
  if (!response.ok || envelope?.error !== 0) return { data: null, expired: false, answered: false };
  const parsed = endpoint.answer.safeParse(envelope.data);
  if (!parsed.success) throw new Error(`${path} answered an unexpected shape`);
  return { data: parsed.data as AnswerOf<E>, expired: false, answered: true };
}

/** For a part of a page: a failure leaves the part out (data null) rather than the page. */
export async function load<E extends Endpoint>(endpoint: E, input: LoadInput = {}): Promise<Loaded<AnswerOf<E>>> {
  try {
    return await ask(endpoint, input);
  } catch {
    return { data: null, expired: false, answered: false, failed: true }; // a page without this part rather than no page
  }
}

/**
 * For what a page is about (a round, a game): a refusal is data null with its message, but a failure
 * (5xx, the gateway unreachable, an answer of another shape) throws, so the page is the 500 page.
 */
export const loadOrThrow: <E extends Endpoint>(endpoint: E, input?: LoadInput) => Promise<Loaded<AnswerOf<E>>> = (endpoint, input = {}) =>
  ask(endpoint, input);
